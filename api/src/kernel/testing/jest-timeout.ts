// API tests hash passwords with argon2id and run real concurrent uploads: Jest's 5 s is too
// tight on a 2-core machine under load, so a test gets 30 s before it counts as hung. Set here
// because Jest reads `testTimeout` only from the global configuration, not from a project's.
jest.setTimeout(30_000);
