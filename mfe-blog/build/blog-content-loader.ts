import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { articleFiles, blogFile, contentDir, parseArticle, readBlogContent } from './blog-content';
import { renderArticleBody } from './article-body';
import { articleBodyModule, blogCollectionModule } from './content-modules';

/**
 * webpack loader for `content/`: `blog.yaml` becomes the collection module (index texts, authors,
 * article metadata), each `articles/<slug>.md` the module of its body, converted to HTML here at
 * build time so no Markdown parser ships to the browser.
 */
export default function blogContentLoader(this: LoaderContext<unknown>, source: string): string {
  if (this.resourcePath === blogFile()) {
    this.addContextDependency(path.join(contentDir, 'articles'));
    for (const file of articleFiles()) this.addDependency(file);
    return blogCollectionModule(readBlogContent(), contentDir, 'esm');
  }
  const article = parseArticle(source, this.resourcePath);
  return articleBodyModule(renderArticleBody(article.markdown, this.resourcePath), 'esm');
}
