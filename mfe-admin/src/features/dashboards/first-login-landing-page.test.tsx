import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { jsonResponse, mockFetch, requestsTo } from 'shared-ui/testing/mock-fetch';
import { signedInAs } from '../testing/admin-fixtures';
import { checklists } from './checklist-fixtures';
import SoftwareDownloadRoute from './first-login-landing-page';
import OwnerDashboardPage from './owner-dashboard-page';

/**
 * The download route with the dashboard beside it. React Router matches regardless of case, as
 * in the composed site: both spellings reach the same route.
 */
function renderLanding(route = '/software-download') {
  return renderWithProviders(
    <Routes>
      <Route path="/Software-Download" element={<SoftwareDownloadRoute />} />
      <Route path="/Verwaltungsbereich" element={<OwnerDashboardPage />} />
    </Routes>,
    { route, ...signedInAs('owner') },
  );
}

describe('/software-download after the first sign-in', () => {
  it('lands on the dashboard with its next steps while the licence is refused', async () => {
    mockFetch({ 'GET /api/photobooth/checklist/': jsonResponse(checklists.freshOwner) });
    const { location } = renderLanding();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verwaltungsbereich' }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/Verwaltungsbereich');
    expect(screen.getByText(/Ihre Registrierung war erfolgreich!/)).toHaveTextContent(
      'sobald ein Standort geprüft und freigegeben ist',
    );
    expect(
      await screen.findByRole('region', { name: 'Einrichtung Ihres Zugangs' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Für Windows herunterladen' })).toBeNull();
  });

  it('shows the software download once the licence is available', async () => {
    mockFetch({ 'GET /api/photobooth/checklist/': jsonResponse(checklists.finishedOwner) });
    const { location } = renderLanding();

    expect(
      await screen.findByRole('button', { name: 'Für Windows herunterladen' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ihre Registrierung war erfolgreich!')).toBeInTheDocument();
    expect(location().pathname).toBe('/software-download');
  });

  it('leaves the tiles’ /Software-Download as it is, without asking for the checklist', async () => {
    const fetchMock = mockFetch({
      'GET /api/photobooth/checklist/': jsonResponse(checklists.freshOwner),
    });
    const { location } = renderLanding('/Software-Download');

    expect(
      await screen.findByRole('button', { name: 'Für Windows herunterladen' }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/Software-Download');
    expect(requestsTo(fetchMock, '/api/photobooth/checklist/')).toHaveLength(0);
  });
});
