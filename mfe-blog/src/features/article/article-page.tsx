import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatGermanDate } from 'shared-ui/format/german-date';
import { blogIndexPath } from '../../content/blog-route-meta';
import { findArticle, findAuthor } from '../../content/blog-collection';
import type { Article } from '../../content/blog-content-types';
import { AuthorCard } from '../blog-shared/author-card';
import { articleImageSize } from '../blog-shared/image-sizes';
import { useScrollToTop } from '../blog-shared/use-scroll-to-top';
import { ShareRow } from './share-row';
import './article-page.css';

/** Owners register their studio there (the public remote's page). */
const registrationPath = '/Registrierung';

function useArticleBody(article: Article | undefined): string | null {
  const [body, setBody] = useState<{ path: string; html: string } | null>(null);
  useEffect(() => {
    if (!article) return;
    let current = true;
    void article.loadBody().then((html) => {
      if (current) setBody({ path: article.path, html });
    });
    return () => {
      current = false;
    };
  }, [article]);
  return body && body.path === article?.path ? body.html : null;
}

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

export default function ArticlePage() {
  useScrollToTop();
  const { pathname } = useLocation();
  const article = findArticle(pathname);
  const body = useArticleBody(article);

  if (!article)
    return (
      <main className="bb-article">
        <h1>Beitrag nicht gefunden</h1>
        <p>
          <Link to={blogIndexPath}>Zur Blog-Übersicht</Link>
        </p>
      </main>
    );

  const author = findAuthor(article.authorId);
  return (
    <main className="bb-article">
      <p>
        <Link to={blogIndexPath}>← Zur Blog-Übersicht</Link>
      </p>
      <article>
        <img
          className="bb-article__image"
          src={article.image}
          alt={article.imageAlt}
          width={articleImageSize.width}
          height={articleImageSize.height}
          loading="lazy"
        />
        <h1>{article.title}</h1>
        <p className="bb-article__meta">
          <time dateTime={article.date}>{formatGermanDate(article.date)}</time> · Lesezeit{' '}
          {article.readingMinutes} Min.
        </p>
        {author && <AuthorCard author={author} />}
        {article.registerButton && (
          <p>
            <Link className="bb-article__button" to={registrationPath}>
              Jetzt registrieren
            </Link>
          </p>
        )}
        {body === null ? (
          <p role="status">Beitrag wird geladen …</p>
        ) : (
          // The body is HTML the build rendered from our own Markdown (no raw HTML allowed there).
          <div className="bb-article__body" dangerouslySetInnerHTML={{ __html: body }} />
        )}
        <ShareRow pageUrl={`${window.location.origin}${article.path}`} title={article.title} />
      </article>
      <RegisterCall />
    </main>
  );
}
