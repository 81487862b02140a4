import { screen, waitFor, within } from '@testing-library/react';
import { currentAccessToken } from 'shared-ui/session/session-tokens';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { jsonResponse, mockFetch } from 'shared-ui/testing/mock-fetch';
import {
  decryptPhoto,
  isPhotoId,
  newPhotoCode,
  photoCodeUrl,
  type PhotoCode,
} from 'shared-ui/photo-code/photo-code';
import { proposeCrop } from '../photo-check/crop-rules';
import { loadPhotoChecker } from '../photo-check/load-photo-checker';
import type { PhotoCheckResult } from '../photo-check/photo-check-types';
import { shop, signedInAs } from '../testing/admin-fixtures';
import { imageFromFile, renderCroppedPhoto, thumbnailUrl } from './image-pipeline';
import type * as PhotoCodeModule from 'shared-ui/photo-code/photo-code';
import PhotoWorkplacePage from './photo-workplace-page';
import { qrMatrix } from './qr-matrix';
import { centredFace as face, portraitSource as source } from './testing/portrait-shot';
import { sendMultipart, type TransportAnswer } from './upload-transport';

// The model, the canvas work (jsdom has no canvas) and the network are the boundaries replaced
// here; everything between them is the page as the studio uses it.
jest.mock('../photo-check/load-photo-checker', () => ({ loadPhotoChecker: jest.fn() }));
jest.mock('./image-pipeline', () => ({
  ...jest.requireActual<object>('./image-pipeline'),
  imageFromFile: jest.fn(),
  thumbnailUrl: jest.fn(),
  renderCroppedPhoto: jest.fn(),
  drawCrop: jest.fn(),
  releaseCanvas: jest.fn(),
}));
jest.mock('./upload-transport', () => ({ sendMultipart: jest.fn() }));
// The real code generator, watched: the test reads the key the receipt carries.
jest.mock('shared-ui/photo-code/photo-code', () => {
  const actual = jest.requireActual<typeof PhotoCodeModule>('shared-ui/photo-code/photo-code');
  return { ...actual, newPhotoCode: jest.fn(actual.newPhotoCode) };
});

function redResult(): PhotoCheckResult {
  return {
    criteria: [
      {
        id: 'eyes-open',
        label: 'Augen geöffnet',
        verdict: 'red',
        explanation: 'Die Augen scheinen geschlossen zu sein.',
        tip: 'Bitte die Augen weit öffnen',
      },
    ],
    overall: 'red',
    face,
    proposedCrop: proposeCrop(face, source.width, source.height),
  };
}

const jpegBytes = [0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(400).fill(7)];
const check = jest.fn<Promise<PhotoCheckResult>, unknown[]>();
const objectUrls: string[] = [];
const revoked: string[] = [];

/** jsdom's Blob cannot read itself back; browsers can. */
function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

beforeAll(() => {
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    configurable: true,
    value(this: Blob) {
      return readBytes(this);
    },
  });
  Object.assign(URL, {
    createObjectURL: () => {
      const url = `blob:test/${objectUrls.length + 1}`;
      objectUrls.push(url);
      return url;
    },
    revokeObjectURL: (url: string) => revoked.push(url),
  });
});

beforeEach(() => {
  objectUrls.length = 0;
  revoked.length = 0;
  check.mockReset().mockResolvedValue(redResult());
  jest.mocked(sendMultipart).mockReset();
  jest.mocked(loadPhotoChecker).mockResolvedValue({ check });
  jest.mocked(imageFromFile).mockImplementation(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = source.width;
    canvas.height = source.height;
    return canvas;
  });
  jest.mocked(thumbnailUrl).mockImplementation(async () => URL.createObjectURL(new Blob()));
  jest.mocked(renderCroppedPhoto).mockResolvedValue({
    jpeg: new Blob([new Uint8Array(jpegBytes)], {
      type: 'image/jpeg',
    }),
    width: 1244,
    height: 1600,
    quality: 0.92,
  });
  mockFetch({ '/api/photobooth/registered-shops/': jsonResponse([shop()]) });
});

function stored(form: FormData): TransportAnswer {
  return {
    kind: 'answer',
    status: 201,
    body: {
      id: form.get('id'),
      location_id: 1,
      captured_at: form.get('captured_at'),
      expires_at: '2027-05-24T22:00:00.000Z',
      status: 'gespeichert',
    },
  };
}

function openWorkplace() {
  const { preloadedSession } = signedInAs('employee');
  return renderWithProviders(<PhotoWorkplacePage />, {
    route: '/Passbild',
    preloadedSession: { ...preloadedSession, eidVerified: true },
  });
}

type User = ReturnType<typeof openWorkplace>['user'];

/** One file imported; resolves when the shot shows the verdict of its pre-check. */
async function importShot(user: User, verdict: string) {
  await screen.findByRole('heading', { name: 'Aufnahme' });
  await user.upload(
    screen.getByLabelText('Dateien auswählen', { selector: 'input' }),
    new File([new Uint8Array([0xff, 0xd8, 0xff])], 'kundin.jpg', { type: 'image/jpeg' }),
  );
  const shot = await screen.findByRole('listitem', { name: 'Aufnahme 1' });
  await within(shot).findByText(verdict);
  return shot;
}

/** Crop as proposed, the customer chooses and confirms, on to the transfer. */
async function cropChooseConfirm(user: User, shot: HTMLElement) {
  await user.click(within(shot).getByRole('button', { name: 'Zuschneiden' }));
  await screen.findByRole('heading', { name: 'Zuschnitt von Aufnahme 1' });
  await user.click(screen.getByRole('button', { name: 'Zuschnitt übernehmen' }));
  await screen.findByRole('heading', { name: 'Aufnahme' });
  await user.click(screen.getByRole('button', { name: 'Weiter zur Auswahl' }));
  await user.click(await screen.findByRole('button', { name: 'Dieses Foto wählen' }));
  const next = screen.getByRole('button', { name: 'Weiter zur Übermittlung' });
  expect(next).toBeDisabled();
  await user.click(
    screen.getByRole('checkbox', {
      name: 'Die Kundin / der Kunde hat das Foto ausgewählt und bestätigt',
    }),
  );
  await user.click(next);
  await screen.findByRole('heading', { name: 'Übermittlung' });
}

async function toTransfer(verdict = 'nicht bestanden') {
  const rendered = openWorkplace();
  await cropChooseConfirm(rendered.user, await importShot(rendered.user, verdict));
  return rendered;
}

describe('/Passbild: one customer from the file to the receipt', () => {
  it('judges each shot by the chosen age group and crops from the proposal', async () => {
    const { user } = openWorkplace();
    const ageGroup = await screen.findByRole('combobox', { name: 'Altersgruppe' });
    expect(
      within(ageGroup)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Erwachsene', 'Kinder ab 6', 'Kinder unter 6', 'Babys (unter 1 Jahr)']);

    const shot = await importShot(user, 'nicht bestanden');
    expect(check).toHaveBeenLastCalledWith(expect.any(HTMLCanvasElement), 'erwachsene');
    // Each criterion with its explanation and tip, for the photographer.
    const report = screen.getByRole('region', { name: 'Prüfung von Aufnahme 1' });
    expect(within(report).getByText(/Augen geöffnet/)).toBeInTheDocument();
    expect(within(report).getByText('Die Augen scheinen geschlossen zu sein.')).toBeInTheDocument();
    expect(within(report).getByText('Tipp: Bitte die Augen weit öffnen')).toBeInTheDocument();
    await user.selectOptions(ageGroup, 'Kinder unter 6');
    await waitFor(() =>
      expect(check).toHaveBeenLastCalledWith(expect.any(HTMLCanvasElement), 'kinder-unter-6'),
    );

    await user.click(within(shot).getByRole('button', { name: 'Zuschneiden' }));
    await user.click(await screen.findByRole('button', { name: 'Zuschnitt übernehmen' }));
    await screen.findByRole('heading', { name: 'Aufnahme' });
    expect(renderCroppedPhoto).toHaveBeenCalledWith(
      expect.any(HTMLCanvasElement),
      proposeCrop(face, source.width, source.height),
    );
  });

  it('sends a red photo only with a reason, which reaches the server with the upload', async () => {
    jest.mocked(sendMultipart).mockImplementation(async (_path, form) => stored(form));
    const { user } = await toTransfer();

    await user.click(screen.getByRole('button', { name: 'Verschlüsseln und senden' }));
    expect(screen.getByText('Bitte wählen Sie einen Grund.')).toBeInTheDocument();
    expect(sendMultipart).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Grund' }), 'Sonstiges');
    await user.type(
      screen.getByRole('textbox', { name: 'Beschreibung des Grundes' }),
      'Narbe über dem Auge',
    );
    await user.click(screen.getByRole('button', { name: 'Verschlüsseln und senden' }));
    await screen.findByRole('article', { name: 'Ihr biometrisches Passfoto' });

    expect(sendMultipart).toHaveBeenCalledTimes(1);
    const [path, form] = jest.mocked(sendMultipart).mock.calls[0]!;
    expect(path).toBe('/photos/');
    expect(isPhotoId(String(form.get('id')))).toBe(true);
    expect(form.get('location_id')).toBe('1');
    expect(form.get('check_passed')).toBe('false');
    expect(form.get('override_reason')).toBe('other');
    expect(form.get('override_text')).toBe('Narbe über dem Auge');
    expect(String(form.get('proof'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Number.isNaN(Date.parse(String(form.get('captured_at'))))).toBe(false);
    const ciphertext = form.get('ciphertext') as Blob;
    // IV (12) + the JPEG (404) + tag (16): the photo left the browser encrypted only.
    expect(ciphertext.size).toBe(12 + 404 + 16);
    expect(new Uint8Array(await readBytes(ciphertext)).slice(12, 16)).not.toEqual(
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
    );
  });

  it('shows the upload progress while the photo leaves the browser', async () => {
    let finish: () => void = () => undefined;
    jest.mocked(sendMultipart).mockImplementation(
      (_path, form, onProgress) =>
        new Promise((resolve) => {
          onProgress(0.4);
          finish = () => resolve(stored(form));
        }),
    );
    const { user } = await toTransfer();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grund' }), 'Kleinkind');
    await user.click(screen.getByRole('button', { name: 'Verschlüsseln und senden' }));

    const progress = await screen.findByRole('progressbar', {
      name: 'Fortschritt der Übertragung',
    });
    expect(progress).toHaveAttribute('value', '40');
    expect(screen.getByRole('button', { name: 'Verschlüsseln und senden' })).toBeDisabled();

    finish();
    await screen.findByRole('article', { name: 'Ihr biometrisches Passfoto' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('sends the same id, proof and ciphertext again after a lost connection', async () => {
    jest
      .mocked(sendMultipart)
      .mockResolvedValueOnce({ kind: 'network' })
      .mockImplementationOnce(async (_path, form) => stored(form));
    const { user } = await toTransfer();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Grund' }), 'Kleinkind');
    await user.click(screen.getByRole('button', { name: 'Verschlüsseln und senden' }));
    await screen.findByRole('article', { name: 'Ihr biometrisches Passfoto' }, { timeout: 5000 });

    expect(sendMultipart).toHaveBeenCalledTimes(2);
    const [first, second] = jest.mocked(sendMultipart).mock.calls.map(([, form]) => form);
    expect(second!.get('id')).toBe(first!.get('id'));
    expect(second!.get('proof')).toBe(first!.get('proof'));
    expect(second!.get('override_reason')).toBe('small-child');
    expect(second!.get('override_text')).toBeNull();
    expect(new Uint8Array(await readBytes(second!.get('ciphertext') as Blob))).toEqual(
      new Uint8Array(await readBytes(first!.get('ciphertext') as Blob)),
    );
  });

  it('explains a refusal in German and keeps the photo for another attempt', async () => {
    jest.mocked(sendMultipart).mockResolvedValue({
      kind: 'answer',
      status: 403,
      body: { code: 'eid-required', detail: 'eID erforderlich' },
    });
    const { user } = await toTransfer();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Grund' }), 'Behinderung');
    await user.click(screen.getByRole('button', { name: 'Verschlüsseln und senden' }));

    expect(await screen.findByText('Das Foto wurde nicht gesendet')).toBeInTheDocument();
    expect(screen.getByText(/Personalausweis \(eID\) identifiziert/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur eID-Verifizierung' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut senden' })).toBeEnabled();
  });

  it('prints the receipt with code, studio and dates, and "Neuer Kunde" forgets every image', async () => {
    jest.mocked(sendMultipart).mockImplementation(async (_path, form) => stored(form));
    const { user } = await toTransfer();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Grund' }),
      'medizinische Gründe',
    );
    await user.click(screen.getByRole('button', { name: 'Verschlüsseln und senden' }));

    const receipt = await screen.findByRole('article', { name: 'Ihr biometrisches Passfoto' });
    expect(
      within(receipt).getByRole('img', { name: 'QR-Code zum Abruf des Passfotos' }),
    ).toBeInTheDocument();
    expect(within(receipt).getByText(/Foto Schmidt Kiel/)).toBeInTheDocument();
    expect(within(receipt).getByText(/Holstenstraße 1, 24103 Kiel/)).toBeInTheDocument();
    expect(within(receipt).getByText('gültig bis')).toBeInTheDocument();
    expect(within(receipt).getByText('25.05.2027')).toBeInTheDocument();
    expect(within(receipt).getByText(/Pass- oder Ausweisbehörde/)).toBeInTheDocument();

    // The key of the code decrypts what was sent to exactly the cropped JPEG, and the QR code
    // shows this code's URL (one square per dark module).
    const code = jest.mocked(newPhotoCode).mock.results.at(-1)!.value as PhotoCode;
    const [, form] = jest.mocked(sendMultipart).mock.calls[0]!;
    const sent = new Uint8Array(await readBytes(form.get('ciphertext') as Blob));
    expect(Array.from(await decryptPhoto(sent, code.key))).toEqual(jpegBytes);
    const qr = within(receipt).getByRole('img', { name: 'QR-Code zum Abruf des Passfotos' });
    const squares = (qr.querySelector('path')?.getAttribute('d') ?? '').split('M').length - 1;
    const dark = qrMatrix(photoCodeUrl(window.location.origin, code)).flat().filter(Boolean).length;
    expect(squares).toBe(dark);

    await user.click(screen.getByRole('button', { name: 'Neuer Kunde' }));
    expect(await screen.findByText(/Noch keine Aufnahme/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(objectUrls.length).toBeGreaterThan(0);
    expect([...revoked].sort()).toEqual([...objectUrls].sort());
    // The key is overwritten, not only dropped.
    expect(Array.from(code.key)).toEqual(new Array<number>(32).fill(0));
  });

  it('sends a passing photo without any reason', async () => {
    check.mockResolvedValue({ ...redResult(), criteria: [], overall: 'green' });
    jest.mocked(sendMultipart).mockImplementation(async (_path, form) => stored(form));
    const { user } = await toTransfer('bestanden');

    expect(screen.queryByRole('combobox', { name: 'Grund' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verschlüsseln und senden' }));
    await screen.findByRole('article', { name: 'Ihr biometrisches Passfoto' });

    const [, form] = jest.mocked(sendMultipart).mock.calls[0]!;
    expect(form.get('check_passed')).toBe('true');
    expect(form.get('override_reason')).toBeNull();
    expect(form.get('override_text')).toBeNull();
  });

  it('lets the professional work on when the model cannot load, and sends without a verdict', async () => {
    jest.mocked(loadPhotoChecker).mockRejectedValue(new Error('offline'));
    jest.mocked(sendMultipart).mockImplementation(async (_path, form) => stored(form));
    const { user } = await toTransfer('Prüfung nicht möglich');

    expect(screen.queryByRole('combobox', { name: 'Grund' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verschlüsseln und senden' }));
    await screen.findByRole('article', { name: 'Ihr biometrisches Passfoto' });

    const [, form] = jest.mocked(sendMultipart).mock.calls[0]!;
    expect(form.get('check_passed')).toBeNull();
    expect(form.get('override_reason')).toBeNull();
  });

  it('refreshes an access token that ran out and sends the same upload once more', async () => {
    let profileCalls = 0;
    mockFetch({
      '/api/photobooth/registered-shops/': jsonResponse([shop()]),
      '/api/photobooth/profile/': () => {
        profileCalls += 1;
        return profileCalls === 1
          ? jsonResponse({ detail: 'Token abgelaufen' }, { status: 401 })
          : jsonResponse({ id: 3, user_type: 'employee' });
      },
      'POST /api/photobooth/token/refresh/': jsonResponse({
        access_token: 'access-new',
        refresh_token: 'refresh-new',
      }),
    });
    const tokens: (string | null)[] = [];
    jest.mocked(sendMultipart).mockImplementation(async (_path, form) => {
      tokens.push(currentAccessToken());
      return tokens.length === 1
        ? { kind: 'answer', status: 401, body: { detail: 'Token abgelaufen' } }
        : stored(form);
    });
    const { user } = await toTransfer();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Grund' }), 'Kleinkind');
    await user.click(screen.getByRole('button', { name: 'Verschlüsseln und senden' }));
    await screen.findByRole('article', { name: 'Ihr biometrisches Passfoto' });

    expect(tokens).toEqual(['access-employee', 'access-new']);
    const [first, second] = jest.mocked(sendMultipart).mock.calls.map(([, form]) => form);
    expect(second!.get('id')).toBe(first!.get('id'));
  });
});
