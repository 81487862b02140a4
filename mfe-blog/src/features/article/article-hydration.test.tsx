import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from 'shared-ui/store/app-store';
import { findArticle } from '../../content/blog-collection';
import ArticlePage from './article-page';
import { forgetArticleBody } from './use-article-body';

const path = '/passfoto-gesetz-2025';

/** The page as the build's prerender and the shell's route render it: one Suspense around it. */
function page() {
  return (
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <ArticlePage />
        </Suspense>
      </MemoryRouter>
    </Provider>
  );
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

it('hydrates the prerendered article: its text stays while the body loads, then the page is live', async () => {
  const article = findArticle(path);
  if (!article) throw new Error('Artikel fehlt');
  // The build's prerender waits for the body; a loaded body renders to a string at once.
  const warm = await act(async () => render(page()));
  warm.unmount();
  const serverHtml = renderToString(page());
  expect(serverHtml).toContain('Was die Technische Richtlinie TR-03170 regelt');
  expect(serverHtml).not.toContain('Beitrag wird geladen');
  expect(serverHtml).not.toContain('Beitrag teilen');

  // In the browser the body's chunk arrives later than the page's.
  forgetArticleBody(article);
  let deliver: (html: string) => void = () => undefined;
  const body = await article.loadBody();
  jest
    .spyOn(article, 'loadBody')
    .mockReturnValueOnce(new Promise<string>((resolve) => (deliver = resolve)));
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const consoleError = jest.spyOn(console, 'error');
  const mismatches: unknown[] = [];

  await act(async () => {
    hydrateRoot(container, page(), { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(screen.getByRole('heading', { level: 2, name: /TR-03170 regelt/ })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  // The rest of the page is live already: the share links need the browser's address.
  expect(screen.getByRole('navigation', { name: 'Beitrag teilen' })).toBeInTheDocument();

  await act(async () => deliver(body));
  expect(screen.getByRole('heading', { level: 2, name: /TR-03170 regelt/ })).toBeInTheDocument();
  expect(mismatches).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  container.remove();
});
