import { Link } from 'react-router-dom';
import { formatGermanDate } from 'shared-ui/format/german-date';
import { articles, blogPage, findAuthor } from '../../content/blog-collection';
import type { Article } from '../../content/blog-content-types';
import { AuthorCard } from '../blog-shared/author-card';
import { articleImageSize } from '../blog-shared/image-sizes';
import { useScrollToTop } from '../blog-shared/use-scroll-to-top';
import './blog-index-page.css';

/** The newest article's teaser is in the first view; the others load as they scroll into it. */
function ArticleTeaser({ article, first }: { article: Article; first: boolean }) {
  const author = findAuthor(article.authorId);
  return (
    <li className="bb-blog-teaser">
      <article>
        <img
          className="bb-blog-teaser__image"
          src={article.image}
          alt={article.imageAlt}
          width={articleImageSize.width}
          height={articleImageSize.height}
          {...(first ? { fetchPriority: 'high' } : { loading: 'lazy' })}
        />
        <h2 className="bb-blog-teaser__title">
          <Link to={article.path}>{article.title}</Link>
        </h2>
        <p className="bb-blog-teaser__meta">
          <time dateTime={article.date}>{formatGermanDate(article.date)}</time> · Lesezeit{' '}
          {article.readingMinutes} Min.
        </p>
        <p>{article.description}</p>
        {author && <AuthorCard author={author} />}
      </article>
    </li>
  );
}

export default function BlogIndexPage() {
  useScrollToTop();
  return (
    <div className="bb-blog">
      <h1>{blogPage.heading}</h1>
      <p className="bb-blog__intro">{blogPage.intro}</p>
      <ul className="bb-blog__list" aria-label="Beiträge">
        {articles.map((article, index) => (
          <ArticleTeaser key={article.slug} article={article} first={index === 0} />
        ))}
      </ul>
    </div>
  );
}
