import { createTestConfig } from '../testing/test-config';
import { movableClock } from '../../resources/accounts/testing/identity-test-kit';
import { createSignedLinks, withSignedQuery } from './signed-links';

const config = createTestConfig();

describe('signed links', () => {
  it('accept their own signature until the expiry, not after', () => {
    const clock = movableClock();
    const links = createSignedLinks(config, clock);
    const signed = links.sign('software:WINDOWS:setup.exe', 10 * 60_000);

    expect(signed.expiresAt.getTime() - clock().getTime()).toBe(10 * 60_000);
    expect(links.check('software:WINDOWS:setup.exe', signed)).toBe('valid');
    clock.advance(10 * 60_000 - 1000);
    expect(links.check('software:WINDOWS:setup.exe', signed)).toBe('valid');
    clock.advance(1000);
    expect(links.check('software:WINDOWS:setup.exe', signed)).toBe('expired');
  });

  it('refuse another resource, a later expiry, an altered or missing signature', () => {
    const links = createSignedLinks(config, movableClock());
    const signed = links.sign('certificate:1:a.pdf', 60_000);

    expect(links.check('certificate:2:a.pdf', signed)).toBe('invalid');
    expect(
      links.check('certificate:1:a.pdf', {
        ...signed,
        expires: String(Number(signed.expires) + 3600),
      }),
    ).toBe('invalid');
    expect(
      links.check('certificate:1:a.pdf', {
        ...signed,
        signature: `${signed.signature.slice(0, -2)}xx`,
      }),
    ).toBe('invalid');
    expect(links.check('certificate:1:a.pdf', { expires: signed.expires })).toBe('invalid');
    expect(
      links.check('certificate:1:a.pdf', { expires: 'morgen', signature: signed.signature }),
    ).toBe('invalid');
  });

  it('depend on the server secret', () => {
    const clock = movableClock();
    const signed = createSignedLinks(config, clock).sign('software:MAC:app.dmg', 60_000);
    const otherServer = createSignedLinks(
      createTestConfig({ JWT_SECRET: 'another-secret-that-is-long-enough-too' }),
      clock,
    );

    expect(otherServer.check('software:MAC:app.dmg', signed)).toBe('invalid');
  });

  it('put expiry and signature into the query', () => {
    expect(withSignedQuery('/api/x/', { expires: '100', signature: 'a-b_c' })).toBe(
      '/api/x/?expires=100&signature=a-b_c',
    );
  });
});
