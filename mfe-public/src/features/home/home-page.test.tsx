import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { publicApi } from '../site-config/public-api';
import { mockSiteConfig, siteConfig } from '../testing/public-fixtures';
import HomePage from './home-page';

const selectSiteConfig = publicApi.endpoints.getSiteConfig.select();
type SiteConfigState = Parameters<typeof selectSiteConfig>[0];

describe('HomePage', () => {
  let scrollIntoView: jest.Mock;

  beforeEach(() => {
    // jsdom does not lay out pages, so it has no scrollIntoView; record the calls instead.
    scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('has one h1 and a hero image with alt text and size', async () => {
    mockSiteConfig();
    renderWithProviders(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const hero = screen.getByRole('img', { name: /Passbild/ });
    expect(hero).toHaveAttribute('width', '560');
    expect(hero).toHaveAttribute('height', '420');
    await screen.findByText('Dieser Bereich ist vorübergehend nicht verfügbar.');
  });

  it('scrolls smoothly to the finder section with both hero buttons', async () => {
    mockSiteConfig();
    const { user } = renderWithProviders(<HomePage />);
    const finder = document.getElementById('map');
    expect(finder).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Fotografen finden' }));
    await user.click(screen.getByRole('button', { name: 'Zur Fotografensuche' }));

    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    for (const call of scrollIntoView.mock.contexts) expect(call).toBe(finder);
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

  it('shows the finder slot inside #map, with the area notice when no remote loader is there', async () => {
    mockSiteConfig();
    renderWithProviders(<HomePage />);
    const finder = document.getElementById('map') as HTMLElement;
    expect(
      await within(finder).findByText('Dieser Bereich ist vorübergehend nicht verfügbar.'),
    ).toBeInTheDocument();
    // The rest of the page stays usable.
    expect(
      screen.getByRole('heading', { name: 'In sechs Schritten zum digitalen Passbild' }),
    ).toBeInTheDocument();
  });

  it('lists the six steps in order', async () => {
    mockSiteConfig();
    renderWithProviders(<HomePage />);
    const section = screen.getByRole('heading', {
      name: 'In sechs Schritten zum digitalen Passbild',
    }).parentElement as HTMLElement;
    const steps = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(steps).toEqual([
      'Fotografensuche',
      'Aufnahme',
      'Datenprüfung',
      'QR-Code-Erstellung',
      'Zugriff durch die Behörde',
      'Sichere Übertragung',
    ]);
    await screen.findByText('Dieser Bereich ist vorübergehend nicht verfügbar.');
  });

  it('shows the configured video with poster, controls and no autoplay', async () => {
    mockSiteConfig(
      siteConfig({
        homeVideoUrl: 'https://static.example.de/bildbote.webm',
        homeVideoPosterUrl: 'https://static.example.de/poster.jpg',
      }),
    );
    renderWithProviders(<HomePage />);
    await screen.findByRole('heading', { name: 'So funktioniert Bildbote' });
    const video = document.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', 'https://static.example.de/poster.jpg');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video.autoplay).toBe(false);
    expect(video.querySelector('source')).toHaveAttribute(
      'src',
      'https://static.example.de/bildbote.webm',
    );
  });

  it('shows no video when none is configured', async () => {
    mockSiteConfig();
    const { store } = renderWithProviders(<HomePage />);
    await waitFor(() =>
      expect(selectSiteConfig(store.getState() as SiteConfigState).isSuccess).toBe(true),
    );
    expect(document.querySelector('video')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'So funktioniert Bildbote' })).toBeNull();
  });
});
