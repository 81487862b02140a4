import { argon2id } from 'argon2';
import { createPasswordWorkerPool } from './password-worker-pool';

/** What one hash costs: argon2id's memory in KiB and its passes over it. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

/**
 * The OWASP parameters (19 MiB memory, 2 passes, 1 lane): strong enough for passwords and light
 * enough that login and registration stay quick on a small server.
 */
export const standardPasswordHashCost: PasswordHashCost = { memoryCost: 19_456, timeCost: 2 };

let hashCost = standardPasswordHashCost;

/**
 * New hashes from now on cost `cost` (`mountApi` sets its deps' choice); a stored hash names its
 * own parameters, so checking one never depends on this.
 */
export function usePasswordHashCost(cost: PasswordHashCost): void {
  hashCost = cost;
}

/** Longer inputs are refused before hashing, so nobody can make the server hash megabytes. */
export const passwordMaxLength = 256;

/**
 * Every hash and check of the process runs in this bounded pool of worker threads, never more
 * than its size at once (PASSWORD_HASH_WORKERS, set by `buildApp`), so logins never hold up
 * static files or other requests.
 */
export const passwordWorkers = createPasswordWorkerPool();

export async function hashPassword(password: string): Promise<string> {
  return String(
    await passwordWorkers.run({
      op: 'hash',
      password,
      options: { type: argon2id, ...hashCost, parallelism: 1 },
    }),
  );
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (password.length > passwordMaxLength) return false;
  try {
    return (await passwordWorkers.run({ op: 'verify', hash: passwordHash, password })) === true;
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
