import path from 'node:path';
import { remoteFolders } from 'shared-ui/remotes/remote-names';

/** Root of the repository (deploy/src/build → ../../..). */
export const repositoryRoot = path.resolve(__dirname, '../../..');

export const shellDist = path.join(repositoryRoot, 'shell', 'dist');

export function remoteDist(folder: string): string {
  return path.join(repositoryRoot, folder, 'dist');
}

export const frontEndWorkspaces = ['shell', ...Object.values(remoteFolders)] as const;
