import { remoteNames, type RemoteName } from 'shared-ui/remotes/remote-names';
import { activateRelease } from '../release-store';

/**
 * Child process of the concurrency test: `tsx activate-versions.ts <releases> <remote> <v>...`
 * activates the versions one after another, each in its own lock acquisition.
 */
async function main(): Promise<void> {
  const [releasesDir, name, ...versions] = process.argv.slice(2);
  if (!releasesDir || !remoteNames.includes(name as RemoteName)) {
    throw new Error('Aufruf: activate-versions.ts <releases> <remote> <version>...');
  }
  for (const version of versions) await activateRelease(releasesDir, name as RemoteName, version);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
