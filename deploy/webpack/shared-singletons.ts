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

/**
 * React Router as the shell provides it: not the whole package (66 KB gzip, mostly the data
 * routers, server rendering and RSC, which no part of the site uses) but exactly these exports,
 * the declarative router API (17 KB gzip). A shared module cannot be tree-shaken for consumers
 * the build does not know, so the list is the contract: every build records in mf-manifest.json
 * which exports of these packages its own code imports (`importedExports`), the shell also
 * which it provides (`providedExports`). The shell's build fails if its own code needs more;
 * `deploy activate` refuses a remote that imports an export the running shell does not provide
 * (extend the list and deliver the shell first). A remote's standalone page and its fallback
 * copy keep the whole package.
 */
export const routerPackages = ['react-router', 'react-router-dom'] as const;
export const providedRouterExports = [
  'BrowserRouter',
  'HashRouter',
  'MemoryRouter',
  'Router',
  'Routes',
  'Route',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'useHref',
  'useInRouterContext',
  'useLinkClickHandler',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useNavigationType',
  'useOutlet',
  'useOutletContext',
  'useParams',
  'useResolvedPath',
  'useRoutes',
  'useSearchParams',
  'createPath',
  'createRoutesFromChildren',
  'createSearchParams',
  'generatePath',
  'matchPath',
  'matchRoutes',
  'parsePath',
  'resolvePath',
  'NavigationType',
  'UNSAFE_LocationContext',
  'UNSAFE_NavigationContext',
  'UNSAFE_RouteContext',
] as const;

/** What `importedExports` says when a module uses a router package as a whole. */
export const wholePackageImport = '*';
