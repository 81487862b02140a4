import fs from 'node:fs';
import path from 'node:path';
import type { OpenedDatabase } from './database';

/**
 * Plain SQL migrations, `migrations/<yyyymmddHHMM>-<name>.sql`, applied in name order. The
 * timestamped names let several features add migrations in parallel without a shared journal.
 * A file must not contain BEGIN/COMMIT: each runs inside its own transaction.
 */
export const migrationsDirectory = path.resolve(__dirname, '../../../migrations');

const migrationFileName = /^[0-9]{12}-[a-z0-9]+(-[a-z0-9]+)*\.sql$/;

/**
 * Every API process takes this transaction-scoped advisory lock before it looks at or changes
 * the schema, so two processes starting together apply each migration exactly once.
 */
const migrationLockKey = 7_346_118_305;

export interface MigrationLogger {
  info(details: object, message: string): void;
}

/** Applies the pending migrations and returns their names. */
export async function migrate(
  database: OpenedDatabase,
  {
    directory = migrationsDirectory,
    logger,
  }: { directory?: string; logger?: MigrationLogger } = {},
): Promise<string[]> {
  const names = migrationNames(directory);
  await database.rawTransaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
  });

  const applied: string[] = [];
  for (const name of names) {
    const script = fs.readFileSync(path.join(directory, name), 'utf8');
    const didApply = await database.rawTransaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (done.length > 0) return false;
      await tx.exec(script).catch((error: Error) => {
        throw new Error(`Migration ${name} fehlgeschlagen: ${error.message}`, { cause: error });
      });
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (!didApply) continue;
    applied.push(name);
    logger?.info({ migration: name }, 'Migration angewendet');
  }
  return applied;
}

function migrationNames(directory: string): string[] {
  const files = fs.readdirSync(directory).filter((file) => file.endsWith('.sql'));
  const misnamed = files.filter((file) => !migrationFileName.test(file));
  if (misnamed.length > 0) {
    throw new Error(
      `Migrationsdateien mit ungültigem Namen (erwartet: yyyymmddHHMM-name.sql): ${misnamed.join(', ')}`,
    );
  }
  return files.sort();
}
