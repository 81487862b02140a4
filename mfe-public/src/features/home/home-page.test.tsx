import { act, screen, waitFor, within } from '@testing-library/react';
import { setRemoteModuleLoader } from 'shared-ui/remotes/remote-module-loader';
import { siteConfigApi } from 'shared-ui/site/site-config-api';
import { recordConsoleErrors } from 'shared-ui/testing/console-errors';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { mockSiteConfig, siteConfig } from '../testing/public-fixtures';
import HomePage from './home-page';

const selectSiteConfig = siteConfigApi.endpoints.getSiteConfig.select();
type SiteConfigState = Parameters<typeof selectSiteConfig>[0];

const finderShown = 'Fotografensuche geladen';
/** Set by the test about a failing finder: the finder remote's section then throws. */
let finderFails = false;

/** Stands in for mfe_finder/FinderSection, which the shell's loader brings in the browser. */
function FinderSection() {
  if (finderFails) throw new Error('Fotografensuche defekt');
  return <p>{finderShown}</p>;
}

describe('HomePage', () => {
  let scrollIntoView: jest.Mock;

  beforeEach(() => {
    // jsdom does not lay out pages, so it has no scrollIntoView; record the calls instead.
    scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    finderFails = false;
    setRemoteModuleLoader(async () => ({ default: FinderSection }));
  });
  afterEach(() => {
    setRemoteModuleLoader(null);
    jest.restoreAllMocks();
  });

  it('has one h1 and a hero image with alt text and size', async () => {
    mockSiteConfig();
    renderWithProviders(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const hero = screen.getByRole('img', { name: /Passbild/ });
    expect(hero).toHaveAttribute('width', '560');
    expect(hero).toHaveAttribute('height', '420');
    await screen.findByText(finderShown);
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

  it('goes to the finder and loads it when the address is /#map', async () => {
    mockSiteConfig();
    renderWithProviders(<HomePage />, { route: '/#map' });
    const finder = document.getElementById('map') as HTMLElement;
    expect(scrollIntoView.mock.contexts).toEqual([finder]);
    expect(finder).toHaveFocus();
    expect(await within(finder).findByText(finderShown)).toBeInTheDocument();
  });

  it('stays at the top without #map in the address', async () => {
    mockSiteConfig();
    renderWithProviders(<HomePage />);
    await screen.findByText(finderShown);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('jumps without animation and still focuses the finder when reduced motion is asked for', async () => {
    mockSiteConfig();
    window.matchMedia = jest.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    })) as unknown as typeof window.matchMedia;
    const { user } = renderWithProviders(<HomePage />);

    await user.click(screen.getByRole('button', { name: 'Fotografen finden' }));

    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'auto' }));
    expect(document.getElementById('map')).toHaveFocus();
    delete (window as Partial<Window>).matchMedia;
  });

  describe('with IntersectionObserver', () => {
    let reportIntersection: (isIntersecting: boolean) => void;

    beforeEach(() => {
      reportIntersection = () => {
        throw new Error('Es wird kein Element beobachtet.');
      };
      window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
        const observer = {
          observe: jest.fn(() => {
            reportIntersection = (isIntersecting) =>
              callback([{ isIntersecting } as IntersectionObserverEntry], observer);
          }),
          disconnect: jest.fn(),
        } as unknown as IntersectionObserver;
        return observer;
      }) as unknown as typeof IntersectionObserver;
    });
    afterEach(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });

    const finderLoadAttempt = () =>
      within(document.getElementById('map') as HTMLElement).queryByText(finderShown);

    it('loads the finder remote only when the section comes near the viewport', async () => {
      mockSiteConfig();
      renderWithProviders(<HomePage />);
      await screen.findByRole('heading', { name: 'Fazit' });
      act(() => reportIntersection(false));
      expect(finderLoadAttempt()).toBeNull();

      act(() => reportIntersection(true));

      await waitFor(() => expect(finderLoadAttempt()).toBeInTheDocument());
    });

    it('loads the finder remote at once when a hero button asks for it', async () => {
      mockSiteConfig();
      const { user } = renderWithProviders(<HomePage />);
      expect(finderLoadAttempt()).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Zur Fotografensuche' }));

      await waitFor(() => expect(finderLoadAttempt()).toBeInTheDocument());
      expect(document.getElementById('map')).toHaveFocus();
    });
  });

  it('shows the finder slot inside #map, with the area notice when the finder fails', async () => {
    finderFails = true;
    const errors = recordConsoleErrors();
    mockSiteConfig();
    renderWithProviders(<HomePage />);
    const finder = document.getElementById('map') as HTMLElement;
    expect(
      await within(finder).findByText('Dieser Bereich ist vorübergehend nicht verfügbar.'),
    ).toBeInTheDocument();
    errors.expectOnly('Fotografensuche defekt');
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
    await screen.findByText(finderShown);
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
    expect(video.querySelector('track')).toBeNull();
  });

  it('offers the configured German captions with the video', async () => {
    mockSiteConfig(
      siteConfig({
        homeVideoUrl: '/media/startseite.webm',
        homeVideoCaptionsUrl: '/media/startseite.de.vtt',
      }),
    );
    renderWithProviders(<HomePage />);
    await screen.findByRole('heading', { name: 'So funktioniert Bildbote' });
    const track = document.querySelector('video track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/media/startseite.de.vtt');
    expect(track).toHaveAttribute('srclang', 'de');
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
