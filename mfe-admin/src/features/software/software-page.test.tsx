import { screen, waitFor } from '@testing-library/react';
import type { UserType } from 'shared-ui/session/session-slice';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import {
  jsonResponse,
  mockFetch,
  requestsTo,
  type FetchHandler,
} from 'shared-ui/testing/mock-fetch';
import { signedInAs } from '../testing/admin-fixtures';
import SoftwarePage from './software-page';

interface Click {
  href: string;
  download: string;
}

/** Downloads are link clicks; jsdom cannot navigate, so the clicks are recorded instead. */
function recordDownloads(): Click[] {
  const clicks: Click[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push({ href: this.href, download: this.download });
  });
  return clicks;
}

const blobs: Blob[] = [];

beforeEach(() => {
  blobs.length = 0;
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:lizenz';
    }),
    revokeObjectURL: jest.fn(),
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

function mockDownloads({
  url = (request: Request) =>
    jsonResponse({
      download_url: `https://downloads.bildbote.example/${new URL(request.url, window.location.origin).searchParams.get('operating_system')}`,
    }),
  license = jsonResponse({ license_key: 'BB-LIZENZ-123' }),
}: { url?: FetchHandler; license?: FetchHandler } = {}) {
  return mockFetch({
    'GET /api/photobooth/get-download-url/': url,
    'GET /api/photobooth/get-license-key/': license,
  });
}

function renderSoftware(userType: UserType = 'owner', route = '/Software-Download') {
  return renderWithProviders(<SoftwarePage />, { route, ...signedInAs(userType) });
}

describe('/Software-Download', () => {
  it('congratulates and hints at Chrome', () => {
    mockDownloads();
    renderSoftware();
    expect(screen.getByText('Ihre Registrierung war erfolgreich!')).toBeInTheDocument();
    expect(screen.getByText(/Google Chrome/)).toBeInTheDocument();
  });

  it.each([
    ['Für Windows herunterladen', 'WINDOWS'],
    ['Für macOS herunterladen', 'MAC'],
  ])('%s asks for a download link and opens it', async (button, operatingSystem) => {
    const fetch = mockDownloads();
    const clicks = recordDownloads();
    const { user } = renderSoftware();

    await user.click(screen.getByRole('button', { name: button }));

    await waitFor(() =>
      expect(clicks).toEqual([
        { href: `https://downloads.bildbote.example/${operatingSystem}`, download: '' },
      ]),
    );
    const [request] = requestsTo(fetch, '/api/photobooth/get-download-url/');
    expect(new URL(request!.url, window.location.origin).searchParams.get('operating_system')).toBe(
      operatingSystem,
    );
    expect(request?.headers.get('Authorization')).toBe('Bearer access-owner');
  });

  it('asks for a fresh link on every click', async () => {
    const fetch = mockDownloads();
    const clicks = recordDownloads();
    const { user } = renderSoftware();

    const windows = screen.getByRole('button', { name: 'Für Windows herunterladen' });
    await user.click(windows);
    await waitFor(() => expect(clicks).toHaveLength(1));
    // The button is busy while a link is requested; a click then would do nothing.
    await waitFor(() => expect(windows).toBeEnabled());
    await user.click(windows);
    await waitFor(() => expect(clicks).toHaveLength(2));
    expect(requestsTo(fetch, '/api/photobooth/get-download-url/')).toHaveLength(2);
  });

  it.each<[string, FetchHandler, string]>([
    [
      'a refused request',
      jsonResponse({ detail: 'Kein Installationspaket hinterlegt.' }, { status: 503 }),
      'Software-Download fehlgeschlagen.Kein Installationspaket hinterlegt.',
    ],
    ['an answer without link', jsonResponse({}), 'Software-Download fehlgeschlagen.'],
    [
      'a network error',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Fehler beim Herunterladen der Software.',
    ],
  ])('reports %s for the software', async (_case, url, message) => {
    mockDownloads({ url });
    const clicks = recordDownloads();
    const { user } = renderSoftware();

    await user.click(screen.getByRole('button', { name: 'Für Windows herunterladen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(clicks).toEqual([]);
  });

  it('saves the licence key as Lizenzschlüssel.txt', async () => {
    mockDownloads();
    const clicks = recordDownloads();
    const { user } = renderSoftware();

    await user.click(screen.getByRole('button', { name: 'Lizenzschlüssel herunterladen' }));

    await waitFor(() =>
      expect(clicks).toEqual([{ href: 'blob:lizenz', download: 'Lizenzschlüssel.txt' }]),
    );
    expect(blobs).toHaveLength(1);
    // jsdom's Blob has no text(); the fetch polyfill's Response reads it.
    expect(await new Response(blobs[0]).text()).toBe('BB-LIZENZ-123');
    expect(blobs[0]!.type).toBe('text/plain;charset=utf-8');
  });

  it.each<[string, FetchHandler, string]>([
    [
      'a refused request',
      jsonResponse({}, { status: 403 }),
      'Lizenz konnte nicht abgerufen werden.',
    ],
    ['an answer without key', jsonResponse({}), 'Lizenz konnte nicht abgerufen werden.'],
    [
      'a network error',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Fehler beim Herunterladen der Lizenz.',
    ],
  ])('reports %s for the licence', async (_case, license, message) => {
    mockDownloads({ license });
    recordDownloads();
    const { user } = renderSoftware();

    await user.click(screen.getByRole('button', { name: 'Lizenzschlüssel herunterladen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('is open to managers but sends employees to their dashboard', () => {
    mockDownloads();
    renderSoftware('manager');
    expect(screen.getByRole('button', { name: 'Für Windows herunterladen' })).toBeInTheDocument();

    const { location } = renderSoftware('employee');
    expect(location().pathname).toBe('/Verwaltungsbreich');
  });

  it('sends a visitor without a session to /login', () => {
    const { location } = renderWithProviders(<SoftwarePage />, { route: '/software-download' });
    expect(location().pathname).toBe('/login');
  });
});
