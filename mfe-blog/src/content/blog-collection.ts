import * as generated from '../../content/blog.yaml';
import type { Article, Author, BlogPageContent } from './blog-content-types';

/**
 * The blog content as the browser sees it. The build checks every content file against these
 * shapes (build/blog-content.ts), so the generated module is typed here, in one place.
 */
export const blogPage = generated.blogPage as BlogPageContent;

export const authors = generated.authors as Author[];

/** Newest first; articles of the same day by title. */
export const articles = generated.articles as Article[];

export function findArticle(path: string): Article | undefined {
  return articles.find((article) => article.path === path);
}

export function findAuthor(id: string): Author | undefined {
  return authors.find((author) => author.id === id);
}
