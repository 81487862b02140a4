/**
 * Shapes of the blog content. The content itself lives in `mfe-blog/content/` (Markdown with
 * front matter, `blog.yaml`); the build turns it into modules of these shapes.
 */

/** Front matter of one article, as written in `content/articles/<slug>.md`. */
export interface ArticleFrontMatter {
  title: string;
  slug: string;
  /** Publication date, ISO `YYYY-MM-DD`. */
  date: string;
  description: string;
  /** Image file relative to `content/`. */
  image: string;
  imageAlt: string;
  /** Id of an author in `content/blog.yaml`. */
  author: string;
  /** Shows the registration button under the lead (the spec's first article has one). */
  registerButton?: boolean;
}

export interface AuthorSource {
  id: string;
  name: string;
  bio: string;
  /** Avatar file relative to `content/`. */
  avatar: string;
}

/** Texts of the blog index page. */
export interface BlogPageContent {
  /** Document title of `/blog`. */
  title: string;
  description: string;
  heading: string;
  intro: string;
}

/** An author as the browser code sees it: `avatar` is the URL of the emitted file. */
export type Author = AuthorSource;

/** An article as the browser code sees it. */
export interface Article {
  slug: string;
  /** Route of the article: a top-level path, `/<slug>`. */
  path: string;
  title: string;
  date: string;
  description: string;
  /** URL of the emitted image file. */
  image: string;
  imageAlt: string;
  authorId: string;
  registerButton: boolean;
  /** Reading time of the body in whole minutes. */
  readingMinutes: number;
  /** Loads the article body (HTML rendered from Markdown at build time). */
  loadBody: () => Promise<string>;
}
