import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { users } from 'api/src/resources/accounts/schema';
import { createOperatorAccount } from 'api/src/resources/operator/operator-accounts';
import { describeInBrowser, siteStartTimeoutMs, useBrowserSite } from './browser-suite';
import {
  accessToken,
  addLocation,
  invitedStaff,
  newOwner,
  verifiedOwner,
  type Credentials,
} from './journeys/accounts';
import {
  addRegistrationLocation,
  enterPersonalData,
  openLocationDialog,
  registrationConsents,
} from './journeys/registration';
import { blockingViolations } from './journeys/axe';
import { englishOnPage } from './journeys/english-text';
import { signedIn, signIn, step, untilDataLoaded, visit } from './journeys/visit';

jest.setTimeout(900_000);

/** Phone and laptop: every signed-in page has to read and work on both (issue 23). */
const phone = { width: 360, height: 740 };
const viewports = [phone, { width: 1280, height: 800 }];
/** The smallest side margin of a page heading, so text never touches the screen edge. */
const minimumHeadingInset = 12;

/*
 * Every signed-in route of mfe-admin's route-manifest.ts for the roles whose RequireSession
 * lets them in (signed-in-area.md §2 and §6). Left out: /software-download, the registration's
 * landing (the same page as /Software-Download, or the dashboard while the licence is refused),
 * and /Software-Download for a restricted employee, which sends them to their dashboard.
 */
const eidReturn = '/adesso-redirect';
const ownerRoutes = [
  '/Verwaltungsbereich',
  '/Profilverwaltung',
  '/Mitarbeitende',
  '/Geschäftsstandorte',
  '/EidVerifizierung',
  // The eID provider's return page: waiting for the answer, and the provider's refusal.
  eidReturn,
  `${eidReturn}?error=access_denied&error_description=${encodeURIComponent('Vorgang abgebrochen')}`,
  '/Software-Download',
  '/Abrechnung',
  '/videos',
  '/Passbild',
];
const managerRoutes = [
  '/Verwaltungsbreich',
  '/Profilverwaltung',
  '/Mitarbeitende',
  '/Geschäftsstandorte',
  '/EidVerifizierung',
  '/Software-Download',
  '/videos',
  '/Passbild',
];
const employeeRoutes = [
  '/Verwaltungsbreich',
  '/Profilverwaltung',
  '/Mitarbeitende',
  '/Geschäftsstandorte',
  '/EidVerifizierung',
  '/videos',
  '/Passbild',
];
/** The company search with results and a real company's page (its id added by the test). */
const operatorRoutes = [
  '/Betrieb',
  '/Betrieb/Unternehmen',
  '/Betrieb/Behoerden',
  '/Betrieb/Abrechnung',
];

const studio = {
  name: 'Foto Layout Kiel',
  address: 'Holstenstraße 1',
  zipcode: '24103',
  city: 'Kiel',
};
const operatorEmail = 'layout-betrieb@bildbote.example';
const operatorPassword = 'BetriebPasswort1!';

interface Finding {
  route: string;
  viewport: string;
  problem: string;
}

describeInBrowser('every signed-in page at 360 px and 1280 px (Chromium)', () => {
  const suite = useBrowserSite();
  let owner: Credentials & { companyName: string };

  beforeAll(async () => {
    // A studio with a location waiting for review, a manager, an employee and an invitation
    // still open: the locations page, the staff table and the operator's queue show real rows
    // (an empty table would hide the layout of a full one).
    owner = await verifiedOwner(suite.site, 'Layout');
    await addLocation(suite.site, owner, studio);
  }, siteStartTimeoutMs);

  /**
   * The page as it is now: no horizontal overflow, the h1 off the edge, axe without serious
   * findings, and no English UI word in what it shows or reads out (visible text, document
   * title, aria-label, title, placeholder and alt attributes).
   */
  async function pageFindings(page: Page, route: string): Promise<Finding[]> {
    const viewport = page.viewportSize()!;
    const where = { route, viewport: `${viewport.width}x${viewport.height}` };
    const findings: Finding[] = [];
    const heading = page.getByRole('heading', { level: 1 }).first();
    await step(`Überschrift auf ${route}`, () => heading.waitFor());
    // The eID return page's waiting state is the page itself.
    if (!route.startsWith(eidReturn)) {
      await step(`Daten auf ${route}`, () => untilDataLoaded(page));
    }

    const widths = await page.evaluate(() => ({
      scroll: document.scrollingElement!.scrollWidth,
      inner: window.innerWidth,
      // Names what sticks out, so a finding says where to look.
      wide: [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth)
        .slice(-3)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    }));
    if (widths.scroll > widths.inner) {
      findings.push({
        ...where,
        problem: `${widths.scroll} px breit bei ${widths.inner} px: ${widths.wide.join(', ')}`,
      });
    }
    const box = await heading.boundingBox();
    if (!box || box.x < minimumHeadingInset) {
      findings.push({ ...where, problem: `h1 ${box?.x ?? '?'} px vom Rand` });
    }

    for (const violation of await blockingViolations(page)) {
      findings.push({
        ...where,
        problem: `axe ${violation.rule}: ${violation.targets.join(', ')}`,
      });
    }

    for (const problem of await englishOnPage(page)) findings.push({ ...where, problem });
    return findings;
  }

  /** Every route at both sizes, collected before asserting. */
  async function layoutFindings(page: Page, routes: string[]): Promise<Finding[]> {
    const findings: Finding[] = [];
    let loaded = false;
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      for (const route of routes) {
        // The URL class encodes the umlauts of a path and leaves an encoded query as it is.
        const url = new URL(route, suite.site.baseUrl);
        if (!loaded) {
          await page.goto(url.href);
          loaded = true;
        } else {
          // In the app, as a link does: a new document per route would restore the session by
          // the refresh route each time and soon meet its limit per address (30 a minute).
          const samePage = new URL(page.url()).pathname === url.pathname;
          await page.evaluate((target) => {
            // The heading shown so far, so the wait below does not take it for the next page's.
            document.querySelectorAll('h1').forEach((h1) => h1.setAttribute('data-bisher', ''));
            window.history.pushState(null, '', target);
            window.dispatchEvent(new PopStateEvent('popstate'));
          }, `${url.pathname}${url.search}`);
          if (!samePage) {
            await step(`Neue Seite ${route}`, () =>
              page.locator('h1:not([data-bisher])').first().waitFor(),
            );
          }
        }
        findings.push(...(await pageFindings(page, route)));
        if (decodeURI(new URL(page.url()).pathname) !== route.replace(/\?.*/, '')) {
          findings.push({
            route,
            viewport: `${viewport.width}x${viewport.height}`,
            problem: `umgeleitet auf ${page.url()}`,
          });
        }
      }
    }
    return findings;
  }

  test('owner, manager and restricted employee: no overflow, headings off the edge, axe clean, German', async () => {
    const manager = await invitedStaff(suite.site, owner, 'manager');
    const employee = await invitedStaff(suite.site, owner, 'employee');
    // An invitation nobody answered yet: a row of its own on /Mitarbeitende.
    await fetch(`${suite.site.baseUrl}/api/photobooth/invite-employee/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await accessToken(suite.site, owner)}`,
      },
      body: JSON.stringify({
        email: `offen-${Date.now()}@example.org`,
        user_type: 'employee',
        role: 'restricted',
      }),
    });

    const findings: Finding[] = [];
    for (const [account, landing, routes] of [
      [owner, '/Verwaltungsbereich', ownerRoutes],
      [manager, '/Verwaltungsbreich', managerRoutes],
      [employee, '/Verwaltungsbreich', employeeRoutes],
    ] as const) {
      const page = await signedIn(suite.browser, suite.site.baseUrl, account, landing);
      findings.push(...(await layoutFindings(page, routes)));
      await page.context().close();
    }
    expect(findings).toEqual([]);
  });

  test('operator console with a studio waiting, its company found and opened: no overflow, headings off the edge, axe clean, German', async () => {
    const [ownerRow] = await suite.site.database.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.email, owner.email.toLowerCase()));
    const companyId = ownerRow!.companyId!;
    const { oneTimePassword } = await createOperatorAccount(
      suite.site.database.db,
      suite.site.passwords,
      { email: operatorEmail },
      new Date(),
    );
    const page = await signedIn(
      suite.browser,
      suite.site.baseUrl,
      { email: operatorEmail, password: oneTimePassword },
      '/Betrieb',
    );
    await step('Einmalpasswort ersetzen', async () => {
      await page.getByLabel('Einmalpasswort', { exact: true }).fill(oneTimePassword);
      await page.getByLabel('Neues Passwort', { exact: true }).fill(operatorPassword);
      await page.getByLabel('Neues Passwort bestätigen', { exact: true }).fill(operatorPassword);
      await page.getByRole('button', { name: 'Passwort speichern' }).click();
      await page.waitForURL('**/login');
    });
    await signIn(page, { email: operatorEmail, password: operatorPassword }, '/Betrieb');

    const findings = await layoutFindings(page, [
      ...operatorRoutes,
      `/Betrieb/Unternehmen?q=${encodeURIComponent(owner.companyName)}`,
      `/Betrieb/Unternehmen/Details?id=${companyId}`,
    ]);
    await page.context().close();
    expect(findings).toEqual([]);
  });

  test('registration on a phone, every step and the code verification: no overflow, headings off the edge, axe clean, German', async () => {
    const applicant = newOwner('Telefon');
    const page = await visit(suite.browser, `${suite.site.baseUrl}/Registrierung`);
    await page.setViewportSize(phone);
    const findings = await pageFindings(page, '/Registrierung Schritt 1');

    await step('Schritt 1 leer abschicken', async () => {
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
    });
    findings.push(...(await pageFindings(page, '/Registrierung Schritt 1 mit Fehlern')));

    await enterPersonalData(page, applicant);
    findings.push(...(await pageFindings(page, '/Registrierung Schritt 2')));
    await openLocationDialog(page);
    findings.push(...(await pageFindings(page, '/Registrierung Standort-Dialog')));
    await addRegistrationLocation(page, studio);
    findings.push(...(await pageFindings(page, '/Registrierung Schritt 2 mit Standort')));

    await step('Standort Übersicht', async () => {
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByRole('heading', { name: 'Standort Übersicht', level: 2 }).waitFor();
    });
    findings.push(...(await pageFindings(page, '/Registrierung Schritt 3')));
    await step('Zusammenfassung', async () => {
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByRole('heading', { name: 'Zusammenfassung', level: 2 }).waitFor();
    });
    findings.push(...(await pageFindings(page, '/Registrierung Schritt 4')));

    await step('Registrieren', async () => {
      for (const consent of registrationConsents) {
        await page.getByRole('checkbox', { name: consent }).check();
      }
      await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
      await page.getByRole('dialog', { name: 'Registrierung erfolgreich' }).waitFor();
    });
    findings.push(...(await pageFindings(page, '/Registrierung erfolgreich')));
    await step('Zur Code-Verifizierung', async () => {
      const success = page.getByRole('dialog', { name: 'Registrierung erfolgreich' });
      await success.getByRole('button', { name: 'Ok' }).click();
      await page.waitForURL('**/Code-Verifizierung');
    });
    findings.push(...(await pageFindings(page, '/Code-Verifizierung')));

    await page.context().close();
    expect(findings).toEqual([]);
  });
});
