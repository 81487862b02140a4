import path from 'node:path';
import { countWords, type BlogContent } from './blog-content';

/**
 * JavaScript modules generated from the content files. webpack gets ES modules (images become
 * asset imports, each article body its own lazily loaded chunk); Jest gets CommonJS with the
 * same shape (see src/content/content-modules.d.ts).
 */
export type ModuleFormat = 'esm' | 'cjs';

/** Words a reader reads per minute, for the reading time. */
const wordsPerMinute = 200;

function relativeRequest(fromDir: string, file: string): string {
  const relative = path.relative(fromDir, file).split(path.sep).join('/');
  return JSON.stringify(relative.startsWith('.') ? relative : `./${relative}`);
}

class ModuleWriter {
  private readonly imports: string[] = [];

  constructor(
    private readonly format: ModuleFormat,
    private readonly fromDir: string,
  ) {}

  /** An expression for the default export of `file` (an asset URL or a generated module). */
  importDefault(file: string): string {
    const request = relativeRequest(this.fromDir, file);
    if (this.format === 'cjs') return `interopDefault(require(${request}))`;
    const name = `content${this.imports.length}`;
    this.imports.push(`import ${name} from ${request};`);
    return name;
  }

  /** An expression for a function that loads the default export of `file` on demand. */
  lazyDefault(file: string): string {
    const request = relativeRequest(this.fromDir, file);
    return this.format === 'cjs'
      ? `() => Promise.resolve().then(() => interopDefault(require(${request})))`
      : `() => import(${request}).then((module) => module.default)`;
  }

  module(exports: Record<string, string>): string {
    const body = Object.entries(exports);
    if (this.format === 'esm')
      return [
        ...this.imports,
        ...body.map(([name, value]) => `export const ${name} = ${value};`),
      ].join('\n');
    return [
      '"use strict";',
      'Object.defineProperty(exports, "__esModule", { value: true });',
      'const interopDefault = (module) => (module && module.__esModule ? module.default : module);',
      ...body.map(([name, value]) => `exports.${name} = ${value};`),
    ].join('\n');
  }
}

/** Spreads JSON data and adds fields whose values are code (imports, functions). */
function objectWithCode(data: object, code: Record<string, string>): string {
  const fields = Object.entries(code).map(([key, value]) => `${JSON.stringify(key)}: ${value}`);
  return `{ ...${JSON.stringify(data)}, ${fields.join(', ')} }`;
}

/** The module `content/blog.yaml` becomes: index texts, authors and article metadata. */
export function blogCollectionModule(
  content: BlogContent,
  contentDirectory: string,
  format: ModuleFormat,
): string {
  const writer = new ModuleWriter(format, contentDirectory);
  const authors = content.authors.map(({ avatar, ...author }) =>
    objectWithCode(author, { avatar: writer.importDefault(path.join(contentDirectory, avatar)) }),
  );
  const articles = content.articles.map((article) => {
    const { file, markdown, image, author, ...meta } = article;
    return objectWithCode(
      {
        ...meta,
        authorId: author,
        registerButton: meta.registerButton ?? false,
        readingMinutes: Math.max(1, Math.round(countWords(markdown) / wordsPerMinute)),
      },
      {
        image: writer.importDefault(path.join(contentDirectory, image)),
        loadBody: writer.lazyDefault(file),
      },
    );
  });
  return writer.module({
    blogPage: JSON.stringify(content.blogPage),
    authors: `[\n${authors.join(',\n')}\n]`,
    articles: `[\n${articles.join(',\n')}\n]`,
  });
}

/** The module an article's Markdown file becomes: its body as HTML. */
export function articleBodyModule(html: string, format: ModuleFormat): string {
  return format === 'esm'
    ? `export default ${JSON.stringify(html)};`
    : `"use strict";\nObject.defineProperty(exports, "__esModule", { value: true });\nexports.default = ${JSON.stringify(html)};`;
}
