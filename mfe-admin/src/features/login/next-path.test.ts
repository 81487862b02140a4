import { loginPathFor, nextPathOf, safeNextPath } from './next-path';

describe('the page to return to after login (?next=)', () => {
  it.each([
    ['/Profilverwaltung', '/Profilverwaltung'],
    ['/Geschäftsstandorte?suche=Kiel#liste', '/Gesch%C3%A4ftsstandorte?suche=Kiel#liste'],
    ['/Betrieb/unternehmen/7', '/Betrieb/unternehmen/7'],
  ])('accepts the path of this site %s', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/Verwaltungsbereich',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    'Verwaltungsbereich',
    '/%0d%0a//evil.example'.replace('%0d%0a', '\r\n'),
    '/login',
    '/login?next=/login',
    '',
  ])('refuses %j', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it('reads only a safe next from the query string of /login', () => {
    expect(nextPathOf('?next=%2FProfilverwaltung')).toBe('/Profilverwaltung');
    expect(nextPathOf('?next=%2F%2Fevil.example')).toBeNull();
    expect(nextPathOf('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(nextPathOf('')).toBeNull();
  });

  it('builds /login?next=… for a page, and plain /login for anything else', () => {
    expect(loginPathFor('/Profilverwaltung?x=1')).toBe('/login?next=%2FProfilverwaltung%3Fx%3D1');
    expect(loginPathFor('//evil.example')).toBe('/login');
  });
});
