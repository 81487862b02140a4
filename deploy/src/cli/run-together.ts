import { spawn } from 'node:child_process';

/**
 * Runs npm scripts at the same time and fails when one fails: `test:unit` runs ESLint/Prettier
 * and `tsc -b` side by side, each of which keeps about one core busy (on 2 cores 69 s together
 * instead of 93 s one after the other, both without cache). Each script's output is printed in
 * one piece when it ends, so the two never interleave.
 */
function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve(1);
    });
    child.on('close', (code) => {
      const status = code ?? 1;
      process.stdout.write(`\n> ${script}: ${status === 0 ? 'bestanden' : `Fehler (${status})`}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(status);
    });
  });
}

const scripts = process.argv.slice(2);
void Promise.all(scripts.map(run)).then((codes) => {
  process.exitCode = codes.find((code) => code !== 0) ?? 0;
});
