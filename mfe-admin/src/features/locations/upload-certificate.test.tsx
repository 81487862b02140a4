import { screen, waitFor, within } from '@testing-library/react';
import type { UserType } from 'shared-ui/session/session-slice';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import {
  jsonResponse,
  mockFetch,
  requestsTo,
  type FetchHandler,
} from 'shared-ui/testing/mock-fetch';
import { sentFormData, shop, signedInAs } from '../testing/admin-fixtures';
import LocationsPage from './locations-page';

const uploadPath = '/api/photobooth/registered-shops/2/certificate/';
const uploaded =
  'Der Gewerbenachweis wurde hochgeladen. Der Standort wird jetzt geprüft; Sie erhalten eine E-Mail, sobald er freigegeben ist.';

const withoutProof = shop({
  id: 2,
  name: 'Passbild Atelier',
  review_status: 'pending',
  certificate_file: null,
});
const shops = [
  shop(),
  withoutProof,
  shop({ id: 3, name: 'Studio Nord', review_status: 'rejected', certificate_file: null }),
];

function mockLocations(upload?: FetchHandler) {
  return mockFetch({
    'GET /api/photobooth/registered-shops/': jsonResponse(shops),
    [`POST ${uploadPath}`]:
      upload ??
      jsonResponse({
        ...withoutProof,
        detail: uploaded,
        certificate_file: `${uploadPath}?expires=1&signature=x`,
      }),
  });
}

function renderLocations(userType: UserType = 'owner') {
  return renderWithProviders(<LocationsPage />, {
    route: '/Geschäftsstandorte',
    ...signedInAs(userType),
  });
}

const dialog = () => screen.getByRole('dialog', { name: 'Gewerbenachweis hochladen' });
const proofInput = () => within(dialog()).getByLabelText('Gewerbenachweis (PDF)');
const pdf = () => new File(['%PDF-1.4\n%später\n'], 'nachweis.pdf', { type: 'application/pdf' });

async function openUpload(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(
    await screen.findByRole('button', { name: 'Gewerbenachweis hochladen: Passbild Atelier' }),
  );
  return dialog();
}

describe('/Geschäftsstandorte, a trade proof uploaded later', () => {
  it('offers the upload to the owner only for studios without a proof that are not rejected', async () => {
    mockLocations();
    renderLocations();

    const list = await screen.findByRole('list', { name: 'Ihre Standorte' });
    const buttons = within(list).getAllByRole('button', {
      name: /^Gewerbenachweis hochladen: /,
    });
    expect(buttons).toHaveLength(1);
    const card = buttons[0]!.closest('article')!;
    expect(within(card).getByRole('heading')).toHaveTextContent('Passbild Atelier');
    expect(card).toHaveTextContent('Ohne Gewerbenachweis kann der Standort nicht geprüft werden.');
  });

  it.each(['manager', 'employee'] as const)('offers no upload to a %s', async (userType) => {
    mockLocations();
    renderLocations(userType);
    await screen.findByRole('list', { name: 'Ihre Standorte' });
    expect(screen.queryByRole('button', { name: /hochladen$/ })).not.toBeInTheDocument();
  });

  it('sends the PDF as certificate_file, shows the server message and reloads the list', async () => {
    const fetch = mockLocations();
    const { user } = renderLocations();
    await openUpload(user);
    await user.upload(proofInput(), pdf());

    await user.click(within(dialog()).getByRole('button', { name: 'Hochladen' }));

    expect(await screen.findByRole('status')).toHaveTextContent(uploaded);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [request] = requestsTo(fetch, uploadPath);
    const file = sentFormData(request).get('certificate_file') as File;
    expect(file.name).toBe('nachweis.pdf');
    await waitFor(() =>
      expect(requestsTo(fetch, '/api/photobooth/registered-shops/', 'GET')).toHaveLength(2),
    );
  });

  it('asks for the file and refuses one that only claims to be a PDF, sending nothing', async () => {
    const fetch = mockLocations();
    const { user } = renderLocations();
    await openUpload(user);

    await user.click(within(dialog()).getByRole('button', { name: 'Hochladen' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Bitte wählen Sie den Gewerbenachweis als PDF-Datei aus.',
    );

    await user.upload(
      proofInput(),
      new File(['Hallo'], 'nachweis.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Hochladen' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Nur PDF-Dateien werden akzeptiert.',
    );
    expect(requestsTo(fetch, uploadPath)).toHaveLength(0);
  });

  it("shows the server's German refusal in the dialog", async () => {
    mockLocations(
      jsonResponse(
        {
          detail: 'Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.',
          certificate_file: ['Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.'],
        },
        { status: 400 },
      ),
    );
    const { user } = renderLocations();
    await openUpload(user);
    await user.upload(proofInput(), pdf());
    await user.click(within(dialog()).getByRole('button', { name: 'Hochladen' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Der Gewerbenachweis konnte nicht hochgeladen werden. Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.',
    );
  });
});
