import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { photoCodeFragment, photoProofHeader } from 'shared-ui/photo-code/photo-code';
import type { UserType } from 'shared-ui/session/session-slice';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import {
  jsonResponse,
  mockFetch,
  requestsTo,
  type FetchHandler,
} from 'shared-ui/testing/mock-fetch';
import readerWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm';
import { prepareZXingModule as prepareWriter, writeBarcode } from 'zxing-wasm/writer';
import { signedInAs } from '../testing/admin-fixtures';
import AuthorityDeskPage from './authority-desk-page';
import { bytesOf, recordObjectUrls } from 'shared-ui/testing/object-urls';
import { sealedPhoto, type SealedPhoto } from 'shared-ui/testing/sealed-photo';
import { authorityPhotoRoutes, clerkStatus, refusedPhotoRoutes } from './desk-fixtures';

const statusPath = '/api/authority/me/';
const photoPath = (photo: SealedPhoto) => `/api/authority/photos/${photo.code.id}/`;

const objectUrls = recordObjectUrls();

function mockDesk(handlers: Record<string, FetchHandler> = {}) {
  return mockFetch({ [`GET ${statusPath}`]: jsonResponse(clerkStatus()), ...handlers });
}

function renderDesk(userType: UserType = 'authority') {
  return renderWithProviders(<AuthorityDeskPage />, {
    route: '/Behoerde',
    ...signedInAs(userType),
  });
}

async function scanField() {
  return screen.findByRole('textbox', { name: 'Code scannen' });
}

/** A handheld scanner: types the code's content into the focused field and presses Enter. */
async function scan(user: ReturnType<typeof renderDesk>['user'], text: string) {
  expect(await scanField()).toHaveFocus();
  await user.keyboard(`${text}{Enter}`);
}

async function failure() {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Kein Foto abgerufen');
  return alert;
}

describe('/Behoerde, who may open it', () => {
  it.each([
    ['owner', '/Verwaltungsbereich'],
    ['employee', '/Verwaltungsbreich'],
    ['operator', '/Betrieb'],
  ] as const)('sends the %s to their own start page', async (userType, start) => {
    const fetch = mockDesk();
    const { location } = renderDesk(userType);

    await waitFor(() => expect(location().pathname).toBe(start));
    expect(requestsTo(fetch, statusPath)).toHaveLength(0);
  });

  it('sends a visitor without a session to /login', async () => {
    mockDesk();
    const { location } = renderWithProviders(<AuthorityDeskPage />, { route: '/Behoerde' });

    await waitFor(() => expect(location().pathname).toBe('/login'));
  });

  it('asks a clerk with the one-time password for an own password first', async () => {
    const fetch = mockDesk({
      [`GET ${statusPath}`]: jsonResponse(clerkStatus({ password_change_required: true })),
    });
    renderDesk();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Einmalpasswort ersetzen' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/bevor Sie Fotos abrufen/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Code scannen' })).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says so when the clerk’s account cannot be loaded', async () => {
    mockDesk({ [`GET ${statusPath}`]: jsonResponse({ detail: 'Fehler' }, { status: 500 }) });
    renderDesk();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ihr Behördenkonto konnte nicht geladen werden.',
    );
  });
});

describe('/Behoerde, retrieving a photo', () => {
  it('has the scan field focused on arrival, under the authority’s name', async () => {
    mockDesk();
    renderDesk();

    expect(await screen.findByRole('heading', { level: 1, name: 'Fotoabruf' })).toBeInTheDocument();
    expect(await scanField()).toHaveFocus();
    expect(screen.getByText('Bürgeramt Kiel')).toBeInTheDocument();
    expect(await scanField()).toHaveAttribute('autocomplete', 'off');
  });

  it('decrypts a scanned code in the browser and shows the photo with its dates, studio and earlier retrievals', async () => {
    const photo = await sealedPhoto();
    const fetch = mockDesk(authorityPhotoRoutes(photo));
    const { user } = renderDesk();

    await scan(user, photo.url);

    const image = await screen.findByRole('img', { name: /Biometrisches Passfoto/ });
    const shown = objectUrls.get(image.getAttribute('src')!);
    expect(await bytesOf(shown!)).toEqual(photo.jpeg);
    expect(shown!.type).toBe('image/jpeg');
    const result = screen.getByRole('region', { name: 'Abgerufenes Foto' });
    expect(result).toHaveTextContent('Aufgenommen am03.12.2026, 10:15');
    expect(result).toHaveTextContent('Gültig bis03.06.2027');
    expect(result).toHaveTextContent('Foto Schäfer KielHolstenstraße 1, 24103 Kiel');
    expect(result).toHaveTextContent('ps-7f3a9c');
    const earlier = within(result).getByRole('list', { name: 'Frühere Abrufe' });
    expect(
      within(earlier)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '05.12.2026, 14:30 – Ausländerbehörde Kiel',
      '04.12.2026, 09:05 – Bürgeramt Neumünster',
    ]);

    // The key never reaches the server: only the id in the path and the proof in a header.
    for (const [input, init] of fetch.mock.calls) {
      const request = new Request(input, init);
      expect(request.url).not.toContain(photoCodeFragment(photo.code).slice(2));
    }
    const [retrieval] = requestsTo(fetch, photoPath(photo));
    expect(retrieval!.headers.get(photoProofHeader)).toBe(photo.proof);
    // The code holds the key: the field forgets it at once.
    expect(await scanField()).toHaveValue('');
  });

  it('saves the JPEG under a name made of the capture date and the id', async () => {
    const photo = await sealedPhoto();
    mockDesk(authorityPhotoRoutes(photo));
    const { user } = renderDesk();
    await scan(user, photo.url);

    const save = await screen.findByRole('link', { name: 'Foto übernehmen' });

    expect(save).toHaveAttribute('download', `passbild-2026-12-03-${photo.code.id}.jpg`);
    expect(await bytesOf(objectUrls.get(save.getAttribute('href')!)!)).toEqual(photo.jpeg);
  });

  it('forgets the photo with “Nächster Code” and is ready for the next scan', async () => {
    const photo = await sealedPhoto();
    mockDesk(authorityPhotoRoutes(photo));
    const { user } = renderDesk();
    await scan(user, photo.url);
    const url = (await screen.findByRole('img')).getAttribute('src')!;

    await user.click(screen.getByRole('button', { name: 'Nächster Code' }));

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Foto übernehmen' })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(url);
    expect(objectUrls.size).toBe(0);
    expect(await scanField()).toHaveFocus();
  });

  it('replaces the photo when the next code is scanned directly', async () => {
    const first = await sealedPhoto();
    const second = await sealedPhoto();
    mockDesk({ ...authorityPhotoRoutes(first), ...authorityPhotoRoutes(second) });
    const { user } = renderDesk();
    await scan(user, first.url);
    const firstUrl = (await screen.findByRole('img')).getAttribute('src')!;

    await user.keyboard(`${second.url}{Enter}`);

    await waitFor(() => expect(screen.getByRole('img')).not.toHaveAttribute('src', firstUrl));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(firstUrl);
    expect(await bytesOf([...objectUrls.values()][0]!)).toEqual(second.jpeg);
    expect(objectUrls.size).toBe(1);
  });

  it('forgets the photo when the clerk leaves the page', async () => {
    const photo = await sealedPhoto();
    mockDesk(authorityPhotoRoutes(photo));
    const { user, unmount } = renderDesk();
    await scan(user, photo.url);
    await screen.findByRole('img');

    unmount();

    expect(objectUrls.size).toBe(0);
  });
});

describe('/Behoerde, codes it refuses', () => {
  it('names another provider’s host and asks it nothing', async () => {
    const photo = await sealedPhoto('https://passbild-cloud.example');
    const fetch = mockDesk();
    const { user } = renderDesk();

    await scan(user, photo.url);

    const alert = await failure();
    expect(alert).toHaveTextContent(
      'Dieser Code stammt von einem anderen Anbieter: passbild-cloud.example',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['damaged', (url: string) => url.slice(0, -6), 'Der Code ist beschädigt'],
    ['of an unknown format version', (url: string) => url.replace('#1.', '#2.'), 'ein Format'],
    ['without its key', (url: string) => url.split('#')[0]!, 'Dem Code fehlt der Schlüssel'],
    ['no address at all', () => 'Passbild 4711', 'Das ist kein Passbild-Code.'],
  ])('explains a code %s without asking the server', async (_case, spoil, message) => {
    const photo = await sealedPhoto();
    const fetch = mockDesk(authorityPhotoRoutes(photo));
    const { user } = renderDesk();

    await scan(user, spoil(photo.url));

    expect(await failure()).toHaveTextContent(message);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['unknown', 404, { detail: 'x', code: 'photo-not-found' }, 'Zu diesem Code gibt es kein Foto.'],
    [
      'erased',
      410,
      { detail: 'x', code: 'photo-erased' },
      'Dieses Foto wurde von der Bürgerin oder dem Bürger gelöscht.',
    ],
    [
      'expired',
      410,
      { detail: 'x', code: 'photo-expired' },
      'Dieses Foto ist abgelaufen (6 Monate nach der Aufnahme) und wurde gelöscht.',
    ],
  ])('says so when the photo is %s', async (_case, status, body, message) => {
    const photo = await sealedPhoto();
    mockDesk(refusedPhotoRoutes(photo, status, body));
    const { user } = renderDesk();

    await scan(user, photo.url);

    expect(await failure()).toHaveTextContent(message);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows nothing of a ciphertext that was altered (the GCM tag fails)', async () => {
    const photo = await sealedPhoto();
    const altered = photo.ciphertext.slice();
    altered[40]! ^= 0x01;
    mockDesk(authorityPhotoRoutes(photo, { ciphertext: altered }));
    const { user } = renderDesk();

    await scan(user, photo.url);

    expect(await failure()).toHaveTextContent(
      'Das Foto lässt sich mit diesem Code nicht entschlüsseln',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('clears a refusal with “Nächster Code”', async () => {
    mockDesk();
    const { user } = renderDesk();
    await scan(user, 'Passbild 4711');
    await failure();

    await user.click(screen.getByRole('button', { name: 'Nächster Code' }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await scanField()).toHaveFocus();
  });
});

describe('/Behoerde, other ways to read a code', () => {
  const zxingDist = path.join(require.resolve('zxing-wasm'), '../../..');
  const wasmFile = (name: string) => fs.readFileSync(path.join(zxingDist, name));

  beforeAll(() => {
    // jsdom lacks Blob#arrayBuffer, which browsers have: read as a browser would.
    Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
      return bytesOf(this).then((bytes) => bytes.buffer as ArrayBuffer);
    };
    // Node's streaming compile refuses the fetch polyfill's Response; browsers stream, Node reads.
    Object.defineProperty(WebAssembly, 'instantiateStreaming', {
      value: undefined,
      configurable: true,
    });
    prepareWriter({ overrides: { wasmBinary: wasmFile('writer/zxing_writer.wasm').buffer } });
  });

  /** A photographed code: the QR code as a PNG, made with ZXing's writer. */
  async function codeImage(text: string): Promise<File> {
    const written = await writeBarcode(text, { format: 'QRCode', scale: 6 });
    return new File([written.image!], 'code.png', { type: 'image/png' });
  }

  /** The reader's .wasm, served like the remote's static file it is. */
  const readerWasm = () => ({
    [`GET ${new URL(readerWasmUrl, window.location.origin).pathname}`]: new Response(
      wasmFile('reader/zxing_reader.wasm'),
      { headers: { 'Content-Type': 'application/wasm' } },
    ),
  });

  it('reads the code from an uploaded photo of it', async () => {
    const photo = await sealedPhoto();
    mockDesk({ ...readerWasm(), ...authorityPhotoRoutes(photo) });
    const { user } = renderDesk();

    const upload = await screen.findByLabelText('Foto eines Codes hochladen');
    await user.upload(upload, await codeImage(photo.url));

    const image = await screen.findByRole('img', {}, { timeout: 5000 });
    expect(await bytesOf(objectUrls.get(image.getAttribute('src')!)!)).toEqual(photo.jpeg);
  });

  it('says so when the uploaded image holds no QR code', async () => {
    mockDesk(readerWasm());
    const { user } = renderDesk();
    const barcode = await writeBarcode('4711', { format: 'Code128', scale: 4 });
    const image = new File([barcode.image!], 'strichcode.png', { type: 'image/png' });

    await user.upload(await screen.findByLabelText('Foto eines Codes hochladen'), image);

    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Auf diesem Bild wurde kein QR-Code gefunden.',
    );
    // The next code comes from the handheld scanner again.
    expect(await scanField()).toHaveFocus();
  });

  it('explains that there is no camera when the browser offers none', async () => {
    mockDesk();
    const { user } = renderDesk();

    await user.click(await screen.findByRole('button', { name: 'Mit der Kamera scannen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Browser bietet keinen Zugriff auf eine Kamera.',
    );
    await user.click(screen.getByRole('button', { name: 'Kamera schließen' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await scanField()).toHaveFocus();
  });
});
