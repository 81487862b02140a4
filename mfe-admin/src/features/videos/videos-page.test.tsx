import { screen } from '@testing-library/react';
import type { PublicSiteConfig } from 'shared-ui/site/site-config';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { jsonResponse, mockFetch } from 'shared-ui/testing/mock-fetch';
import { signedInAs } from '../testing/admin-fixtures';
import VideosPage from './videos-page';
import { testSiteConfig } from 'shared-ui/testing/site-config-fixture';

const baseConfig = testSiteConfig();

function renderVideos(config: PublicSiteConfig) {
  mockFetch({ 'GET /api/site/config/': jsonResponse(config) });
  return renderWithProviders(<VideosPage />, { route: '/videos', ...signedInAs('owner') });
}

describe('/videos', () => {
  it('opens each configured tutorial in a new tab', async () => {
    renderVideos({
      ...baseConfig,
      tutorialVideos: {
        Profilverwaltung: 'https://videos.bildbote.example/profil.mp4',
        Mitarbeiterverwaltung: 'https://videos.bildbote.example/mitarbeitende.mp4',
        'Software installieren': 'https://videos.bildbote.example/software.mp4',
        Studioverwaltung: 'https://videos.bildbote.example/studios.mp4',
        Registrierung: '/media/registrierung.mp4',
        'E-ID-Verifizierung': 'https://videos.bildbote.example/eid.mp4',
      },
    });

    const links = await screen.findAllByRole('link', { name: /öffnet in einem neuen Tab/ });
    expect(
      links.map((link) => link.textContent?.replace(' (öffnet in einem neuen Tab)', '')),
    ).toEqual([
      'Profilverwaltung',
      'Mitarbeiterverwaltung',
      'Software installieren',
      'Studioverwaltung',
      'Registrierung',
      'E-ID-Verifizierung',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(links[0]).toHaveAttribute('href', 'https://videos.bildbote.example/profil.mp4');
    expect(links[4]).toHaveAttribute('href', '/media/registrierung.mp4');
  });

  it('disables a tutorial without an address and says why', async () => {
    renderVideos({
      ...baseConfig,
      tutorialVideos: {
        Profilverwaltung: 'https://videos.bildbote.example/profil.mp4',
        Registrierung: null,
        Studioverwaltung: 'javascript:alert(1)',
      },
    });

    await screen.findByRole('link', { name: /Profilverwaltung/ });
    for (const name of [
      'Mitarbeiterverwaltung',
      'Software installieren',
      'Studioverwaltung',
      'Registrierung',
      'E-ID-Verifizierung',
    ]) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Dieses Video ist noch nicht verfügbar.');
    }
  });

  it('disables all six when the server has no video configuration', async () => {
    renderVideos(baseConfig);
    expect(await screen.findAllByRole('button', { name: /./ })).toHaveLength(6);
    expect(screen.queryByRole('link', { name: /neuen Tab/ })).not.toBeInTheDocument();
  });

  it('reports a configuration that cannot be loaded', async () => {
    mockFetch({ 'GET /api/site/config/': jsonResponse({}, { status: 500 }) });
    renderWithProviders(<VideosPage />, { route: '/videos', ...signedInAs('owner') });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Videos konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
    );
  });
});
