import fs from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from 'shared-ui/remotes/remote-names';
import { expectedExposes } from '../compatibility';
import type { SharedModuleInfo } from '../federation-manifest';

/**
 * Small stand-ins for webpack output: an `mf-manifest.json` shaped like the one
 * @module-federation/enhanced writes, a remote entry, a chunk and `routes.json`.
 */
export const shellShared: SharedModuleInfo[] = [
  { name: 'react', version: '19.3.1', requiredVersion: '19.3.1', singleton: true },
  { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '19.3.1', singleton: true },
  { name: 'react-dom/client', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: 'react-router', version: '7.18.5', requiredVersion: '7.18.5', singleton: true },
  { name: 'react-router-dom', version: '7.18.5', requiredVersion: '7.18.5', singleton: true },
  { name: 'react-redux', version: '9.3.1', requiredVersion: '9.3.1', singleton: true },
  { name: '@reduxjs/toolkit', version: '2.14.0', requiredVersion: '2.14.0', singleton: true },
  { name: 'shared-ui', version: '0.1.0', requiredVersion: '0.1.0', singleton: true },
  { name: 'shared-ui/store/app-store', version: '0.1.0', requiredVersion: '^0.1.0' },
];

export interface FakeRemoteBuild {
  name: RemoteName;
  /** Text in the remote's entry: two builds with different markers differ like two real builds. */
  marker?: string;
  exposes?: readonly string[];
  shared?: SharedModuleInfo[];
  routes?: { path: string; title: string; description: string }[];
}

function manifest(name: string, exposes: readonly string[], shared: SharedModuleInfo[]) {
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    },
    shared: shared.map((entry) => ({ id: `${name}:${entry.name}`, ...entry })),
    remotes: [],
    exposes: exposes.map((expose) => ({
      id: `${name}:${expose.slice(2)}`,
      name: expose.slice(2),
      path: expose,
    })),
  };
}

export async function writeRemoteBuild(dir: string, build: FakeRemoteBuild): Promise<string> {
  const exposes = build.exposes ?? expectedExposes[build.name];
  await fs.mkdir(path.join(dir, 'assets'), { recursive: true });
  await fs.writeFile(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify(manifest(build.name, exposes, build.shared ?? shellShared), null, 2),
  );
  await fs.writeFile(
    path.join(dir, 'remoteEntry.js'),
    `var ${build.name} = ${JSON.stringify(build.marker ?? 'v1')};`,
  );
  await fs.writeFile(path.join(dir, '123.abcdef1234.js'), 'console.log("chunk")');
  await fs.writeFile(path.join(dir, 'assets', 'logo.0123456789.svg'), '<svg></svg>');
  const routes = build.routes ?? [
    { path: `/${build.name}`, title: `Titel ${build.name}`, description: 'Beschreibung' },
  ];
  await fs.writeFile(path.join(dir, 'routes.json'), JSON.stringify(routes));
  return dir;
}

/** The shell's build: its page and the manifest listing the shared versions it provides. */
export async function writeShellBuild(
  dir: string,
  shared: SharedModuleInfo[] = shellShared,
): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Bildbote</title>');
  await fs.writeFile(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify(manifest('shell', [], shared)),
  );
  return dir;
}

/** Shared list with one package's version replaced (all its subpaths too). */
export function withVersion(
  shared: SharedModuleInfo[],
  packageName: string,
  version: string,
  requiredVersion = version,
): SharedModuleInfo[] {
  return shared.map((entry) =>
    entry.name === packageName || entry.name.startsWith(`${packageName}/`)
      ? { ...entry, version, requiredVersion }
      : entry,
  );
}
