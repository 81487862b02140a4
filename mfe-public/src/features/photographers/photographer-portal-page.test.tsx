import { screen, waitFor } from '@testing-library/react';
import { renderTextDocumentPdf } from 'shared-ui/legal/legal-pdf';
import { extractPdfText } from 'shared-ui/legal/pdf-text';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { mockSiteConfig, siteConfig } from '../testing/public-fixtures';
import PhotographerPortalPage from './photographer-portal-page';
import { userManualDocument } from './user-manual';

describe('PhotographerPortalPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('states the prices and terms of the spec', async () => {
    mockSiteConfig();
    renderWithProviders(<PhotographerPortalPage />);
    expect(screen.getByText('0,00 EUR')).toBeInTheDocument();
    expect(screen.getByText('0,99 EUR')).toBeInTheDocument();
    expect(screen.getByText('einmalig pro Mitarbeiteridentifikation')).toBeInTheDocument();
    expect(screen.getByText('0,75 EUR')).toBeInTheDocument();
    expect(screen.getByText('pro erfolgreicher Übertragung')).toBeInTheDocument();
    expect(screen.getByText('Abrechnung monatlich per SEPA-Lastschrift')).toBeInTheDocument();
    expect(
      screen.getByText('Keine Grundgebühr, keine Vertragsbindung, kein Prepaid-Guthaben'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Chipkartenlesegerät benötigt/)).toBeInTheDocument();
    expect(screen.getByText(/ausschließlich an Unternehmer/)).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Kontakt' });
  });

  it('links to /Registrierung and shows the contact data from the configuration', async () => {
    mockSiteConfig();
    renderWithProviders(<PhotographerPortalPage />);
    for (const link of screen.getAllByRole('link', { name: 'Jetzt registrieren' })) {
      expect(link).toHaveAttribute('href', '/Registrierung');
    }
    expect(await screen.findByRole('link', { name: 'kontakt@bildbote-test.de' })).toHaveAttribute(
      'href',
      'mailto:kontakt@bildbote-test.de',
    );
    expect(screen.getByRole('link', { name: '+49 431 123456' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Video zur Registrierung ansehen' })).toBeNull();
  });

  it('links the registration video only when it is configured', async () => {
    mockSiteConfig(
      siteConfig({ tutorialVideos: { Registrierung: 'https://static.example.de/reg.webm' } }),
    );
    renderWithProviders(<PhotographerPortalPage />);
    expect(
      await screen.findByRole('link', { name: 'Video zur Registrierung ansehen' }),
    ).toHaveAttribute('href', 'https://static.example.de/reg.webm');
  });

  it('downloads the user manual as Benutzerhandbuch.pdf', async () => {
    mockSiteConfig();
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:benutzerhandbuch';
    });
    URL.revokeObjectURL = jest.fn();
    const downloads: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    const { user } = renderWithProviders(<PhotographerPortalPage />);

    await user.click(
      await screen.findByRole('button', { name: 'Benutzerhandbuch als PDF herunterladen' }),
    );

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(downloads).toEqual(['Benutzerhandbuch.pdf']);
    expect(blobs[0]?.type).toBe('application/pdf');
  });

  it('the manual PDF contains the current terms and the contact data', async () => {
    const { company } = siteConfig();
    const text = extractPdfText(await renderTextDocumentPdf(userManualDocument(company)));
    expect(text).toContain('Benutzerhandbuch');
    expect(text).toContain('0,75 EUR');
    expect(text).toContain('0,99 EUR');
    expect(text).toContain(company.email);
  });
});
