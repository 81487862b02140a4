import { act, screen, within } from '@testing-library/react';
import { recordConsoleErrors } from 'shared-ui/testing/console-errors';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { findArticle } from '../../content/blog-collection';
import ArticlePage from './article-page';

/**
 * The body is a chunk of its own the page suspends on: rendered inside an awaited act, as React
 * asks for a component that suspends, so the test continues once the body has loaded (or failed).
 */
async function renderArticle(route: string) {
  let view: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    view = renderWithProviders(<ArticlePage />, { route });
  });
  if (!view) throw new Error('Nicht gerendert');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  return view;
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('article page', () => {
  it('has no <main> of its own: the shell’s layout holds the one main landmark', async () => {
    await renderArticle('/passfoto-gesetz-2025');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('has no <main> of its own for an unknown article either', () => {
    renderWithProviders(<ArticlePage />, { route: '/blog-gibt-es-nicht' });
    expect(screen.getByRole('heading', { name: 'Beitrag nicht gefunden' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('renders image, title, German date, author and the body converted from Markdown', async () => {
    await renderArticle('/passfoto-gesetz-2025');

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Passfoto-Gesetz 2025: Was sich ab dem 1. Mai ändert',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('01.05.2025')).toBeInTheDocument();
    expect(screen.getByText('Bildbote-Redaktion')).toBeInTheDocument();
    // The article's image is its first view: fetched at once, never lazily.
    const image = screen.getByRole('img', { name: /Kalenderblatt/ });
    expect(image).not.toHaveAttribute('loading');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Was die Technische Richtlinie TR-03170 regelt',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/1\. Mai 2025/, { selector: 'strong' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('shares the article through plain links carrying its encoded URL', async () => {
    await renderArticle('/clouddienste-anbindungsprobleme');

    const share = within(screen.getByRole('navigation', { name: 'Beitrag teilen' }));
    const pageUrl = encodeURIComponent('http://localhost/clouddienste-anbindungsprobleme');
    const facebook = share.getByRole('link', { name: 'Auf Facebook teilen' });
    expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${pageUrl}`,
    );
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(share.getByRole('link', { name: 'Auf X teilen' }).getAttribute('href')).toContain(
      `url=${pageUrl}`,
    );
    expect(share.getByRole('link', { name: 'Auf LinkedIn teilen' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${pageUrl}`,
    );
    expect(share.getByRole('link', { name: 'Per WhatsApp teilen' }).getAttribute('href')).toContain(
      pageUrl,
    );
    const mail = share.getByRole('link', { name: 'Per E-Mail teilen' });
    expect(mail.getAttribute('href')).toMatch(/^mailto:\?subject=.+&body=/);
    expect(mail).not.toHaveAttribute('target');
  });

  it('calls to register at /Registrierung; only the first article has the button', async () => {
    const first = await renderArticle('/passfoto-gesetz-2025');
    expect(screen.getByRole('link', { name: 'Zur Registrierung' })).toHaveAttribute(
      'href',
      '/Registrierung',
    );
    expect(screen.getByRole('link', { name: 'Jetzt registrieren' })).toHaveAttribute(
      'href',
      '/Registrierung',
    );
    first.unmount();

    await renderArticle('/preise-ohne-lizenzgebuehr');
    expect(screen.getByRole('link', { name: 'Zur Registrierung' })).toHaveAttribute(
      'href',
      '/Registrierung',
    );
    expect(screen.queryByRole('link', { name: 'Jetzt registrieren' })).not.toBeInTheDocument();
  });

  it('follows links to other blog articles inside the app and starts the next article at the top', async () => {
    const { user, location } = await renderArticle('/clouddienste-anbindungsprobleme');
    expect(window.scrollTo).toHaveBeenCalledTimes(1);

    await act(() =>
      user.click(screen.getByRole('link', { name: 'sicheren Passbild-Übertragung' })),
    );

    expect(location().pathname).toBe('/sichere-passbild-uebertragung');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Sichere Passbild-Übertragung/ }),
    ).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('follows links to other pages of the site inside the app', async () => {
    const { user, location } = await renderArticle('/passfoto-gesetz-2025');

    await user.click(screen.getByRole('link', { name: 'Fotografensuche' }));

    expect(location().pathname).toBe('/map');
  });

  it('says so when the text cannot be loaded and loads it on retry', async () => {
    const article = findArticle('/tr-03170-passbild-standard');
    if (!article) throw new Error('Artikel fehlt');
    jest.spyOn(article, 'loadBody').mockRejectedValueOnce(new Error('Chunk nicht erreichbar'));
    // React reports the error its boundary caught.
    const errors = recordConsoleErrors();
    const { user } = await renderArticle('/tr-03170-passbild-standard');

    expect(screen.getByRole('alert')).toHaveTextContent('Der Beitrag konnte nicht geladen werden.');
    errors.expectOnly('Chunk nicht erreichbar');
    await act(() => user.click(screen.getByRole('button', { name: 'Erneut versuchen' })));

    expect(
      screen.getByRole('heading', { level: 2, name: 'Wer übermitteln darf' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(article.loadBody).toHaveBeenCalledTimes(2);
  });
});
