import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Tile } from './tile';

describe('Tile', () => {
  it('links to its area', async () => {
    const { user, location } = renderWithProviders(
      <Tile to="/Profilverwaltung" title="Profilverwaltung" />,
    );
    await user.click(screen.getByRole('link', { name: /Profilverwaltung/ }));
    expect(location().pathname).toBe('/Profilverwaltung');
  });

  it('is no link when disabled and shows the reason', () => {
    renderWithProviders(
      <Tile
        to="/Mitarbeitende"
        title="Mitarbeitende einladen"
        disabled
        disabledReason="Nur für berechtigte Nutzer zugänglich."
      />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Mitarbeitende einladen').parentElement).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByText('Nur für berechtigte Nutzer zugänglich.')).toBeVisible();
  });
});
