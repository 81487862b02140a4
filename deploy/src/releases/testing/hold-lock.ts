import { withLock } from '../file-lock';

/**
 * Child process of the lock tests: `tsx hold-lock.ts <lock file>` takes the lock, says
 * `gesperrt` on stdout and holds it until it is killed.
 */
async function main(): Promise<void> {
  const [lockFile] = process.argv.slice(2);
  if (!lockFile) throw new Error('Aufruf: hold-lock.ts <Sperrdatei>');
  await withLock(lockFile, 'Test', async () => {
    process.stdout.write('gesperrt\n');
    await new Promise(() => setInterval(() => undefined, 60_000));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
