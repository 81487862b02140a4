import {
  jsonLdText,
  placePath,
  slugify,
  studioIdOf,
  studioJsonLd,
  studioPath,
} from './studio-pages';
import type { PublicStudio } from '../contracts/finder-contract';
import { dayWithNoonBreak } from '../testing/opening-hours-fixture';
import { closedWeek } from './opening-hours';

const studio: PublicStudio = {
  id: 17,
  name: 'Foto Förde & Söhne',
  address: 'Holstenstraße 10',
  zipcode: '24103',
  city: 'Kiel',
  latitude: 54.3222,
  longitude: 10.1339,
  shop_phone: '0431 123456',
  website: 'https://foto-foerde.example',
  opening_hours: {
    ...closedWeek(),
    mon: dayWithNoonBreak,
    fri: [{ opens: '20:00', closes: '24:00' }],
  },
  barrier_free: true,
  path: '/Fotograf/kiel/foto-foerde-soehne-17',
  place_path: '/Passbild/kiel',
};

describe('studio page addresses', () => {
  it('spells slugs in ASCII with German umlauts written out', () => {
    expect(slugify('Foto Förde & Söhne')).toBe('foto-foerde-soehne');
    expect(slugify('Straßburger Café  Élan')).toBe('strassburger-cafe-elan');
    expect(slugify('Frankfurt am Main')).toBe('frankfurt-am-main');
    expect(placePath('Neumünster')).toBe('/Passbild/neumuenster');
  });

  it('ends a studio path with its id, so a renamed studio is still found', () => {
    const before = studioPath({ id: 17, name: 'Foto Förde', city: 'Kiel' });
    const after = studioPath({ id: 17, name: 'Foto Förde & Söhne', city: 'Kiel' });
    expect(before).toBe('/Fotograf/kiel/foto-foerde-17');
    expect(after).toBe('/Fotograf/kiel/foto-foerde-soehne-17');
    expect(studioIdOf('foto-foerde-17')).toBe(17);
    expect(studioIdOf('foto-foerde-soehne-17')).toBe(17);
    expect(studioIdOf('17')).toBe(17);
    expect(studioIdOf('foto-foerde')).toBeNull();
    // The same studio always gets the same path.
    expect(studioPath({ id: 17, name: 'Foto Förde', city: 'Kiel' })).toBe(before);
  });
});

describe('studioJsonLd', () => {
  it('describes a LocalBusiness with address, phone and opening hours, and parses back', () => {
    const data = JSON.parse(jsonLdText(studioJsonLd(studio, 'https://bildbote.example/')));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Foto Förde & Söhne',
      url: 'https://bildbote.example/Fotograf/kiel/foto-foerde-soehne-17',
      telephone: '0431 123456',
      address: { postalCode: '24103', addressLocality: 'Kiel', addressCountry: 'DE' },
    });
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: 'https://schema.org/Monday',
        opens: '09:00',
        closes: '12:30',
      }),
      expect.objectContaining({
        dayOfWeek: 'https://schema.org/Monday',
        opens: '14:00',
        closes: '18:00',
      }),
      expect.objectContaining({
        dayOfWeek: 'https://schema.org/Friday',
        opens: '20:00',
        closes: '23:59',
      }),
    ]);
  });

  it('cannot end its script block early', () => {
    const text = jsonLdText(
      studioJsonLd({ ...studio, name: '</script><script>alert(1)' }, 'https://x'),
    );
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)');
  });
});
