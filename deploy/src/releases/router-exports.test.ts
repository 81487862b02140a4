import * as reactRouter from 'react-router';
import * as reactRouterDom from 'react-router-dom';
import { providedRouterExports } from '../../webpack/shared-singletons';

// The shell provides React Router with exactly these exports (deploy/webpack/create-app-config.ts):
// after an upgrade that renames or drops one, a remote would find it undefined at run time.
test('every router export the shell provides exists in the installed packages', () => {
  const packages: Record<string, Record<string, unknown>> = {
    'react-router': reactRouter,
    'react-router-dom': reactRouterDom,
  };
  const missing = Object.entries(packages).flatMap(([name, exports]) =>
    providedRouterExports
      .filter((key) => exports[key] === undefined)
      .map((key) => `${name}.${key}`),
  );
  expect(missing).toEqual([]);
});
