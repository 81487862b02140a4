import { ensureBuilt } from '../build/ensure-built';

/**
 * Builds the shell and every remote whose build is missing or outdated, and records the hash of
 * their sources, as `npm start` does before it serves (the container image runs this once at
 * build time, so its start finds everything built and needs no build tools).
 */
ensureBuilt((line) => console.log(line)).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
