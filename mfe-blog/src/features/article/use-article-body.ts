import { use } from 'react';
import type { Article } from '../../content/blog-content-types';

/**
 * One load per article, shared by every render that reads it: React's `use()` needs the same
 * promise on each attempt, and a body loaded once (in the build's prerender or the browser)
 * is read at once afterwards.
 */
const bodies = new Map<string, Promise<string>>();

function articleBody(article: Article): Promise<string> {
  let body = bodies.get(article.path);
  if (!body) {
    body = article.loadBody();
    bodies.set(article.path, body);
  }
  return body;
}

/**
 * The article's body HTML, as part of the render: the component suspends until the body's
 * chunk has loaded, so the build's prerender waits for it and puts the text into the page's
 * HTML, and the browser keeps that HTML while the same chunk loads during hydration. A failed
 * load is thrown to the nearest error boundary; it stays failed until `forgetArticleBody`.
 */
export function useArticleBody(article: Article): string {
  return use(articleBody(article));
}

/**
 * After a failed load, for a retry: the next render loads the body again (webpack requests a
 * chunk again after a failure). Not done on its own on failure: React re-renders a suspended
 * component when its promise settles, which would then load again and again without the visitor.
 */
export function forgetArticleBody(article: Article): void {
  bodies.delete(article.path);
}
