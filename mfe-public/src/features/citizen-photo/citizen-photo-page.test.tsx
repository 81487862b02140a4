import { screen, waitFor, within } from '@testing-library/react';
import {
  base64UrlEncode,
  photoCodeFragment,
  photoProofHeader,
} from 'shared-ui/photo-code/photo-code';
import {
  jsonResponse,
  mockFetch,
  requestsTo,
  type FetchHandler,
} from 'shared-ui/testing/mock-fetch';
import { bytesOf, recordObjectUrls } from 'shared-ui/testing/object-urls';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { sealedPhoto, type SealedPhoto } from 'shared-ui/testing/sealed-photo';
import CitizenPhotoPage from './citizen-photo-page';

const objectUrls = recordObjectUrls();

const retrievals = [{ authority: 'Bürgeramt Kiel', retrieved_at: '2026-12-03T09:15:00.000Z' }];

/** The public photo route of one photo, answering like the server (a wrong proof is a 404). */
function photoRoutes(
  photo: SealedPhoto,
  {
    ciphertext = photo.ciphertext,
    erase = new Response(null, { status: 204 }) as FetchHandler,
  } = {},
): Record<string, FetchHandler> {
  const path = `/api/public/photos/${photo.code.id}/`;
  const withProof =
    (answer: FetchHandler): FetchHandler =>
    (request) =>
      request.headers.get(photoProofHeader) !== photo.proof
        ? jsonResponse({ detail: 'x', code: 'photo-not-found' }, { status: 404 })
        : typeof answer === 'function'
          ? answer(request)
          : answer;
  return {
    [`GET ${path}`]: withProof(() =>
      jsonResponse({
        id: photo.code.id,
        captured_at: '2026-12-01T10:00:00.000Z',
        expires_at: '2027-06-01T10:00:00.000Z',
        status: 'abgerufen',
        studio: { name: 'Foto Schäfer Kiel', address: 'Holstenstraße 1, 24103 Kiel' },
        ciphertext: base64UrlEncode(ciphertext),
        retrievals,
      }),
    ),
    [`DELETE ${path}`]: withProof(erase),
  };
}

function renderPage(fragment: string | null) {
  return renderWithProviders(<CitizenPhotoPage />, {
    route: fragment === null ? '/p' : `/p#${fragment}`,
  });
}

describe('/p, the citizen’s code page', () => {
  it('explains what it is for when opened without a code, and asks nothing', async () => {
    const fetch = mockFetch({});
    renderPage(null);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ihr digitales Passfoto' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Wofür ist diese Seite?' })).toBeVisible();
    expect(screen.getByText(/Er hat Ihr Papier und dieses Gerät nie verlassen/)).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('decrypts the photo on the device and shows validity and who retrieved it', async () => {
    const photo = await sealedPhoto();
    const fetch = mockFetch(photoRoutes(photo));
    renderPage(photoCodeFragment(photo.code));

    const image = await screen.findByRole('img', { name: 'Ihr biometrisches Passfoto' });
    expect(await bytesOf(objectUrls.get(image.getAttribute('src')!)!)).toEqual(photo.jpeg);
    expect(screen.getByText('Gültig bis').nextElementSibling).toHaveTextContent('01.06.2027');
    const list = screen.getByRole('list', { name: 'Abrufe durch Behörden' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'am 3. Dezember 2026 vom Bürgeramt Kiel abgerufen',
    );
    // The key stays on the device: only the id and the proof (a header) reach the server.
    const [request] = requestsTo(fetch, `/api/public/photos/${photo.code.id}/`);
    expect(request!.headers.get(photoProofHeader)).toBe(photo.proof);
    for (const [input, init] of fetch.mock.calls) {
      expect(new Request(input, init).url).not.toContain(photoCodeFragment(photo.code).slice(2));
    }
  });

  it('erases the photo after a confirmation', async () => {
    const photo = await sealedPhoto();
    const fetch = mockFetch(photoRoutes(photo));
    const { user } = renderPage(photoCodeFragment(photo.code));
    await screen.findByRole('img');

    await user.click(screen.getByRole('button', { name: 'Foto jetzt löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Foto endgültig löschen?' });
    expect(requestsTo(fetch, `/api/public/photos/${photo.code.id}/`)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));

    expect(await screen.findByText(/Ihr Foto wurde gelöscht/)).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(objectUrls.size).toBe(0);
    const [, erase] = requestsTo(fetch, `/api/public/photos/${photo.code.id}/`);
    expect(erase!.method).toBe('DELETE');
    expect(erase!.headers.get(photoProofHeader)).toBe(photo.proof);
  });

  it('keeps the photo when the confirmation is cancelled', async () => {
    const photo = await sealedPhoto();
    const fetch = mockFetch(photoRoutes(photo));
    const { user } = renderPage(photoCodeFragment(photo.code));
    await screen.findByRole('img');

    await user.click(screen.getByRole('button', { name: 'Foto jetzt löschen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('img')).toBeVisible();
    expect(requestsTo(fetch, `/api/public/photos/${photo.code.id}/`)).toHaveLength(1);
  });

  it.each([
    ['erased', 410, 'photo-erased', 'Dieses Foto wurde gelöscht.'],
    ['expired', 410, 'photo-expired', 'Dieses Foto ist abgelaufen'],
    ['unknown', 404, 'photo-not-found', 'Zu diesem Code gibt es kein Foto.'],
  ])('says so when the photo is %s', async (_case, status, code, message) => {
    const photo = await sealedPhoto();
    mockFetch({
      [`GET /api/public/photos/${photo.code.id}/`]: jsonResponse({ detail: 'x', code }, { status }),
    });
    renderPage(photoCodeFragment(photo.code));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows nothing of an altered ciphertext (the GCM tag fails)', async () => {
    const photo = await sealedPhoto();
    const altered = photo.ciphertext.slice();
    altered[30]! ^= 0x01;
    mockFetch(photoRoutes(photo, { ciphertext: altered }));
    renderPage(photoCodeFragment(photo.code));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Das Foto lässt sich mit diesem Code nicht entschlüsseln',
    );
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('explains a damaged code without asking the server', async () => {
    const photo = await sealedPhoto();
    const fetch = mockFetch(photoRoutes(photo));
    renderPage(photoCodeFragment(photo.code).slice(0, -5));

    expect(await screen.findByRole('alert')).toHaveTextContent('Der Code ist beschädigt');
    expect(fetch).not.toHaveBeenCalled();
  });
});
