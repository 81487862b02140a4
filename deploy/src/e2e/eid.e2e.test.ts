import type { BrowserContextOptions, Page } from 'playwright-core';
import { eidMessages, mismatchMessage } from 'api/src/resources/eid/eid-messages';
import {
  rejectionDescription,
  testProviderNotice,
} from 'api/src/resources/eid-test-provider/provider-pages';
import type { TestIdentity } from 'api/src/resources/eid-test-provider/test-identity';
import {
  answerAtTestProvider,
  fetchSender,
} from 'api/src/resources/eid-test-provider/testing/test-provider-driver';
import { ownerPayload, staffPayload } from 'api/src/resources/accounts/testing/identity-test-kit';
import { describeInBrowser, siteStartTimeoutMs, useBrowserSite } from './browser-suite';
import { iphone } from './chromium';
import { signedIn } from './journeys/visit';
import { mailText } from './mail-catcher';

jest.setTimeout(120_000);

/** Texts of the pages under test, as the spec and mfe-admin word them. */
const texts = {
  start: 'eID-Verifizierung starten',
  desktopHeading: 'Am Computer identifizieren',
  mobileHeading: 'Mit dem Smartphone identifizieren',
  verified: 'Ihre eID-Verifizierung war erfolgreich',
  authenticationFailed: 'Anmeldung beim eID-Anbieter fehlgeschlagen',
  toDashboard: 'Zurück zur Übersicht',
  otherHostTitle: 'eID-Verifizierung unter dieser Adresse nicht möglich',
  submitIdentity: 'Identität übermitteln',
  reject: 'Ablehnen',
};

const password = 'Passwort1!';

interface Employee {
  email: string;
  identity: TestIdentity;
}

describeInBrowser('eID identification in Chromium', () => {
  const suite = useBrowserSite();
  let owner: { accessToken: string };
  let people = 0;

  async function api(path: string, body: unknown, token?: string) {
    const response = await fetch(`${suite.site.baseUrl}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  }

  /** The first match of `pattern` in the newest mail to `email` that has one. */
  async function mailed(email: string, pattern: RegExp): Promise<string> {
    const mail = await suite.site.mail.waitForMail(email, pattern);
    const found = pattern.exec(mailText(mail))?.[1];
    if (!found) throw new Error(`Keine passende Mail an ${email}`);
    return found;
  }

  /** Registers with the mailed code like a person would. */
  async function registerAndVerify(payload: { user: { email: string } }) {
    await api('/photobooth/register/', payload);
    // The code stands on a line of its own in the mail's text part.
    const otp = await mailed(payload.user.email, /^(\d{6})\r?$/m);
    await api('/photobooth/verify-otp/', { email: payload.user.email, otp });
  }

  /** An employee invited by the owner, registered through the invitation's owner_code. */
  async function invitedEmployee(): Promise<Employee> {
    people += 1;
    const email = `mitarbeiterin${people}@foto-eid.example`;
    await api(
      '/photobooth/invite-employee/',
      { email, user_type: 'employee', role: 'restricted' },
      owner.accessToken,
    );
    const link = await mailed(email, /(https?:\/\/\S+\/Registrierung\?\S+)/);
    const payload = staffPayload(email, new URL(link).searchParams.get('owner_code') ?? '');
    await registerAndVerify(payload);
    return {
      email,
      identity: {
        given_name: payload.user.first_name,
        family_name: payload.user.last_name,
        birthdate: payload.date_of_birth,
      },
    };
  }

  async function signedInPage(
    employee: Employee,
    options: BrowserContextOptions = {},
    baseUrl = suite.site.baseUrl,
  ): Promise<Page> {
    const account = { email: employee.email, password };
    return signedIn(suite.browser, baseUrl, account, '/Verwaltungsbreich', options);
  }

  async function eidPage(employee: Employee, options: BrowserContextOptions = {}): Promise<Page> {
    const page = await signedInPage(employee, options);
    await page.goto(`${suite.site.baseUrl}/EidVerifizierung`);
    await page.getByRole('heading', { name: 'eID-Verifizierung', level: 1 }).waitFor();
    return page;
  }

  /** The tester's part at the local provider, in whatever page shows it. */
  async function answerAtProvider(provider: Page, choice: TestIdentity | 'reject') {
    await provider.getByText(testProviderNotice).first().waitFor();
    if (choice === 'reject') {
      await provider.getByRole('button', { name: texts.reject }).click();
      return;
    }
    await provider.getByLabel('Vorname(n)').fill(choice.given_name);
    await provider.getByLabel('Familienname').fill(choice.family_name);
    await provider.getByLabel('Geburtsdatum').fill(choice.birthdate);
    await provider.getByRole('button', { name: texts.submitIdentity }).click();
  }

  /** Desktop: the click opens the popup; the opener closes it once it has the answer. */
  async function throughPopup(page: Page, choice: TestIdentity | 'reject') {
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: texts.start }).click(),
    ]);
    const closed = popup.waitForEvent('close');
    await answerAtProvider(popup, choice);
    await closed;
  }

  /** Mobile: the whole page goes to the provider and comes back to /adesso-redirect. */
  async function throughRedirect(page: Page, choice: TestIdentity | 'reject') {
    await page.getByRole('heading', { name: texts.mobileHeading }).waitFor();
    await page.getByRole('button', { name: texts.start }).click();
    await page.waitForURL('**/eid-test-provider/interaction/**');
    await answerAtProvider(page, choice);
    await page.waitForURL('**/adesso-redirect?**');
  }

  /**
   * Issue 23.6: under another host name than PUBLIC_URL (here localhost instead of 127.0.0.1)
   * the provider's answer could not reach the page; it says so instead of waiting silently.
   */
  test('desktop under another host name: a German message with the public address, no flow', async () => {
    const employee = await invitedEmployee();
    const otherHost = suite.site.baseUrl.replace('127.0.0.1', 'localhost');
    const page = await signedInPage(employee, {}, otherHost);
    await page.goto(`${otherHost}/EidVerifizierung`);
    await page.getByRole('button', { name: texts.start }).click();
    const alert = page.getByRole('alert');
    await alert.getByText(texts.otherHostTitle).waitFor();
    const publicHost = new URL(suite.site.baseUrl).host;
    expect(
      await alert
        .getByRole('link', { name: `eID-Verifizierung unter ${publicHost} öffnen` })
        .getAttribute('href'),
    ).toBe(`${suite.site.baseUrl}/EidVerifizierung`);
    expect(await storedFlag(page)).toBe('false');
  });

  const storedFlag = (page: Page) =>
    page.evaluate(() => window.sessionStorage.getItem('EID_verified'));

  beforeAll(async () => {
    const payload = ownerPayload({
      user: { ...ownerPayload().user, email: 'inhaberin@foto-eid.example' },
    });
    await registerAndVerify(payload);
    const login = await api('/photobooth/web-login/', {
      email: payload.user.email,
      password: payload.user.password,
    });
    owner = { accessToken: String(login.access_token) };
  }, siteStartTimeoutMs);

  test('desktop: the popup flow confirms the identity; the flag shows after the next login', async () => {
    const employee = await invitedEmployee();
    const page = await eidPage(employee);
    await page.getByRole('heading', { name: texts.desktopHeading }).waitFor();
    expect(await storedFlag(page)).toBe('false');

    await throughPopup(page, employee.identity);
    await page.getByText(texts.verified).waitFor();
    expect(await page.getByRole('button', { name: texts.start }).count()).toBe(0);
    expect(await storedFlag(page)).toBe('true');
    // Success leads on to the dashboard (issue 23.6).
    await page.getByRole('link', { name: texts.toDashboard }).click();
    await page.waitForURL('**/Verwaltungsbreich');
    await page.context().close();

    // A new session: the login answer carries EID_verified, the page shows the success panel.
    const next = await eidPage(employee);
    await next.getByText(texts.verified).waitFor();
    expect(await storedFlag(next)).toBe('true');
  });

  test('mobile: the redirect flow confirms the identity; reloading replays the code and is refused', async () => {
    const employee = await invitedEmployee();
    const page = await eidPage(employee, iphone);
    await throughRedirect(page, employee.identity);
    await page.getByText(eidMessages.verified).waitFor();
    expect(await storedFlag(page)).toBe('true');

    await page.reload();
    await page.getByText(eidMessages.replayedCode).waitFor();

    await page.goto(`${suite.site.baseUrl}/EidVerifizierung`);
    await page.getByText(texts.verified).waitFor();
  });

  describe('refusals', () => {
    let employee: Employee;

    beforeAll(async () => {
      employee = await invitedEmployee();
    });

    test('a different name is refused with the German message', async () => {
      const page = await eidPage(employee);
      await throughPopup(page, { ...employee.identity, family_name: 'Mustermann' });
      await page.getByText(mismatchMessage(['name'])).waitFor();
      expect(await storedFlag(page)).toBe('false');
      expect(await page.getByRole('button', { name: texts.start }).isEnabled()).toBe(true);
    });

    test('a refusal at the provider shows the German refusal with its description (popup)', async () => {
      const page = await eidPage(employee);
      await throughPopup(page, 'reject');
      const alert = page.getByRole('alert');
      await alert.getByText(texts.authenticationFailed).waitFor();
      await alert.getByText(rejectionDescription).waitFor();
    });

    test('a refusal at the provider shows the German refusal with its description (redirect page)', async () => {
      const page = await eidPage(employee, iphone);
      await throughRedirect(page, 'reject');
      const url = new URL(page.url());
      expect(url.searchParams.get('error')).toBe('access_denied');
      await page.getByText(texts.authenticationFailed).waitFor();
      await page.getByText(rejectionDescription).waitFor();
    });

    test('a forged state is refused', async () => {
      const page = await signedInPage(employee);
      // The flow is started for the same person over HTTP (the page keeps its access token in
      // memory, out of the test's reach); the tester's part runs over HTTP too.
      const login = await api('/photobooth/web-login/', { email: employee.email, password });
      const token = String(login.access_token);
      const started = await api('/photobooth/eid-start/', { display: 'page' }, token);
      const redirect = await answerAtTestProvider(fetchSender, String(started.authorization_url), {
        identity: employee.identity,
      });
      redirect.searchParams.set('state', `${redirect.searchParams.get('state')}-gefaelscht`);
      await page.goto(redirect.toString());
      await page.getByText(eidMessages.unknownFlow).waitFor();
      expect(await storedFlag(page)).toBe('false');
    });
  });
});
