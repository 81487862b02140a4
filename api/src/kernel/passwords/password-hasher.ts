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
const standardPasswordHashCost: PasswordHashCost = { memoryCost: 19_456, timeCost: 2 };

/** Longer inputs are refused before hashing, so nobody can make the server hash megabytes. */
export const passwordMaxLength = 256;

/** Every password hash and check of an API: a service built once (api-deps.ts) and passed on. */
export interface PasswordHasher {
  /** A new argon2id hash at the hasher's cost. */
  hash(password: string): Promise<string>;
  /** Whether `password` matches `passwordHash`; false for a malformed hash or an overlong input. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Costs as much time as checking a real password, for log-ins with an unknown address or a
   * locked account: the answer time does not tell whether the account exists.
   */
  verifyDecoy(password: string): Promise<false>;
  /** Ends the hasher's worker threads; hashes asked for afterwards are refused. */
  close(): Promise<void>;
}

export interface PasswordHasherOptions {
  /** How many hashes run at once, each in a worker thread (PASSWORD_HASH_WORKERS). */
  workers: number;
  /** The cost of new hashes; a stored hash names its own, so checking one never depends on it. */
  cost?: PasswordHashCost;
}

/**
 * Hashes and checks in a bounded pool of worker threads, never more than `workers` at once, so
 * logins never hold up static files or other requests.
 */
export function createPasswordHasher({
  workers,
  cost = standardPasswordHashCost,
}: PasswordHasherOptions): PasswordHasher {
  const pool = createPasswordWorkerPool(workers);
  const options = { type: argon2id, ...cost, parallelism: 1 };
  let decoyHash: Promise<string> | null = null;

  const hash = async (password: string) =>
    String(await pool.run({ op: 'hash', password, options }));
  const verify = async (passwordHash: string, password: string) => {
    if (password.length > passwordMaxLength) return false;
    try {
      return (await pool.run({ op: 'verify', hash: passwordHash, password })) === true;
    } catch {
      return false;
    }
  };
  return {
    hash,
    verify,
    async verifyDecoy(password) {
      decoyHash ??= hash('Bildbote-Decoy-Passwort-1!');
      await verify(await decoyHash, password);
      return false;
    },
    close: () => pool.close(),
  };
}
