/**
 * Packages that must exist once on the page. Subpaths are shared too: React 19 imports
 * `react/jsx-runtime` and `react-dom/client`, and a second copy loads silently otherwise.
 * One list for the build (every app shares these) and for `deploy activate`, which compares a
 * remote's versions of them with the shell's before it switches.
 */
export const singletonPackages = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'shared-ui',
  // shared-ui's form fields read Formik's context: the <Formik> of a remote and the fields must
  // come from one copy, and the yup schemas of shared-ui/validation are checked with one yup.
  'formik',
  'yup',
] as const;
export const subpathShared = ['react', 'react-dom', '@reduxjs/toolkit', 'shared-ui'] as const;

/**
 * Not a shared module but a marker in the `shared` list of mf-manifest.json: the shell lists the
 * version of the Module Federation runtime core it hands to the remotes, a remote the version it
 * was built against (remotes use the shell's copy, see federation-runtime-provider.ts). Listed
 * there, `deploy activate` checks it like a singleton, without a second manifest format.
 */
export const federationRuntimeShareKey = '@module-federation/runtime-core';
