import type { RouteMeta } from 'shared-ui/routing/route-meta';
import { readBlogContent } from '../build/blog-content';
import { articleRouteMeta, blogIndexRouteMeta } from './content/blog-route-meta';

/**
 * Paths, titles and descriptions of this remote's pages, read by the build (Node only: it reads
 * the front matter of the content files, so titles and descriptions have one source).
 */
const { blogPage, articles } = readBlogContent();

export const routeManifest: RouteMeta[] = [
  blogIndexRouteMeta(blogPage),
  ...articles.map(articleRouteMeta),
];
