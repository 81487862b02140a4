import { websiteHref } from './website';

describe('websiteHref', () => {
  it('links http(s) addresses, with or without scheme', () => {
    expect(websiteHref('https://studio.example/')).toBe('https://studio.example/');
    expect(websiteHref('www.studio.example')).toBe('https://www.studio.example/');
    expect(websiteHref('studio.example:8080/kontakt')).toBe('https://studio.example:8080/kontakt');
  });

  it('does not link empty or other schemes', () => {
    expect(websiteHref('')).toBeNull();
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('mailto:info@studio.example')).toBeNull();
  });
});
