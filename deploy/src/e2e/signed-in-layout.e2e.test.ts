import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { createOperatorAccount } from 'api/src/resources/operator/operator-accounts';
import { openLocalPage } from './chromium';
import {
  closeBrowserSite,
  describeInBrowser,
  siteStartTimeoutMs,
  startBrowserSite,
} from './browser-suite';
import { newMail, pdfFile, verifiedOwner } from './journeys/accounts';
import { step } from './journeys/visit';
import type { TestSite } from './test-site';

jest.setTimeout(600_000);

declare global {
  interface Window {
    axe: { run(context: Document, options: object): Promise<AxeResults> };
  }
}

/** Phone and laptop: every signed-in page has to read and work on both (issue 23). */
const viewports = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];
/** The smallest side margin of a page heading, so text never touches the screen edge. */
const minimumHeadingInset = 12;
const blockingImpacts = ['serious', 'critical'];

const ownerRoutes = [
  '/Verwaltungsbereich',
  '/Profilverwaltung',
  '/Mitarbeitende',
  '/Geschäftsstandorte',
  '/EidVerifizierung',
  '/Software-Download',
  '/Abrechnung',
  '/videos',
  '/Passbild',
];
/** A restricted employee's own pages (the staff and location pages are the owner's). */
const employeeRoutes = [
  '/Verwaltungsbreich',
  '/Profilverwaltung',
  '/EidVerifizierung',
  '/videos',
  '/Passbild',
];
const operatorRoutes = [
  '/Betrieb',
  '/Betrieb/Unternehmen',
  '/Betrieb/Behoerden',
  '/Betrieb/Abrechnung',
];

const staffPassword = 'Team#2024pass';
const operatorEmail = 'layout-betrieb@bildbote.example';
const operatorPassword = 'BetriebPasswort1!';

interface Finding {
  route: string;
  viewport: string;
  problem: string;
}

describeInBrowser('every signed-in page at 360 px and 1280 px (Chromium)', () => {
  let site: TestSite;
  let browser: Browser;
  let axeSource: string;

  beforeAll(async () => {
    ({ site, browser } = await startBrowserSite());
    axeSource = await fs.readFile(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');
  }, siteStartTimeoutMs);

  afterAll(async () => {
    await closeBrowserSite({ site, browser });
  });

  async function post(path: string, body: unknown, token?: string) {
    const response = await fetch(`${site.baseUrl}/api${path}`, {
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

  /**
   * A studio with its trade proof, so the locations page and the operator's queue show a row
   * (an empty table would hide the layout of a real one).
   */
  async function addStudio(owner: { email: string; password: string }): Promise<void> {
    const login = await post('/photobooth/web-login/', owner);
    const form = new FormData();
    const fields = {
      name: 'Foto Layout Kiel',
      address: 'Holstenstraße 1',
      zipcode: '24103',
      city: 'Kiel',
      website: 'https://layout.example',
      shop_phone: '0431 987654',
      latitude: '54.3232930',
      longitude: '10.1227650',
    };
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    const proof = pdfFile('gewerbe.pdf');
    form.append(
      'certificate_file',
      new Blob([new Uint8Array(proof.buffer)], { type: proof.mimeType }),
      proof.name,
    );
    const response = await fetch(`${site.baseUrl}/api/photobooth/registered-shops/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${String(login.access_token)}` },
      body: form,
    });
    if (!response.ok) throw new Error(`registered-shops: ${response.status}`);
  }

  /** A restricted employee of the owner's company, invited and registered through the API. */
  async function registeredEmployee(owner: { email: string; password: string }) {
    const email = `layout-mitarbeiter-${Date.now()}@example.org`;
    const login = await post('/photobooth/web-login/', owner);
    await post(
      '/photobooth/invite-employee/',
      { email, user_type: 'employee', role: 'restricted' },
      String(login.access_token),
    );
    const invitation = await newMail(site, email, /\/Registrierung\?/);
    const link = /\/Registrierung\?[^\s"<>]+/.exec(invitation.replace(/&amp;/g, '&'))![0];
    const ownerCode = new URLSearchParams(link.split('?')[1]).get('owner_code');
    await post('/photobooth/register/', {
      user: {
        username: `layoutmitarbeiter${Date.now()}`,
        first_name: 'Jonas',
        last_name: 'Lorenzen',
        email,
        password: staffPassword,
      },
      phone: '0431 654321',
      date_of_birth: '1990-03-04',
      salutation: 'Herr',
      user_type: 'employee',
      owner_code: ownerCode,
    });
    const codeMail = await newMail(site, email, /^\s*\d{6}\s*$/m);
    const otp = /^\s*(\d{6})\s*$/m.exec(codeMail)![1];
    await post('/photobooth/verify-otp/', { email, otp });
    return { email, password: staffPassword };
  }

  async function signedInPage(email: string, password: string, landing: string): Promise<Page> {
    const page = await openLocalPage(browser);
    await page.goto(`${site.baseUrl}/login`);
    await page.getByRole('button', { name: 'Alle ablehnen' }).click();
    await step(`Anmelden als ${email}`, async () => {
      await page.getByLabel('E-Mail', { exact: true }).fill(email);
      await page.getByLabel('Passwort', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await page.waitForURL(`**${landing}`);
    });
    return page;
  }

  /** Every route at both sizes: overflow, heading inset and axe, collected before asserting. */
  async function layoutFindings(page: Page, routes: string[]): Promise<Finding[]> {
    const findings: Finding[] = [];
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      for (const route of routes) {
        const where = { route, viewport: `${viewport.width}x${viewport.height}` };
        await page.goto(`${site.baseUrl}${encodeURI(route)}`);
        const heading = page.getByRole('heading', { level: 1 }).first();
        await step(`Überschrift auf ${route}`, () => heading.waitFor());
        await page.waitForLoadState('networkidle');
        if (new URL(page.url()).pathname !== encodeURI(route)) {
          findings.push({ ...where, problem: `umgeleitet auf ${page.url()}` });
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

        await page.evaluate(axeSource);
        const results = await page.evaluate(() =>
          window.axe.run(document, { resultTypes: ['violations'] }),
        );
        for (const violation of results.violations) {
          if (violation.impact && blockingImpacts.includes(violation.impact)) {
            const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
            findings.push({ ...where, problem: `axe ${violation.id}: ${targets}` });
          }
        }
      }
    }
    return findings;
  }

  test('owner and restricted employee: no overflow, headings off the edge, axe clean', async () => {
    const owner = await verifiedOwner(site, 'Layout');
    await addStudio(owner);
    const employee = await registeredEmployee(owner);

    const ownerPage = await signedInPage(owner.email, owner.password, '/Verwaltungsbereich');
    const findings = await layoutFindings(ownerPage, ownerRoutes);
    await ownerPage.context().close();

    const employeePage = await signedInPage(
      employee.email,
      employee.password,
      '/Verwaltungsbreich',
    );
    findings.push(...(await layoutFindings(employeePage, employeeRoutes)));
    await employeePage.context().close();

    expect(findings).toEqual([]);
  });

  test('operator console with a studio waiting: no overflow, headings off the edge, axe clean', async () => {
    await addStudio(await verifiedOwner(site, 'Warteschlange'));
    const { oneTimePassword } = await createOperatorAccount(
      site.database.db,
      { email: operatorEmail },
      new Date(),
    );
    const page = await signedInPage(operatorEmail, oneTimePassword, '/Betrieb');
    await step('Einmalpasswort ersetzen', async () => {
      await page.getByLabel('Einmalpasswort', { exact: true }).fill(oneTimePassword);
      await page.getByLabel('Neues Passwort', { exact: true }).fill(operatorPassword);
      await page.getByLabel('Neues Passwort bestätigen', { exact: true }).fill(operatorPassword);
      await page.getByRole('button', { name: 'Passwort speichern' }).click();
      await page.waitForURL('**/login');
      await page.getByLabel('E-Mail', { exact: true }).fill(operatorEmail);
      await page.getByLabel('Passwort', { exact: true }).fill(operatorPassword);
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await page.waitForURL('**/Betrieb');
    });

    const findings = await layoutFindings(page, operatorRoutes);
    await page.context().close();
    expect(findings).toEqual([]);
  });
});
