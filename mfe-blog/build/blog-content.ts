import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type {
  ArticleFrontMatter,
  AuthorSource,
  BlogPageContent,
} from '../src/content/blog-content-types';

/**
 * Reads the blog content files (Node only: used by the webpack config, the webpack loader and the
 * Jest transform, so the route manifest, the feed and the browser modules share one source).
 */

export const contentDir = path.resolve(__dirname, '../content');
const blogFileName = 'blog.yaml';
const articlesFolder = 'articles';

export interface ArticleSource extends ArticleFrontMatter {
  path: string;
  /** Absolute path of the Markdown file. */
  file: string;
  markdown: string;
}

export interface BlogContent {
  blogPage: BlogPageContent;
  authors: AuthorSource[];
  /** Newest first; articles of the same day by title. */
  articles: ArticleSource[];
}

export function blogFile(dir = contentDir): string {
  return path.join(dir, blogFileName);
}

export function articleFiles(dir = contentDir): string[] {
  const folder = path.join(dir, articlesFolder);
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(folder, name));
}

export class ContentError extends Error {
  constructor(file: string, problem: string) {
    super(`${path.relative(process.cwd(), file)}: ${problem}`);
  }
}

function requireString(record: Record<string, unknown>, key: string, file: string): string {
  const value = record[key];
  if (typeof value !== 'string' || value.trim() === '')
    throw new ContentError(file, `"${key}" fehlt oder ist kein Text.`);
  return value.trim();
}

function requireRecord(value: unknown, file: string, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ContentError(file, `${what} muss ein Objekt sein.`);
  return value as Record<string, unknown>;
}

function requireFile(dir: string, relative: string, file: string): string {
  if (!fs.existsSync(path.join(dir, relative)))
    throw new ContentError(file, `Datei ${relative} gibt es nicht.`);
  return relative;
}

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
const slugPattern = /^[a-z0-9äöüß]+(?:-[a-z0-9äöüß]+)*$/;

export function parseArticle(source: string, file: string, dir = contentDir): ArticleSource {
  const match = frontMatterPattern.exec(source);
  if (!match) throw new ContentError(file, 'Front Matter (--- … ---) fehlt.');
  const data = requireRecord(parseYaml(match[1] ?? ''), file, 'Das Front Matter');
  const slug = requireString(data, 'slug', file);
  if (!slugPattern.test(slug))
    throw new ContentError(file, `"slug" ${slug} ist kein Pfadsegment aus Kleinbuchstaben.`);
  const date = requireString(data, 'date', file);
  if (!isoDatePattern.test(date) || Number.isNaN(Date.parse(date)))
    throw new ContentError(file, `"date" ${date} ist kein Datum im Format JJJJ-MM-TT.`);
  const registerButton = data.registerButton ?? false;
  if (typeof registerButton !== 'boolean')
    throw new ContentError(file, '"registerButton" muss true oder false sein.');
  return {
    title: requireString(data, 'title', file),
    slug,
    path: `/${slug}`,
    date,
    description: requireString(data, 'description', file),
    image: requireFile(dir, requireString(data, 'image', file), file),
    imageAlt: requireString(data, 'imageAlt', file),
    author: requireString(data, 'author', file),
    registerButton,
    file,
    markdown: match[2] ?? '',
  };
}

function parseBlogFile(file: string, dir: string): Omit<BlogContent, 'articles'> {
  const data = requireRecord(parseYaml(fs.readFileSync(file, 'utf8')), file, blogFileName);
  const page = requireRecord(data.blogPage, file, '"blogPage"');
  if (!Array.isArray(data.authors) || data.authors.length === 0)
    throw new ContentError(file, '"authors" muss eine Liste sein.');
  const authors = data.authors.map((entry: unknown) => {
    const author = requireRecord(entry, file, 'Jeder Eintrag unter "authors"');
    return {
      id: requireString(author, 'id', file),
      name: requireString(author, 'name', file),
      bio: requireString(author, 'bio', file),
      avatar: requireFile(dir, requireString(author, 'avatar', file), file),
    };
  });
  return {
    blogPage: {
      title: requireString(page, 'title', file),
      description: requireString(page, 'description', file),
      heading: requireString(page, 'heading', file),
      intro: requireString(page, 'intro', file),
    },
    authors,
  };
}

function byNewestFirst(a: ArticleSource, b: ArticleSource): number {
  return b.date.localeCompare(a.date) || a.title.localeCompare(b.title, 'de');
}

export function readBlogContent(dir = contentDir): BlogContent {
  const { blogPage, authors } = parseBlogFile(blogFile(dir), dir);
  const authorIds = new Set(authors.map((author) => author.id));
  const articles = articleFiles(dir).map((file) =>
    parseArticle(fs.readFileSync(file, 'utf8'), file, dir),
  );
  const slugs = new Set<string>();
  for (const article of articles) {
    if (!authorIds.has(article.author))
      throw new ContentError(article.file, `Autor "${article.author}" fehlt in ${blogFileName}.`);
    if (slugs.has(article.slug))
      throw new ContentError(article.file, `"slug" ${article.slug} ist doppelt vergeben.`);
    if (path.basename(article.file, '.md') !== article.slug)
      throw new ContentError(article.file, `Dateiname und "slug" ${article.slug} weichen ab.`);
    slugs.add(article.slug);
  }
  return { blogPage, authors, articles: articles.sort(byNewestFirst) };
}

/** How many words a body has (for the reading time shown with each article). */
export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
