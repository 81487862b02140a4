import { useCallback, useEffect, useState } from 'react';
import type { Article } from '../../content/blog-content-types';

export type ArticleBodyState =
  | { status: 'loading' }
  | { status: 'loaded'; html: string }
  | { status: 'failed'; retry: () => void };

type Outcome = { attempt: number } & ({ status: 'loaded'; html: string } | { status: 'failed' });

/**
 * The body is a chunk of its own, loaded after the page renders. A failed load (network, a
 * release folder gone) can be retried: webpack requests a chunk again after a failure.
 * Render the page with `key={article.path}`, so another article starts afresh.
 */
export function useArticleBody(article: Article): ArticleBodyState {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    let current = true;
    article.loadBody().then(
      (html) => {
        if (current) setOutcome({ attempt, status: 'loaded', html });
      },
      () => {
        if (current) setOutcome({ attempt, status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [article, attempt]);

  const retry = useCallback(() => setAttempt((previous) => previous + 1), []);

  if (!outcome || outcome.attempt !== attempt) return { status: 'loading' };
  return outcome.status === 'loaded'
    ? { status: 'loaded', html: outcome.html }
    : { status: 'failed', retry };
}
