import { screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from 'shared-ui/testing/mock-fetch';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { mockSiteConfig, siteConfig } from '../testing/public-fixtures';
import AgbPage from './agb-page';
import ImprintPage from './imprint-page';
import PrivacyPage from './privacy-page';

const { company } = siteConfig();

describe('legal pages', () => {
  it('Impressum shows the company data from the site configuration', async () => {
    mockSiteConfig();
    renderWithProviders(<ImprintPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    expect(await screen.findByText(company.name)).toBeInTheDocument();
    expect(screen.getByText(/Holstenstraße 12/)).toBeInTheDocument();
    expect(screen.getByText(/24103 Kiel/)).toBeInTheDocument();
    expect(screen.getByText('Geschäftsführung: Erika Musterfrau')).toBeInTheDocument();
    expect(screen.getByText(/Registergericht: Amtsgericht Kiel/)).toBeInTheDocument();
    expect(screen.getByText(/Registernummer: HRB 98765 KI/)).toBeInTheDocument();
    expect(screen.getByText(/DE123456789/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      'mailto:kontakt@bildbote-test.de',
    );
    expect(screen.getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      'tel:+49431123456',
    );
  });

  it('AGB (/Pressebereich) show the terms with the provider and offer AGB.pdf', async () => {
    mockSiteConfig();
    renderWithProviders(<AgbPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen (AGB)' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'AGB als PDF herunterladen' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText(/Bildbote Testfirma GmbH, Holstenstraße 12, 24103 Kiel/).length,
    ).toBe(1);
    expect(
      screen.getByRole('heading', { name: '§ 2 Angebot ausschließlich für Unternehmer' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/0,75 EUR/).length).toBeGreaterThan(0);
  });

  it('Datenschutz shows the controller from the configuration and offers Datenschutz.pdf', async () => {
    mockSiteConfig();
    renderWithProviders(<PrivacyPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Datenschutzerklärung als PDF herunterladen' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(company.name)).length).toBeGreaterThan(0);
    expect(screen.getByText(/Vertreten durch: Erika Musterfrau/)).toBeInTheDocument();
  });

  it('says so and offers a retry when the configuration cannot be loaded', async () => {
    mockFetch({ 'GET /api/site/config/': jsonResponse({ detail: 'Fehler' }, { status: 500 }) });
    const { user } = renderWithProviders(<ImprintPage />);
    expect(
      await screen.findByText(
        'Die Angaben zum Anbieter konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
      ),
    ).toBeInTheDocument();

    mockSiteConfig();
    await user.click(screen.getByRole('button', { name: 'Erneut laden' }));
    expect(await screen.findByText(company.name)).toBeInTheDocument();
  });
});
