import { screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from 'shared-ui/testing/mock-fetch';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { siteConfigApi } from 'shared-ui/site/site-config-api';
import { SiteFooter } from './site-footer';
import { testSiteConfig } from 'shared-ui/testing/site-config-fixture';

const siteConfig = testSiteConfig();

function hrefsIn(name: string) {
  return within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('SiteFooter', () => {
  it('shows network and legal links', () => {
    mockFetch({ 'GET /api/site/config/': jsonResponse(siteConfig) });
    renderWithProviders(<SiteFooter onOpenCookieSettings={jest.fn()} />);

    expect(hrefsIn('Netzwerk')).toEqual(
      expect.arrayContaining([
        ['Passbild-Finder', '/map'],
        ['Fotografenportal', '/Fotografenportal'],
        ['Behörden', '/behordenbereich-Information'],
        ['Blog', '/blog'],
      ]),
    );
    expect(hrefsIn('Rechtliches')).toEqual([
      ['Impressum', '/impressum'],
      ['Datenschutz', '/datenschutz'],
      ['AGB', '/Pressebereich'],
    ]);
  });

  it('shows contact and company address from the site configuration', async () => {
    const fetchMock = mockFetch({ 'GET /api/site/config/': jsonResponse(siteConfig) });
    renderWithProviders(<SiteFooter onOpenCookieSettings={jest.fn()} />);

    expect(await screen.findByRole('link', { name: 'kontakt@bildbote-test.de' })).toHaveAttribute(
      'href',
      'mailto:kontakt@bildbote-test.de',
    );
    expect(screen.getByRole('link', { name: '+49 431 123456' })).toHaveAttribute(
      'href',
      'tel:+49431123456',
    );
    const address = screen.getByRole('region', { name: 'Anschrift' });
    expect(address).toHaveTextContent('Bildbote Testfirma GmbH');
    expect(address).toHaveTextContent('Holstenstraße 12');
    expect(address).toHaveTextContent('24103 Kiel');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps its links when the configuration cannot be read, without contact and address', async () => {
    mockFetch({ 'GET /api/site/config/': jsonResponse({ detail: 'Fehler' }, { status: 500 }) });
    const { store } = renderWithProviders(<SiteFooter onOpenCookieSettings={jest.fn()} />);

    const request = store.dispatch(siteConfigApi.endpoints.getSiteConfig.initiate());
    expect((await request).isError).toBe(true);
    request.unsubscribe();
    expect(screen.queryByRole('region', { name: 'Anschrift' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Kontakt' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Datenschutz' })).toBeInTheDocument();
  });

  it('reopens the cookie settings', async () => {
    mockFetch({ 'GET /api/site/config/': jsonResponse(siteConfig) });
    const onOpenCookieSettings = jest.fn();
    const { user } = renderWithProviders(
      <SiteFooter onOpenCookieSettings={onOpenCookieSettings} />,
    );
    await user.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    expect(onOpenCookieSettings).toHaveBeenCalledTimes(1);
  });
});
