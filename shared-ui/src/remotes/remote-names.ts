/** Module Federation names of the remotes (identifiers) and the folders they are built from. */
export const remoteFolders = {
  mfe_public: 'mfe-public',
  mfe_finder: 'mfe-finder',
  mfe_registration: 'mfe-registration',
  mfe_admin: 'mfe-admin',
  mfe_blog: 'mfe-blog',
} as const;

export type RemoteName = keyof typeof remoteFolders;
export type RemoteFolder = (typeof remoteFolders)[RemoteName];
export type FederationName = RemoteName | 'shell';

export const remoteNames = Object.keys(remoteFolders) as RemoteName[];
