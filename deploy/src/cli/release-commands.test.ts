import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createLogger } from 'api/src/kernel/logging/logger';
import { createTestConfig } from 'api/src/kernel/testing/test-config';
import { remoteFolders, remoteNames, type RemoteName } from 'shared-ui/remotes/remote-names';
import { buildGateway } from '../gateway/gateway';
import { readReleaseState, releaseFolder } from '../releases/release-store';
import {
  shellShared,
  withVersion,
  writeRemoteBuild,
  writeShellBuild,
  type FakeRemoteBuild,
} from '../releases/testing/fake-builds';
import {
  activateRemote,
  formatStatus,
  parseRemote,
  publishRemote,
  releaseStatus,
  remotesJson,
  rollbackRemote,
  type ReleaseContext,
} from './release-commands';

let root: string;
let context: ReleaseContext;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'bildbote-deploy-'));
  const repositoryRoot = path.join(root, 'repo');
  for (const folder of Object.values(remoteFolders)) {
    await fs.mkdir(path.join(repositoryRoot, folder), { recursive: true });
    await fs.writeFile(
      path.join(repositoryRoot, folder, 'package.json'),
      JSON.stringify({ name: folder, version: '2.4.0' }),
    );
  }
  context = {
    releasesDir: path.join(root, 'data', 'releases'),
    shellDir: await writeShellBuild(path.join(root, 'shell-dist')),
    repositoryRoot,
  };
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

let builds = 0;
/** Publishes a fake build the way `publish <remote> --dist <dir>` does. */
async function publish(build: FakeRemoteBuild): Promise<string> {
  builds += 1;
  const dist = await writeRemoteBuild(path.join(root, 'builds', String(builds)), build);
  return publishRemote(context, build.name, { distDir: dist });
}

test('remotes are named by folder or federation name', () => {
  expect(parseRemote('mfe-blog')).toBe('mfe_blog');
  expect(parseRemote('mfe_finder')).toBe('mfe_finder');
  expect(() => parseRemote('mfe-blg')).toThrow(
    'Unbekannter Remote „mfe-blg“; bekannt sind: mfe-public, mfe-finder, mfe-registration, mfe-admin, mfe-blog.',
  );
});

test('publish stores the build under package version plus build id and refuses it twice', async () => {
  const version = await publish({ name: 'mfe_blog', marker: 'erste Fassung' });

  expect(version).toMatch(/^2\.4\.0-[0-9a-f]{10}$/);
  const entry = path.join(
    releaseFolder(context.releasesDir, 'mfe_blog', version),
    'remoteEntry.js',
  );
  expect(await fs.readFile(entry, 'utf8')).toContain('erste Fassung');
  await expect(publish({ name: 'mfe_blog', marker: 'erste Fassung' })).rejects.toThrow(
    `Das Release mfe-blog ${version} existiert bereits; Releases werden nie überschrieben.`,
  );
  expect(await publish({ name: 'mfe_blog', marker: 'zweite Fassung' })).not.toBe(version);
});

test('activate switches a compatible release, rollback returns to the previous one', async () => {
  const first = await publish({ name: 'mfe_blog', marker: 'eins' });
  const second = await publish({ name: 'mfe_blog', marker: 'zwei' });

  expect(await activateRemote(context, 'mfe_blog', first)).toMatchObject({ from: null, to: first });
  expect(await activateRemote(context, 'mfe_blog', second)).toMatchObject({
    from: first,
    to: second,
  });
  expect(await rollbackRemote(context, 'mfe_blog')).toMatchObject({ from: second, to: first });
  expect((await readReleaseState(context.releasesDir)).remotes.mfe_blog?.active).toBe(first);
});

test('activate refuses a release without an expected expose, with the reason', async () => {
  const version = await publish({ name: 'mfe_finder', exposes: ['./routes'] });

  await expect(activateRemote(context, 'mfe_finder', version)).rejects.toThrow(
    `Aktivierung von mfe-finder ${version} abgelehnt:\n` +
      '  - Das Modul ./FinderSection fehlt (exponiert: ./routes).',
  );
  expect(await readReleaseState(context.releasesDir)).toEqual({ remotes: {} });
});

test('activate refuses a release whose singleton major differs from the shell, keeping the old one', async () => {
  const good = await publish({ name: 'mfe_blog' });
  await activateRemote(context, 'mfe_blog', good);
  const react20 = await publish({
    name: 'mfe_blog',
    shared: withVersion(shellShared, 'react', '20.0.0'),
  });

  await expect(activateRemote(context, 'mfe_blog', react20)).rejects.toThrow(
    'react: Hauptversion 20 im Release, 19 in der Shell (Singleton).',
  );
  expect((await readReleaseState(context.releasesDir)).remotes.mfe_blog?.active).toBe(good);
});

test('activate compares singletons the shell does not share with the other active remotes', async () => {
  const formik = (version: string) => [
    ...shellShared,
    { name: 'formik', version, requiredVersion: version, singleton: true },
  ];
  const registration = await publish({ name: 'mfe_registration', shared: formik('2.4.6') });
  await activateRemote(context, 'mfe_registration', registration);
  const blog = await publish({ name: 'mfe_blog', shared: formik('3.0.0') });

  await expect(activateRemote(context, 'mfe_blog', blog)).rejects.toThrow(
    `Aktivierung von mfe-blog ${blog} abgelehnt:\n` +
      '  - formik: Hauptversion 3 im Release, 2 in mfe-registration (Singleton).',
  );
});

test('rollback refuses a previous release that no longer fits a newer shell', async () => {
  const old = await publish({ name: 'mfe_blog', marker: 'alt' });
  await activateRemote(context, 'mfe_blog', old);
  await writeShellBuild(context.shellDir, withVersion(shellShared, 'react', '20.0.0'));
  const current = await publish({
    name: 'mfe_blog',
    marker: 'neu',
    shared: withVersion(shellShared, 'react', '20.0.0'),
  });
  await activateRemote(context, 'mfe_blog', current);

  await expect(rollbackRemote(context, 'mfe_blog')).rejects.toThrow(
    `Rückkehr von mfe-blog ${old} abgelehnt`,
  );
  expect((await readReleaseState(context.releasesDir)).remotes.mfe_blog?.active).toBe(current);
});

test('activate refuses while the shell build has no manifest to check against', async () => {
  const version = await publish({ name: 'mfe_blog' });
  await fs.rm(path.join(context.shellDir, 'mf-manifest.json'));

  await expect(activateRemote(context, 'mfe_blog', version)).rejects.toThrow(
    'npm run build -w shell',
  );
});

test('status shows active and previous version, dates and compatibility per remote', async () => {
  const first = await publish({ name: 'mfe_blog', marker: 'eins' });
  const second = await publish({ name: 'mfe_blog', marker: 'zwei' });
  await activateRemote(context, 'mfe_blog', first);
  await activateRemote(context, 'mfe_blog', second);
  const admin = await publish({ name: 'mfe_admin' });
  await activateRemote(context, 'mfe_admin', admin);
  // The shell moves on to a new React major: the active admin release no longer fits.
  await writeShellBuild(context.shellDir, withVersion(shellShared, 'react', '20.0.0'));

  const status = await releaseStatus(context);
  expect(status.remotes.map((remote) => remote.name)).toEqual(remoteNames);
  expect(status.remotes.find((remote) => remote.name === 'mfe_blog')).toMatchObject({
    active: second,
    previous: first,
    releaseCount: 2,
    publishedAt: expect.any(String),
    activeSince: expect.any(String),
  });

  const text = formatStatus(status);
  expect(text.split('\n')[0]).toBe(
    'Shell (geteilte Singletons): react 20.0.0, react-dom 19.3.1, react-router 7.18.5, ' +
      'react-router-dom 7.18.5, react-redux 9.3.1, @reduxjs/toolkit 2.14.0, shared-ui 0.1.0, ' +
      'formik (nicht geteilt), yup (nicht geteilt)',
  );
  const blogBlock = text.split('\n\n').find((block) => block.startsWith('mfe-blog (mfe_blog)'));
  expect(blogBlock?.split('\n')).toEqual([
    'mfe-blog (mfe_blog)',
    `  Aktiv:          ${second}`,
    `  Vorherige:      ${first}`,
    expect.stringMatching(/^ {2}Veröffentlicht: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2}$/),
    expect.stringMatching(/^ {2}Aktiv seit: {5}\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2}$/),
    '  Verträglich:    NEIN',
    '                    - react: Hauptversion 19 im Release, 20 in der Shell (Singleton).',
    '  Releases:       2',
  ]);
  expect(text).toContain(
    ['mfe-public (mfe_public)', '  Aktiv:          – (kein Release aktiv)'].join('\n'),
  );
});

describe('served by the gateway', () => {
  let gateway: FastifyInstance;
  const everyRemote: RemoteName[] = [...remoteNames];

  beforeEach(async () => {
    const config = createTestConfig({ DATA_DIR: path.join(root, 'data') });
    gateway = await buildGateway({
      config,
      releasesDir: context.releasesDir,
      shellDir: context.shellDir,
      // No API call is made here; a proxy target keeps the test free of a database.
      api: { kind: 'proxy', url: 'http://127.0.0.1:9' },
      logger: createLogger('silent'),
    });
    for (const name of everyRemote) await activateRemote(context, name, await publish({ name }));
  });

  afterEach(async () => {
    await gateway.close();
  });

  const served = () => gateway.inject({ method: 'GET', url: '/remotes.json' });

  test('activate and rollback change only that remote’s entry, without a restart', async () => {
    const before = await served();
    const blogBefore = JSON.parse(before.body).mfe_blog;
    const others = (body: string) => {
      const manifest = JSON.parse(body) as Record<string, unknown>;
      return everyRemote
        .filter((name) => name !== 'mfe_blog')
        .map((name) => JSON.stringify(manifest[name]));
    };
    const next = await publish({ name: 'mfe_blog', marker: 'neu' });

    await activateRemote(context, 'mfe_blog', next);
    const after = await served();
    expect(after.headers['cache-control']).toBe('no-cache');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(JSON.parse(after.body).mfe_blog.entry).toBe(
      `/remotes/mfe-blog/${next}/mf-manifest.json`,
    );
    expect(others(after.body)).toEqual(others(before.body));

    await rollbackRemote(context, 'mfe_blog');
    const back = await served();
    expect(JSON.parse(back.body).mfe_blog).toEqual(blogBefore);
    expect(back.body).toBe(before.body);
  });

  test('the manifest for a static host is what the gateway serves', async () => {
    expect(JSON.parse(await remotesJson(context))).toEqual(JSON.parse((await served()).body));
  });
});
