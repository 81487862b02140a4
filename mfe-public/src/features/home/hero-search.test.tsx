import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { HeroSearch } from './hero-search';

type Geolocate = Geolocation['getCurrentPosition'];

function mockGeolocation(getCurrentPosition: Geolocate) {
  const geolocation = { getCurrentPosition: jest.fn(getCurrentPosition) };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return geolocation;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('HeroSearch', () => {
  it('leads to the finder with the postcode in the URL and asks it to focus the results', async () => {
    const { user, location } = renderWithProviders(<HeroSearch />);
    await user.type(screen.getByLabelText('Postleitzahl oder Ort'), '24103');
    await user.click(screen.getByRole('button', { name: 'Studios suchen' }));
    expect(location().pathname).toBe('/map');
    expect(location().search).toBe('?q=24103&r=10');
    expect(location().state).toEqual({ focusResults: true });
  });

  it('asks for a postcode or place when the field is empty', async () => {
    const { user, location } = renderWithProviders(<HeroSearch />);
    await user.click(screen.getByRole('button', { name: 'Studios suchen' }));
    expect(screen.getByText('Bitte geben Sie Postleitzahl oder Ort ein.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(location().pathname).toBe('/');
  });

  it('searches around the granted position', async () => {
    mockGeolocation((success) =>
      success({
        coords: { latitude: 54.3222, longitude: 10.1339, accuracy: 30 },
        timestamp: Date.now(),
      } as GeolocationPosition),
    );
    const { user, location } = renderWithProviders(<HeroSearch />);
    await user.click(screen.getByRole('button', { name: 'Meinen Standort verwenden' }));
    // The position arrives in a callback after the click: the navigation follows it.
    await waitFor(() => expect(location().pathname).toBe('/map'));
    expect(location().search).toBe('?lat=54.322&lng=10.134&r=10');
    expect(location().state).toEqual({ focusResults: true });
  });

  it('says in German, politely, that the position was refused, and stays', async () => {
    mockGeolocation((_success, error) =>
      error?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    const { user, location } = renderWithProviders(<HeroSearch />);
    await user.click(screen.getByRole('button', { name: 'Meinen Standort verwenden' }));
    const message = await screen.findByText(
      'Ihr Standort ist nicht freigegeben. Bitte geben Sie Postleitzahl oder Ort ein.',
    );
    expect(message).toHaveAttribute('aria-live', 'polite');
    expect(location().pathname).toBe('/');
  });
});
