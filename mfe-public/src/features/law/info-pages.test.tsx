import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import AuthoritiesPage from '../authorities/authorities-page';
import HelpPage from '../help/help-page';
import { mockSiteConfig } from '../testing/public-fixtures';
import PhotoRequirementsPage from '../tips/photo-requirements-page';
import DigitisationPage from '../digitisation/digitisation-page';
import { illustrationCredit } from '../page/illustration-figure';
import LawChangePage from './law-change-page';

describe('information pages', () => {
  it('the law change page states the facts of the spec', () => {
    renderWithProviders(<LawChangePage />);
    expect(screen.getByText('Pflicht seit dem 1. Mai 2025')).toBeInTheDocument();
    expect(
      screen.getByText('Selbst erstellte Fotos und Ausdrucke werden nicht mehr angenommen'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Nur professionelle Fotostudios erstellen Passbilder'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Sie erhalten einen gedruckten QR-Code – er wird nicht digital verschickt'),
    ).toBeInTheDocument();
    expect(screen.getByText(/6 Monate gültig, danach automatische Löschung/)).toBeInTheDocument();
    expect(screen.getByText(/nur etwa 4 Tage und nur für einen Antrag/)).toBeInTheDocument();
  });

  it('the law change FAQ opens an answer (native details/summary)', async () => {
    const { user } = renderWithProviders(<LawChangePage />);
    const question = screen.getByText('Wie lange ist mein Passbild gültig?');
    const entry = question.closest('details') as HTMLDetailsElement;
    expect(entry.open).toBe(false);
    await user.click(question);
    expect(entry.open).toBe(true);
    expect(screen.getByText(/6 Monate ab dem Aufnahmedatum gültig/)).toBeVisible();
  });

  it('the e-passport photo page shows the way of the photo as a credited illustration', () => {
    renderWithProviders(<DigitisationPage />);
    const illustration = screen.getByRole('img', { name: /Der Weg des E-Passfotos/ });
    expect(illustration.closest('figure')).toHaveTextContent(illustrationCredit);
  });

  it.each([
    ['/Hilfe-Antworten', HelpPage, /Eine Frage und ihre Antwort/],
    ['/gesetzesaenderung-Epassfoto', LawChangePage, /seit dem 1\. Mai 2025 bringen Sie/],
    [
      '/behordenbereich-Information',
      AuthoritiesPage,
      /Handscanner liest den ausgedruckten QR-Code/,
    ],
  ])('%s shows a credited illustration', (_path, Page, name) => {
    renderWithProviders(<Page />);
    const illustration = screen.getByRole('img', { name });
    expect(illustration.closest('figure')).toHaveTextContent(illustrationCredit);
  });

  it('the requirements page states format and eye height', () => {
    renderWithProviders(<PhotoRequirementsPage />);
    expect(screen.getByText(/35 x 45 mm/)).toBeInTheDocument();
    expect(
      screen.getByText('Die Augen liegen 11 bis 15 mm über dem unteren Bildrand.'),
    ).toBeInTheDocument();
  });

  it('the authorities page shows the contact from the configuration and the registration link', async () => {
    mockSiteConfig();
    renderWithProviders(<AuthoritiesPage />);
    expect(screen.getByRole('link', { name: 'Zur Registrierung' })).toHaveAttribute(
      'href',
      '/Registrierung',
    );
    expect(
      await screen.findByRole('link', { name: 'kontakt@bildbote-test.de' }),
    ).toBeInTheDocument();
  });
});
