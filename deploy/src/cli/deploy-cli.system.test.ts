import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { activateRelease } from '../releases/release-store';
import { writeRemoteBuild } from '../releases/testing/fake-builds';

const repositoryRoot = path.resolve(__dirname, '../../..');
const tsx = path.join(repositoryRoot, 'node_modules', '.bin', 'tsx');
const cli = path.join(__dirname, 'deploy-cli.ts');

jest.setTimeout(60_000);

let dataDir: string;

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bildbote-cli-'));
});

afterEach(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** The command as an operator runs it, in a folder without `.env`, with its own DATA_DIR. */
function deploy(...args: string[]): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      tsx,
      [cli, ...args],
      {
        cwd: dataDir,
        env: { PATH: process.env.PATH, HOME: os.homedir(), DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      },
      (error, stdout, stderr) => {
        const code = error ? Number((error as { code?: number }).code ?? 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

test('publish --dist prints only the new version on stdout; the store holds it', async () => {
  const dist = await writeRemoteBuild(path.join(dataDir, 'blog-build'), { name: 'mfe_blog' });

  const published = await deploy('publish', 'mfe-blog', '--dist', dist);

  expect(published.code).toBe(0);
  const version = published.stdout.trim();
  expect(version).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);
  expect(published.stderr).toContain(`Aktivieren: npm run deploy -- activate mfe-blog ${version}`);
  await fs.access(path.join(dataDir, 'releases', 'mfe-blog', version, 'mf-manifest.json'));

  const again = await deploy('publish', 'mfe_blog', '--dist', dist);
  expect(again.code).toBe(1);
  expect(again.stderr.trim()).toBe(
    `Das Release mfe-blog ${version} existiert bereits; Releases werden nie überschrieben.`,
  );
});

test('status lists every remote of an empty store', async () => {
  const status = await deploy('status');
  expect(status.code).toBe(0);
  for (const folder of ['mfe-public', 'mfe-finder', 'mfe-registration', 'mfe-admin', 'mfe-blog']) {
    expect(status.stdout).toContain(
      `${folder} (${folder.replace('-', '_')})\n  Aktiv:          – (kein Release aktiv)`,
    );
  }
});

test('mistakes are answered in German with exit code 1, wrong usage with 2', async () => {
  expect(await deploy('activate', 'mfe-blog', '9.9.9-x')).toMatchObject({
    code: 1,
    stderr: 'Das Release mfe-blog 9.9.9-x gibt es nicht; erst veröffentlichen (publish).\n',
  });
  expect(await deploy('rollback', 'mfe-blg')).toMatchObject({
    code: 1,
    stderr: expect.stringContaining('Unbekannter Remote „mfe-blg“'),
  });
  const usage = await deploy('activate', 'mfe-blog');
  expect(usage.code).toBe(2);
  expect(usage.stderr).toContain(
    'Falsche Anzahl von Argumenten.\n\nVerwendung: npm run deploy -- <Befehl>',
  );
});

test('prune --keep removes old releases and says which; without a number it shows the usage', async () => {
  const versions: string[] = [];
  for (const marker of ['eins', 'zwei', 'drei']) {
    const dist = await writeRemoteBuild(path.join(dataDir, `blog-${marker}`), {
      name: 'mfe_blog',
      marker,
    });
    const version = (await deploy('publish', 'mfe-blog', '--dist', dist)).stdout.trim();
    // Activated through the store, not the CLI: the CLI's activation checks the release against
    // the shell's build, which a clean checkout does not have while the unit tests run.
    await activateRelease(path.join(dataDir, 'releases'), 'mfe_blog', version);
    versions.push(version);
  }

  const pruned = await deploy('prune', '--keep', '2');

  expect(pruned).toMatchObject({
    code: 0,
    stdout: `mfe-blog ${versions[0]} gelöscht.\n1 Release(s) gelöscht.\n`,
  });
  expect((await fs.readdir(path.join(dataDir, 'releases', 'mfe-blog'))).sort()).toEqual(
    versions.slice(1).sort(),
  );
  expect((await deploy('prune', '--keep', '2')).stdout).toBe('Nichts zu löschen.\n');
  const usage = await deploy('prune', '--keep', 'alle');
  expect(usage.code).toBe(2);
  expect(usage.stderr).toContain('prune braucht --keep <n> mit einer ganzen Zahl ab 1.');
});
