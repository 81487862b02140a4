import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { articleFiles, blogFile, contentDir, parseArticle, readBlogContent } from './blog-content';
import { renderArticleBody } from './article-body';
import { articleBodyModule, blogCollectionModule } from './content-modules';

/**
 * Jest transform for `content/` (Jest cannot run webpack loaders): the same conversion as
 * blog-content-loader.ts, as CommonJS.
 */
function process(sourceText: string, sourcePath: string): { code: string } {
  if (sourcePath === blogFile())
    return { code: blogCollectionModule(readBlogContent(), contentDir, 'cjs') };
  const article = parseArticle(sourceText, sourcePath);
  return { code: articleBodyModule(renderArticleBody(article.markdown, sourcePath), 'cjs') };
}

const buildFiles = [
  'blog-content.ts',
  'article-body.ts',
  'content-modules.ts',
  'jest-content-transform.ts',
].map((name) => path.join(__dirname, name));

/** The collection module depends on every article file, not only on blog.yaml itself. */
function getCacheKey(sourceText: string, sourcePath: string): string {
  const hash = crypto.createHash('sha256').update(sourcePath).update(sourceText);
  const inputs = sourcePath === blogFile() ? [...articleFiles(), ...buildFiles] : buildFiles;
  for (const file of inputs) hash.update(file).update(fs.readFileSync(file));
  return hash.digest('hex');
}

export default { process, getCacheKey };
