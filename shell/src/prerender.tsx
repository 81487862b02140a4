import { pageOutletAttribute, type PrerenderedFrame } from 'shared-ui/prerender/prerendered-files';
import { atPath } from 'shared-ui/prerender/prerender-remote-routes';
import { renderToHtml } from 'shared-ui/prerender/render-to-html';
import { guestLinks, pageLinks } from './features/header/header-links';
import { SiteLayout } from './features/layout/site-layout';
import { RemoteRegistry } from './features/remotes/remote-registry';
import { RemoteRegistryContext } from './features/remotes/remote-registry-context';

/** A path no header link is active on. */
const neutralPath = '/__seite__';

function renderFrame(path: string): Promise<string> {
  const outlet = { [pageOutletAttribute]: '' };
  return renderToHtml(
    atPath(
      path,
      <RemoteRegistryContext value={new RemoteRegistry()}>
        <SiteLayout>
          <template {...outlet} />
        </SiteLayout>
      </RemoteRegistryContext>,
    ),
  );
}

/**
 * Run by the build (webpack.prerender.config.ts): the shell's header, content area and footer
 * around the outlet for a remote's page, once for each header link that can be active (as
 * react-router's NavLink marks it) and once for every other path.
 */
export default async function prerender(): Promise<PrerenderedFrame> {
  const links = [
    ...pageLinks.map(({ to }) => ({ path: to, end: true })),
    ...guestLinks.map(({ to }) => ({ path: to, end: false })),
  ];
  const variants = [];
  for (const link of links) variants.push({ ...link, html: await renderFrame(link.path) });
  return { variants, fallback: await renderFrame(neutralPath) };
}
