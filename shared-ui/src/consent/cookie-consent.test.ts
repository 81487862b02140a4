import { allowsAnalytics, parseConsent } from './cookie-consent';

describe('parseConsent', () => {
  it('reads a stored decision', () => {
    expect(
      parseConsent(
        '{"preferences":true,"statistics":false,"marketing":false,"decidedAt":"2025-05-01T10:00:00.000Z"}',
      ),
    ).toEqual({
      preferences: true,
      statistics: false,
      marketing: false,
      decidedAt: '2025-05-01T10:00:00.000Z',
    });
  });

  it('treats missing, broken or incomplete values as no decision', () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent('true')).toBeNull();
    expect(parseConsent('{"preferences":true')).toBeNull();
    expect(parseConsent('{"preferences":true,"statistics":true}')).toBeNull();
  });
});

describe('allowsAnalytics', () => {
  it('needs statistics or marketing', () => {
    const none = { preferences: true, statistics: false, marketing: false };
    expect(allowsAnalytics(null)).toBe(false);
    expect(allowsAnalytics(none)).toBe(false);
    expect(allowsAnalytics({ ...none, statistics: true })).toBe(true);
    expect(allowsAnalytics({ ...none, marketing: true })).toBe(true);
  });
});
