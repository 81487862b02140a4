import { useEffect, useRef, useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes, useSearchParams } from 'react-router-dom';
import { Tile } from 'shared-ui/components/tile';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { NavigationEffects } from './navigation-effects';

/** A page whose heading comes later, as a remote page's does after its code and data. */
function LatePage({ title }: { title: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>{title}</h1> : <p role="status">Seite wird geladen …</p>;
}

function Dashboard() {
  return (
    <>
      <h1>Verwaltungsbereich</h1>
      <Tile to="/Profilverwaltung" title="Profil" description="Ihre Daten" />
      <Tile to="/Standorte" title="Standorte" />
      <Link to="/#map">Zur Karte</Link>
      <Link to="/Suche">Suche</Link>
    </>
  );
}

/** A page that puts the focus into its own field (like the authority desk's scan field). */
function ScanPage() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <>
      <h1>Ausgabe</h1>
      <label>
        Code <input ref={field} />
      </label>
    </>
  );
}

/** A search kept in the URL: each keystroke replaces the query. */
function SearchPage() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>Suche</h1>
      <label>
        Suchbegriff
        <input
          value={params.get('q') ?? ''}
          onChange={(event) => setParams({ q: event.target.value }, { replace: true })}
        />
      </label>
    </>
  );
}

function renderSite(route = '/Verwaltungsbereich') {
  return renderWithProviders(
    <>
      <main id="main-content" tabIndex={-1}>
        <Routes>
          <Route path="/Verwaltungsbereich" element={<Dashboard />} />
          <Route path="/Profilverwaltung" element={<LatePage title="Profilverwaltung" />} />
          <Route path="/Standorte" element={<ScanPage />} />
          <Route path="/Suche" element={<SearchPage />} />
          <Route path="/" element={<h1>Startseite</h1>} />
        </Routes>
      </main>
      <NavigationEffects />
    </>,
    { route },
  );
}

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('focus after navigation in the app (issue 23)', () => {
  it('leaves the focus alone on the first page of a visit', async () => {
    renderSite();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(document.body);
  });

  it('moves the focus to the heading of the page opened from a dashboard tile', async () => {
    const { user, location } = renderSite();

    await user.click(screen.getByRole('link', { name: /Profil/ }));

    expect(location().pathname).toBe('/Profilverwaltung');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Profilverwaltung' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('lets a page that focuses its own field keep it', async () => {
    const { user } = renderSite();

    await user.click(screen.getByRole('link', { name: /Standorte/ }));

    const field = await screen.findByRole('textbox', { name: 'Code' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(field);
  });

  it('does not move the focus for an anchor such as /#map', async () => {
    const { user, location } = renderSite();
    const link = screen.getByRole('link', { name: 'Zur Karte' });

    await user.click(link);

    expect(location().hash).toBe('#map');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).not.toBe(screen.getByRole('heading', { name: 'Startseite' }));
  });

  it('keeps the focus in a search field whose input changes only the query', async () => {
    const { user, location } = renderSite();
    await user.click(screen.getByRole('link', { name: 'Suche' }));
    const heading = screen.getByRole('heading', { name: 'Suche' });
    await waitFor(() => expect(document.activeElement).toBe(heading));

    const field = screen.getByRole('textbox', { name: 'Suchbegriff' });
    await user.type(field, 'Kiel');
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(location().search).toBe('?q=Kiel');
    expect(document.activeElement).toBe(field);
  });
});
