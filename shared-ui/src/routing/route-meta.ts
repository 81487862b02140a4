/**
 * What the shell and the gateway need to know about a route before its remote is loaded:
 * the path it answers, and the document title and description for that page.
 * Each remote declares these in its `src/route-manifest.ts`; the build emits them as
 * `routes.json` next to `mf-manifest.json`, and the gateway publishes them in `/remotes.json`.
 */
export interface RouteMeta {
  path: string;
  title: string;
  description: string;
  /**
   * A public page search engines must not list although they may fetch it (the citizen's
   * photo page, opened from a printed code): left out of the sitemap, sent with `noindex`.
   */
  noindex?: boolean;
}
