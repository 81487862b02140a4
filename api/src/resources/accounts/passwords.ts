import { argon2id, hash, verify } from 'argon2';

/**
 * argon2id with the OWASP parameters (19 MiB memory, 2 passes, 1 lane): strong enough for
 * passwords and light enough that login and registration stay quick on a small server.
 */
const hashOptions = {
  type: argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Longer inputs are refused before hashing, so nobody can make the server hash megabytes. */
export const passwordMaxLength = 256;

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (password.length > passwordMaxLength) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | null = null;

/**
 * Costs as much time as checking a real password, for log-ins with an unknown address or a
 * locked account: the answer time does not tell whether the account exists.
 */
export async function verifyDecoyPassword(password: string): Promise<false> {
  decoyHash ??= hashPassword('Bildbote-Decoy-Passwort-1!');
  await verifyPassword(await decoyHash, password);
  return false;
}
