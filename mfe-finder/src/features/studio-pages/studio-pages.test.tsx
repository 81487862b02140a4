import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { PublicStudio } from 'shared-ui/contracts/finder-contract';
import { jsonResponse, mockFetch } from 'shared-ui/testing/mock-fetch';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { kielStudio } from '../finder/testing/shop-fixtures';
import PlacePage from './place-page';
import StudioPage from './studio-page';
import { placeRouteMeta, studioRouteMeta } from './studio-pages-route-meta';
import { closedWeek } from 'shared-ui/locations/opening-hours';
import { dayWithNoonBreak } from 'shared-ui/testing/opening-hours-fixture';

const studio: PublicStudio = {
  ...kielStudio,
  id: 17,
  website: 'https://foto-foerde.example',
  opening_hours: { ...closedWeek(), mon: dayWithNoonBreak },
  barrier_free: true,
  path: '/Fotograf/kiel/foto-foerde-17',
  place_path: '/Passbild/kiel',
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderPages(route: string, handlers: Parameters<typeof mockFetch>[0]) {
  mockFetch(handlers);
  return renderWithProviders(
    <>
      <Routes>
        <Route path={studioRouteMeta.path} element={<StudioPage />} />
        <Route path={placeRouteMeta.path} element={<PlacePage />} />
        <Route path="/map" element={<p>Finder</p>} />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

describe('studio page /Fotograf/<ort>/<name>-<id> (issue 21, item 5)', () => {
  it('shows address, phone to call, hours, what to bring and the steps; sets the title', async () => {
    renderPages('/Fotograf/kiel/foto-foerde-17', {
      'GET /api/public/studios/17/': jsonResponse(studio),
    });

    const page = await screen.findByRole('article', { name: 'Foto Förde' });
    expect(within(page).getByRole('link', { name: '0431 123456' })).toHaveAttribute(
      'href',
      'tel:0431123456',
    );
    expect(within(page).getByRole('row', { name: /Montag/ })).toHaveTextContent(
      'Montag09:00–12:30, 14:00–18:00',
    );
    expect(within(page).getByRole('row', { name: /Sonntag/ })).toHaveTextContent('geschlossen');
    expect(page).toHaveTextContent('54,32220° N, 10,13390° O');
    expect(within(page).getByRole('heading', { name: 'Was Sie mitbringen' })).toBeVisible();
    expect(
      within(page).getByRole('heading', { name: 'So entsteht Ihr digitales Passbild' }),
    ).toBeVisible();
    expect(within(page).getByRole('link', { name: /Route berechnen/ })).toHaveAttribute(
      'href',
      expect.stringContaining('https://www.openstreetmap.org/directions'),
    );
    expect(
      within(page).getByRole('link', { name: 'Weitere Passbildstudios in Kiel' }),
    ).toHaveAttribute('href', '/Passbild/kiel');
    expect(document.title).toBe('Foto Förde, Passbildstudio in Kiel – Bildbote');
  });

  it('links the advice pages for the appointment beside what to bring (issue 21, item 7)', async () => {
    renderPages('/Fotograf/kiel/foto-foerde-17', {
      'GET /api/public/studios/17/': jsonResponse(studio),
    });
    const page = await screen.findByRole('article', { name: 'Foto Förde' });
    expect(within(page).getByRole('heading', { name: 'Tipps für Ihr Passbild' })).toBeVisible();
    const tips = [
      ['Anforderungen an das Passbild', '/anforderungen-makeup'],
      ['Make-up-Tipps', '/make-up'],
      ['Kleidungstipps', '/kleidung-Tips'],
      ['Häufige Fehler beim Passbild', '/Fehler-Foto'],
    ];
    for (const [name, href] of tips) {
      expect(within(page).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('replaces an older address (renamed studio) with the current one', async () => {
    renderPages('/Fotograf/kiel/alter-name-17', {
      'GET /api/public/studios/17/': jsonResponse(studio),
    });

    await screen.findByRole('article', { name: 'Foto Förde' });
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/Fotograf/kiel/foto-foerde-17'),
    );
  });

  it.each([
    [404, 'Dieses Passbildstudio wurde nicht gefunden.'],
    [410, 'Dieses Passbildstudio ist nicht mehr bei Bildbote gelistet.'],
  ])('says so in German when the API answers %i', async (status, message) => {
    renderPages('/Fotograf/kiel/foto-foerde-17', {
      'GET /api/public/studios/17/': jsonResponse({ detail: 'x' }, { status }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: message })).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Passbildstudio in Ihrer Nähe finden' }),
    ).toHaveAttribute('href', '/map');
  });
});

describe('town page /Passbild/<ort>', () => {
  it("lists the town's studios with links to their pages and phone links", async () => {
    renderPages('/Passbild/kiel', {
      'GET /api/public/places/kiel/': jsonResponse({
        city: 'Kiel',
        path: '/Passbild/kiel',
        studios: [studio],
      }),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Passbild in Kiel' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Foto Förde' })).toHaveAttribute(
      'href',
      '/Fotograf/kiel/foto-foerde-17',
    );
    expect(screen.getByRole('link', { name: '0431 123456' })).toHaveAttribute(
      'href',
      'tel:0431123456',
    );
    expect(document.title).toBe('Passbild in Kiel – Bildbote');
  });

  it('says when no studio is listed there', async () => {
    renderPages('/Passbild/flensburg', {
      'GET /api/public/places/flensburg/': jsonResponse({ detail: 'x' }, { status: 404 }),
    });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Für diesen Ort ist kein Passbildstudio gelistet.',
      }),
    ).toBeVisible();
  });
});
