import type { RouteMeta } from 'shared-ui/routing/route-meta';
import type { BlogPageContent } from './blog-content-types';

/** Route metadata of the blog, shared by the route manifest (build) and routes.tsx (browser). */
export const blogIndexPath = '/blog';

const titleSuffix = ' – Bildbote-Blog';

export function blogIndexRouteMeta({ title, description }: BlogPageContent): RouteMeta {
  return { path: blogIndexPath, title, description };
}

export function articleRouteMeta(article: {
  path: string;
  title: string;
  description: string;
}): RouteMeta {
  return {
    path: article.path,
    title: `${article.title}${titleSuffix}`,
    description: article.description,
  };
}
