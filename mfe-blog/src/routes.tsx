import { lazy } from 'react';
import type { RemoteRoute } from 'shared-ui/routing/remote-routes';
import { articles, blogPage } from './content/blog-collection';
import { articleRouteMeta, blogIndexRouteMeta } from './content/blog-route-meta';

const BlogIndexPage = lazy(() => import('./features/blog-index/blog-index-page'));
const ArticlePage = lazy(() => import('./features/article/article-page'));

/** The blog index and one route per article, with the same metadata as the route manifest. */
const routes: RemoteRoute[] = [
  { ...blogIndexRouteMeta(blogPage), Component: BlogIndexPage },
  ...articles.map((article) => ({ ...articleRouteMeta(article), Component: ArticlePage })),
];

export default routes;
