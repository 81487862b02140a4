import { screen, within } from '@testing-library/react';
import type { UserType } from 'shared-ui/session/session-slice';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { jsonResponse, mockFetch } from 'shared-ui/testing/mock-fetch';
import { shop, signedInAs } from '../testing/admin-fixtures';
import PhotoWorkplacePage from './photo-workplace-page';
import { locationStorageKey } from './workplace-gate';

// The model is not needed to decide who may use the workplace; it never finishes loading here.
jest.mock('../photo-check/load-photo-checker', () => ({
  loadPhotoChecker: () => new Promise(() => undefined),
}));

const shopsPath = '/api/photobooth/registered-shops/';

function renderPage(userType: UserType, eidVerified: boolean) {
  const { preloadedSession } = signedInAs(userType);
  return renderWithProviders(<PhotoWorkplacePage />, {
    route: '/Passbild',
    preloadedSession: { ...preloadedSession, eidVerified },
  });
}

describe('/Passbild: who may use the workplace', () => {
  it('sends a person without eID to the eID page and asks the server nothing', async () => {
    const fetch = mockFetch({ [shopsPath]: jsonResponse([shop()]) });
    renderPage('employee', false);

    expect(screen.getByText('Bitte bestätigen Sie zuerst Ihre Identität')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur eID-Verifizierung' })).toHaveAttribute(
      'href',
      '/EidVerifizierung',
    );
    expect(screen.queryByRole('heading', { name: 'Aufnahme' })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tells the owner that the location is still under review and links the locations page', async () => {
    mockFetch({ [shopsPath]: jsonResponse([shop({ review_status: 'pending' })]) });
    renderPage('owner', true);

    expect(await screen.findByText('Ihr Standort wird noch geprüft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zu den Geschäftsstandorten' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Aufnahme' })).not.toBeInTheDocument();
  });

  it('names a rejected location with the reason and asks staff to turn to the owner', async () => {
    mockFetch({
      [shopsPath]: jsonResponse([
        shop({ review_status: 'rejected', review_reason: 'Nachweis unleserlich' }),
      ]),
    });
    renderPage('employee', true);

    expect(await screen.findByText('Noch kein freigegebener Standort')).toBeInTheDocument();
    expect(screen.getByText(/Inhaberin oder den Inhaber/)).toBeInTheDocument();
    expect(
      screen.getByText('Foto Schmidt Kiel: Abgelehnt: Nachweis unleserlich'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Zu den Geschäftsstandorten' }),
    ).not.toBeInTheDocument();
  });

  it('shows a blocked company the reason the server gives', async () => {
    const detail =
      'Der Zugang Ihres Unternehmens ist gesperrt. Bitte wenden Sie sich an den Bildbote-Support. Grund: Gewerbenachweis gefälscht';
    mockFetch({ [shopsPath]: jsonResponse({ detail }, { status: 403 }) });
    renderPage('manager', true);

    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Aufnahme' })).not.toBeInTheDocument();
  });

  it('opens the workplace at the one approved location', async () => {
    mockFetch({
      [shopsPath]: jsonResponse([
        shop(),
        shop({ id: 2, name: 'Foto Schmidt Lübeck', review_status: 'pending' }),
      ]),
    });
    renderPage('employee', true);

    expect(await screen.findByRole('heading', { name: 'Aufnahme' })).toBeInTheDocument();
    expect(screen.getByText('Foto Schmidt Kiel')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Standort wechseln' })).not.toBeInTheDocument();
  });

  it('lets the person pick one of several approved locations once per session', async () => {
    mockFetch({
      [shopsPath]: jsonResponse([
        shop(),
        shop({
          id: 2,
          name: 'Foto Schmidt Lübeck',
          address: 'Breite Straße 5',
          city: 'Lübeck',
          zipcode: '23552',
        }),
      ]),
    });
    const { user, unmount } = renderPage('owner', true);

    const picker = await screen.findByRole('group', {
      name: 'An welchem Standort fotografieren Sie?',
    });
    await user.click(within(picker).getByRole('radio', { name: /Foto Schmidt Lübeck/ }));
    await user.click(screen.getByRole('button', { name: 'Standort wählen' }));

    expect(await screen.findByRole('heading', { name: 'Aufnahme' })).toBeInTheDocument();
    expect(screen.getByText('Foto Schmidt Lübeck')).toBeInTheDocument();
    expect(screen.getByText(/Breite Straße 5, 23552 Lübeck/)).toBeInTheDocument();
    expect(window.sessionStorage.getItem(locationStorageKey)).toBe('2');

    // Coming back in the same session: no second question.
    unmount();
    renderPage('owner', true);
    expect(await screen.findByRole('heading', { name: 'Aufnahme' })).toBeInTheDocument();
    expect(screen.getByText('Foto Schmidt Lübeck')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Standort wechseln' }));
    expect(
      await screen.findByRole('group', { name: 'An welchem Standort fotografieren Sie?' }),
    ).toBeInTheDocument();
    expect(window.sessionStorage.getItem(locationStorageKey)).toBeNull();
  });
});
