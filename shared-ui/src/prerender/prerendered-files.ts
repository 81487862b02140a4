/**
 * The contract between a build that prerenders pages (ARCHITECTURE.md §5, issue 22) and the
 * gateway that composes them. A remote's release and the shell's build each carry one
 * `prerendered.json`; the HTML belongs to the release, so activating or rolling back a remote
 * changes its pages' HTML with it.
 */
export const prerenderedFile = 'prerendered.json';

/** Where the shell's prerendered frame takes the page of the remote that owns the path. */
const pageOutletTag = 'template';
export const pageOutletAttribute = 'data-bildbote-page';
export const pageOutletMarkup = `<${pageOutletTag} ${pageOutletAttribute}=""></${pageOutletTag}>`;

/**
 * A remote's files live under a release folder the build does not know yet: prerendered URLs of
 * its assets start with this placeholder, which the gateway replaces with the release's folder.
 */
export const releaseBasePlaceholder = '/__bildbote_release__/';

/** Marks a root element whose content came from the server, so the shell hydrates it. */
export const prerenderedRootAttribute = 'data-prerendered';

/** The `/remotes.json` of the composed page, inline, so hydration starts without a request. */
export const inlineRemotesManifestId = 'bildbote-remotes';

/** A remote's `prerendered.json`: the HTML of each prerendered route, by its path. */
export interface PrerenderedPages {
  pages: Record<string, string>;
  /** The release's CSS for these pages in one file (written by the build next to this one). */
  stylesheet?: string;
  /** The build's CSS files whose rules that one file holds. */
  stylesheetHolds?: string[];
}

/** One rendering of the shell's frame, for the paths where a link of the header is active. */
export interface PrerenderedFrameVariant {
  /** The link's target; `end` links are active on that path only, others below it too. */
  path: string;
  end: boolean;
  html: string;
}

/** The shell's `prerendered.json`: its header, main and footer around the page outlet. */
export interface PrerenderedFrame {
  variants: PrerenderedFrameVariant[];
  /** For every path no header link is active on. */
  fallback: string;
  /** The shell's CSS in one file (written by the build next to this one). */
  stylesheet?: string;
  /** The build's CSS files whose rules that one file holds. */
  stylesheetHolds?: string[];
}

/** The frame rendered for `pathname`, with the same rule react-router's NavLink applies. */
export function frameFor(frame: PrerenderedFrame, pathname: string): string {
  const wanted = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const active = frame.variants.find(({ path, end }) => {
    const target = path.toLowerCase().replace(/\/+$/, '') || '/';
    if (wanted === target) return true;
    return !end && target !== '/' && wanted.startsWith(`${target}/`);
  });
  return active ? active.html : frame.fallback;
}

/**
 * A prerendered page starts the application at the visitor's first interaction (issue 22): the
 * gateway loads the shell's small start script instead of its entry, which the start script
 * loads then. What needs the script is shown disabled in the HTML and marked with this
 * attribute; the start script enables it and replays a click on it once React owns it.
 */
export const startEnablesAttribute = 'data-start-enables';

/**
 * Props that mark an element for the start script (spread onto it). The start script may have
 * enabled it before React hydrates, so its `disabled` differs from the server's on purpose.
 */
export const startEnables = { [startEnablesAttribute]: '', suppressHydrationWarning: true };

/**
 * Marks content that waits for data from the API (a loading state): a prerendered page with it
 * in its content area starts the application at once, so the data comes without an interaction.
 */
export const awaitsDataAttribute = 'data-awaits-data';

/** Props that mark content as waiting for data (spread onto it). */
export const awaitsData = { [awaitsDataAttribute]: '' };

/** Set on `<html>` by the start script while no cookie decision is stored: the banner shows. */
export const consentPendingAttribute = 'data-consent-pending';

/** The shell's start script, emitted at the top of its build next to its entry. */
export const startScriptFile = 'deferred-start.js';

/**
 * A file the page will need from its remote, fetched early and in parallel: as a preload link
 * of a page rendered in the browser, by the start script of a prerendered one.
 */
export interface Preload {
  href: string;
  as: 'fetch' | 'script';
}

/** The runtime fetches JSON in cors mode; a preload only counts when its mode matches. */
export function preloadCrossOrigin({ as }: Preload): 'anonymous' | null {
  return as === 'fetch' ? 'anonymous' : null;
}
