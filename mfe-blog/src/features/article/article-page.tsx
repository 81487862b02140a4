import { Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClassName } from 'shared-ui/components/button';
import { formatGermanDate } from 'shared-ui/format/german-date';
import { blogIndexPath } from '../../content/blog-route-meta';
import { findArticle, findAuthor } from '../../content/blog-collection';
import type { Article } from '../../content/blog-content-types';
import { AuthorCard } from '../blog-shared/author-card';
import { articleImageSize } from '../blog-shared/image-sizes';
import { useScrollToTop } from '../blog-shared/use-scroll-to-top';
import { ArticleBody } from './article-body';
import { ArticleBodyBoundary } from './article-body-boundary';
import { ShareRow } from './share-row';
import { forgetArticleBody, useArticleBody } from './use-article-body';
import './article-page.css';

/** Owners register their studio there (the public remote's page). */
const registrationPath = '/Registrierung';

function RegisterCall() {
  return (
    <aside className="bb-article__register" aria-labelledby="bb-article-register-heading">
      <h2 id="bb-article-register-heading">Jetzt mit Bildbote starten</h2>
      <p>
        Registrieren Sie Ihr Fotostudio und übermitteln Sie Passbilder sicher und digital – ohne
        Lizenzgebühr und ohne Vertragsbindung. <Link to={registrationPath}>Zur Registrierung</Link>
      </p>
    </aside>
  );
}

function LoadedBody({ article }: { article: Article }) {
  return <ArticleBody html={useArticleBody(article)} />;
}

/**
 * The body is a chunk of its own. It is part of the render: the build's prerender waits for it
 * (the page's HTML carries the text), and while the browser hydrates that HTML, this boundary
 * keeps it until the chunk is there. After a navigation in the app the status shows meanwhile.
 */
function BodySection({ article }: { article: Article }) {
  return (
    <ArticleBodyBoundary onRetry={() => forgetArticleBody(article)}>
      <Suspense fallback={<p role="status">Beitrag wird geladen …</p>}>
        <LoadedBody article={article} />
      </Suspense>
    </ArticleBodyBoundary>
  );
}

/** The back link's arrow: drawn, not a font character that may be missing (issue 23.8). */
function BackArrowIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M19 12H5m6-6-6 6 6 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ArticleView({ article }: { article: Article }) {
  const author = findAuthor(article.authorId);
  return (
    <div className="bb-article">
      <p>
        <Link to={blogIndexPath} className="bb-article__back">
          <BackArrowIcon />
          Zur Blog-Übersicht
        </Link>
      </p>
      <article>
        <img
          className="bb-article__image"
          src={article.image}
          alt={article.imageAlt}
          width={articleImageSize.width}
          height={articleImageSize.height}
          // The article's first view: loaded at once, not after layout (its largest paint).
          fetchPriority="high"
        />
        <h1>{article.title}</h1>
        <p className="bb-article__meta">
          <time dateTime={article.date}>{formatGermanDate(article.date)}</time> · Lesezeit{' '}
          {article.readingMinutes} Min.
        </p>
        {author && <AuthorCard author={author} />}
        {article.registerButton && (
          <p>
            <Link className={buttonClassName('primary')} to={registrationPath}>
              Jetzt registrieren
            </Link>
          </p>
        )}
        <BodySection article={article} />
        <ShareRow path={article.path} title={article.title} />
      </article>
      <RegisterCall />
    </div>
  );
}

export default function ArticlePage() {
  useScrollToTop();
  const { pathname } = useLocation();
  const article = findArticle(pathname);

  if (!article)
    return (
      <div className="bb-article">
        <h1>Beitrag nicht gefunden</h1>
        <p>
          <Link to={blogIndexPath}>Zur Blog-Übersicht</Link>
        </p>
      </div>
    );

  return <ArticleView key={article.path} article={article} />;
}
