import { loadConfigOrExit } from '../../../kernel/config/config';
import { openDatabase } from '../../../kernel/database/database';
import { migrate } from '../../../kernel/database/migrate';
import { createLogger } from '../../../kernel/logging/logger';
import { createPasswordHasher } from '../../../kernel/passwords/password-hasher';
import { operatorCliUsage, runOperatorCommand } from './operator-commands';

/**
 * `npm run operator -- create|remove <E-Mail>`: operator accounts (issue 10);
 * `npm run operator -- create-authority <E-Mail> "<Behörde>"`: authorities (issue 16).
 */
async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    console.log(operatorCliUsage);
    return;
  }
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const database = await openDatabase(config, logger);
  const passwords = createPasswordHasher({ workers: config.passwordHashWorkers });
  try {
    await migrate(database, { logger });
    process.exitCode = await runOperatorCommand(argv, {
      database,
      passwords,
      publicUrl: config.publicUrl,
      now: () => new Date(),
      print: (line) => console.log(line),
    });
  } finally {
    await passwords.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
