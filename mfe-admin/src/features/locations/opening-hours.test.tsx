import { screen, within } from '@testing-library/react';
import type { UserType } from 'shared-ui/session/session-slice';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import {
  jsonResponse,
  mockFetch,
  requestsTo,
  type FetchHandler,
} from 'shared-ui/testing/mock-fetch';
import { shop, signedInAs } from '../testing/admin-fixtures';
import LocationsPage from './locations-page';
import { weekWithNoonBreak as week } from 'shared-ui/testing/opening-hours-fixture';

const hoursUrl = (id: number) => `/api/photobooth/registered-shops/${id}/opening-hours/`;

function mockHours(save: FetchHandler = jsonResponse(shop())) {
  return mockFetch({
    'GET /api/photobooth/registered-shops/': jsonResponse([
      shop({ opening_hours: week, barrier_free: true }),
      shop({ id: 2, name: 'Passbild Atelier', opening_hours: null, barrier_free: false }),
    ]),
    [`PUT ${hoursUrl(1)}`]: save,
    [`PUT ${hoursUrl(2)}`]: save,
  });
}

function renderLocations(userType: UserType = 'owner') {
  return renderWithProviders(<LocationsPage />, {
    route: '/Geschäftsstandorte',
    ...signedInAs(userType),
  });
}

async function openHours(user: ReturnType<typeof renderLocations>['user'], name: string) {
  await user.click(
    await screen.findByRole('button', { name: `Öffnungszeiten bearbeiten: ${name}` }),
  );
  return screen.getByRole('dialog', { name: `Öffnungszeiten: ${name}` });
}

/** Pastes a day's text (typing key by key is slow on a loaded machine). */
async function fill(
  user: ReturnType<typeof renderLocations>['user'],
  dialog: HTMLElement,
  day: string,
  text: string,
) {
  const box = within(dialog).getByRole('textbox', { name: day });
  await user.clear(box);
  if (text) await user.paste(text);
}

async function sentBody(fetch: ReturnType<typeof mockFetch>, id: number) {
  const [request] = requestsTo(fetch, hoursUrl(id));
  expect(request?.method).toBe('PUT');
  return request!.json();
}

// Several dialogs filled field by field: more than Jest's 5 s on a busy machine.
jest.setTimeout(30_000);

describe('/Geschäftsstandorte, opening hours and "barrierefrei" (issue 21, item 4)', () => {
  it("shows each studio's week and access on its card", async () => {
    mockHours();
    renderLocations();

    const card = (await screen.findByRole('heading', { name: 'Foto Schmidt Kiel' })).closest(
      'article',
    )!;
    expect(card).toHaveTextContent('Montag: 09:00–12:30, 14:00–18:00');
    expect(card).toHaveTextContent('Sonntag: geschlossen');
    expect(card).toHaveTextContent('barrierefrei');
    const other = screen.getByRole('heading', { name: 'Passbild Atelier' }).closest('article')!;
    expect(other).toHaveTextContent('ÖffnungszeitenNicht angegeben');
  });

  it('enters a week with a noon break, closed Sunday and barrierefrei, and sends it', async () => {
    const fetch = mockHours();
    const { user } = renderLocations();
    const dialog = await openHours(user, 'Passbild Atelier');

    for (const day of ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag']) {
      await fill(user, dialog, day, '9-12.30, 14-18');
    }
    await fill(user, dialog, 'Samstag', '10 bis 13 Uhr');
    await user.click(within(dialog).getByRole('checkbox', { name: /Barrierefrei/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Öffnungszeiten gespeichert.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await sentBody(fetch, 2)).toEqual({ opening_hours: week, barrier_free: true });
  });

  it('starts from the stored week, and all days empty sends null (not given)', async () => {
    const fetch = mockHours();
    const { user } = renderLocations();
    const dialog = await openHours(user, 'Foto Schmidt Kiel');

    const monday = within(dialog).getByRole('textbox', { name: 'Montag' });
    expect(monday).toHaveValue('09:00–12:30, 14:00–18:00');
    expect(within(dialog).getByRole('textbox', { name: 'Sonntag' })).toHaveValue('geschlossen');
    for (const day of [
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
      'Sonntag',
    ]) {
      await fill(user, dialog, day, '');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await screen.findByRole('status');
    expect(await sentBody(fetch, 1)).toEqual({ opening_hours: null, barrier_free: true });
  });

  it('says in German what is wrong with a day and sends nothing', async () => {
    const fetch = mockHours();
    const { user } = renderLocations();
    const dialog = await openHours(user, 'Passbild Atelier');

    await fill(user, dialog, 'Dienstag', '18-9');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(
      await within(dialog).findByRole('textbox', { name: 'Dienstag' }),
    ).toHaveAccessibleDescription(
      /Im Zeitraum 18:00–09:00 liegt die Schlusszeit nicht nach der Öffnungszeit/,
    );
    expect(requestsTo(fetch, hoursUrl(2))).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    mockHours(
      jsonResponse(
        {
          detail: 'Die Öffnungszeiten sind ungültig. Bitte prüfen Sie die markierten Tage.',
          opening_hours: ['Montag: „25:00“ ist keine gültige Uhrzeit (00:00 bis 24:00).'],
        },
        { status: 400 },
      ),
    );
    const { user } = renderLocations();
    const dialog = await openHours(user, 'Passbild Atelier');

    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Die Öffnungszeiten sind ungültig.');
    expect(alert).toHaveTextContent('Montag: „25:00“ ist keine gültige Uhrzeit');
  });

  it('lets the manager edit the hours, not the employee', async () => {
    mockHours();
    renderLocations('manager');
    expect(
      await screen.findByRole('button', {
        name: 'Öffnungszeiten bearbeiten: Foto Schmidt Kiel',
      }),
    ).toBeInTheDocument();
  });

  it('offers the employee no hours button', async () => {
    mockHours();
    renderLocations('employee');
    await screen.findByRole('list', { name: 'Ihre Standorte' });
    expect(screen.queryByRole('button', { name: /Öffnungszeiten/ })).not.toBeInTheDocument();
  });
});
