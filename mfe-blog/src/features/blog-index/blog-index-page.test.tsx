import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import BlogIndexPage from './blog-index-page';

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('/blog', () => {
  it('has no <main> of its own: the shell’s layout holds the one main landmark', () => {
    renderWithProviders(<BlogIndexPage />, { route: '/blog' });
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('lists the eleven articles of 1 to 8 May 2025, newest first, with German dates and links', () => {
    renderWithProviders(<BlogIndexPage />, { route: '/blog' });

    expect(screen.getByRole('heading', { level: 1, name: 'Bildbote-Blog' })).toBeInTheDocument();
    const teasers = within(screen.getByRole('list', { name: 'Beiträge' })).getAllByRole('article');
    expect(teasers).toHaveLength(11);

    const dates = teasers.map((teaser) => teaser.querySelector('time')?.textContent);
    expect(dates[0]).toBe('08.05.2025');
    expect(dates[10]).toBe('01.05.2025');
    expect(dates.every((date) => /^0[1-8]\.05\.2025$/.test(date ?? ''))).toBe(true);

    expect(screen.getByRole('link', { name: /Passfoto-Gesetz 2025/ })).toHaveAttribute(
      'href',
      '/passfoto-gesetz-2025',
    );
    expect(
      screen.getByRole('link', { name: /Anbindungsprobleme zwischen Clouddiensten/ }),
    ).toHaveAttribute('href', '/clouddienste-anbindungsprobleme');
  });

  it('shows each article with its sized image and its author with bio and avatar', () => {
    renderWithProviders(<BlogIndexPage />, { route: '/blog' });

    const teaser = screen
      .getByRole('link', { name: /Passfoto-Gesetz 2025/ })
      .closest('article') as HTMLElement;
    const image = within(teaser).getByRole('img', { name: /Kalenderblatt mit dem 1. Mai 2025/ });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '630');
    expect(within(teaser).getByText('Bildbote-Redaktion')).toBeInTheDocument();
    expect(within(teaser).getByText(/Die Redaktion von Bildbote erklärt/)).toBeInTheDocument();
    expect(
      within(teaser).getByRole('img', { name: 'Porträt: Bildbote-Redaktion' }),
    ).toHaveAttribute('loading', 'lazy');
  });

  it('fetches the newest teaser’s image at once, the following ones lazily', () => {
    renderWithProviders(<BlogIndexPage />, { route: '/blog' });

    const [newest, next] = within(screen.getByRole('list', { name: 'Beiträge' }))
      .getAllByRole('article')
      .map((teaser) => within(teaser).getAllByRole('img')[0]);
    expect(newest).toHaveAttribute('fetchpriority', 'high');
    expect(newest).not.toHaveAttribute('loading');
    expect(next).toHaveAttribute('loading', 'lazy');
    expect(next).not.toHaveAttribute('fetchpriority');
  });

  it('starts at the top of the page', () => {
    renderWithProviders(<BlogIndexPage />, { route: '/blog' });

    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('leaves a URL with an anchor to the browser', () => {
    renderWithProviders(<BlogIndexPage />, { route: '/blog#beitraege' });

    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
