import fs from 'node:fs/promises';
import path from 'node:path';
import { federationManifestFile } from 'shared-ui/remotes/remotes-manifest';
import { ReleaseError } from './release-error';

/**
 * The parts of a build's `mf-manifest.json` (written by @module-federation/enhanced) that the
 * release store reads: the container's name, what it exposes and which shared modules it uses.
 */
export interface SharedModuleInfo {
  name: string;
  version: string;
  requiredVersion?: string;
  singleton?: boolean;
  /**
   * Router packages only (see providedRouterExports in deploy/webpack/shared-singletons.ts): the
   * exports the build's own code imports (`*`: the whole package), and in the shell's manifest
   * the exports it provides. Missing in builds from before that list.
   */
  importedExports?: string[];
  providedExports?: string[];
}

export interface ExposedModuleInfo {
  path: string;
  /** `routes` for `./routes`. */
  name?: string;
  /** Chunks loaded with the module (`sync`) before it can run. */
  assets?: { js?: { sync?: string[] } };
}

/** Where the container's entry script lies, relative to the manifest. */
export interface RemoteEntryInfo {
  name: string;
  path: string;
}

export interface FederationManifest {
  name: string;
  /** Missing from a manifest without `metaData.remoteEntry`. */
  remoteEntry?: RemoteEntryInfo;
  exposes: ExposedModuleInfo[];
  shared: SharedModuleInfo[];
}

export { federationManifestFile };

interface ManifestFile {
  name?: unknown;
  metaData?: { remoteEntry?: RemoteEntryInfo };
  exposes?: unknown;
  shared?: unknown;
}

/** Reads `<dir>/mf-manifest.json`; `what` names the build in German messages. */
export async function readFederationManifest(
  dir: string,
  what: string,
): Promise<FederationManifest> {
  const file = path.join(dir, federationManifestFile);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new ReleaseError(`${what}: ${file} fehlt.`);
    }
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ReleaseError(`${what}: ${file} ist kein gültiges JSON.`);
  }
  const manifest = parsed as ManifestFile | null;
  if (typeof manifest?.name !== 'string') {
    throw new ReleaseError(`${what}: ${file} ist kein Module-Federation-Manifest (name fehlt).`);
  }
  // A build that exposes or shares nothing leaves the lists out; the checks then report it.
  return {
    name: manifest.name,
    ...(manifest.metaData?.remoteEntry ? { remoteEntry: manifest.metaData.remoteEntry } : {}),
    exposes: Array.isArray(manifest.exposes) ? (manifest.exposes as ExposedModuleInfo[]) : [],
    shared: Array.isArray(manifest.shared) ? (manifest.shared as SharedModuleInfo[]) : [],
  };
}
