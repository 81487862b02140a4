import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContextOptions, Page, Request } from 'playwright-core';
import { users } from 'api/src/resources/accounts/schema';
import { createAuthority } from 'api/src/resources/authorities/authority-accounts';
import { studioLocations } from 'api/src/resources/finder/schema';
import { photoCodeUrl, newPhotoCode, parsePhotoCodeUrl } from 'shared-ui/photo-code/photo-code';
import {
  closeBrowserSite,
  describeInBrowser,
  siteStartTimeoutMs,
  startBrowserSite,
} from './browser-suite';
import { downloadedBytes, openLocalPage } from './chromium';
import { pdfFile, verifiedOwner } from './journeys/accounts';
import type { TestSite } from './test-site';

jest.setTimeout(240_000);

const run = promisify(execFile);
const repositoryRoot = path.resolve(__dirname, '../../..');

/** A real JPEG that ships with a dependency (Fastify's static example): no test asset of our own. */
const sampleJpegFile = path.join(
  path.dirname(require.resolve('@fastify/static')),
  'example/public/images/sample.jpg',
);

const authorityName = 'Bürgeramt Kiel';
const clerkEmail = 'pass@kiel.example';
const clerkPassword = 'BehoerdePasswort1!';
const studioName = 'Foto Förde Kiel';

/** An iPhone-sized touch screen: the citizen scans the printed code with the phone. */
const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

describeInBrowser('photo transfer in Chromium: studio upload, authority desk, citizen page', () => {
  let site: TestSite;
  let browser: Browser;

  async function api(route: string, body: unknown, token?: string) {
    const response = await fetch(`${site.baseUrl}/api${route}`, {
      method: 'POST',
      headers: {
        ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${route}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  }

  async function accessToken(email: string, password: string): Promise<string> {
    return String((await api('/photobooth/web-login/', { email, password })).access_token);
  }

  /**
   * A studio that may send photos: an owner identified with the eID (set in the database: the
   * eID journey has its own browser test) and an approved location (the operator's approval
   * likewise). Answers the owner's access token and the location id.
   */
  async function photoStudio(): Promise<{ token: string; locationId: number }> {
    const owner = await verifiedOwner(site, 'Passbild');
    const token = await accessToken(owner.email, owner.password);
    const form = new FormData();
    const fields = {
      name: studioName,
      address: 'Holstenstraße 1',
      zipcode: '24103',
      city: 'Kiel',
      website: 'https://foerde.example',
      shop_phone: '0431 987654',
      latitude: '54.3232930',
      longitude: '10.1227650',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const proof = pdfFile('gewerbe.pdf');
    form.append(
      'certificate_file',
      new Blob([new Uint8Array(proof.buffer)], { type: proof.mimeType }),
      proof.name,
    );
    const locationId = Number((await api('/photobooth/registered-shops/', form, token)).id);
    const db = site.database.db;
    await db.update(users).set({ eidVerified: true }).where(eq(users.email, owner.email));
    await db
      .update(studioLocations)
      .set({ reviewStatus: 'approved' })
      .where(eq(studioLocations.id, locationId));
    return { token, locationId };
  }

  /** The vendor example of docs/photo-transfer.md uploads the JPEG; answers the printed code. */
  async function uploadWithExampleScript(studio: { token: string; locationId: number }) {
    const { stdout } = await run(
      'npx',
      [
        'tsx',
        'api/src/resources/photos/example-upload.ts',
        '--api',
        site.baseUrl,
        '--token',
        studio.token,
        '--location',
        String(studio.locationId),
        sampleJpegFile,
      ],
      { cwd: repositoryRoot },
    );
    return stdout.trim();
  }

  /** An authority with one clerk who has replaced the one-time password. */
  async function authorityClerk() {
    const { oneTimePassword } = await createAuthority(
      site.database.db,
      { name: authorityName, email: clerkEmail },
      new Date(),
    );
    const token = await accessToken(clerkEmail, oneTimePassword);
    await api(
      '/photobooth/profile/change-password/',
      {
        current_password: oneTimePassword,
        new_password: clerkPassword,
        confirm_password: clerkPassword,
      },
      token,
    );
  }

  async function scan(desk: Page, text: string) {
    const field = desk.getByRole('textbox', { name: 'Code scannen' });
    // A handheld scanner types into whatever has focus: the field must have it.
    await desk.waitForFunction(() => document.activeElement?.getAttribute('name') === 'code');
    await desk.keyboard.type(text);
    await desk.keyboard.press('Enter');
    expect(await field.inputValue()).toBe('');
  }

  beforeAll(async () => {
    ({ site, browser } = await startBrowserSite());
  }, siteStartTimeoutMs);

  afterAll(async () => {
    await closeBrowserSite({ site, browser });
  });

  test('a clerk scans the printed code and saves the photo; the citizen sees the retrieval and erases it; the desk then says so', async () => {
    const studio = await photoStudio();
    const codeUrl = await uploadWithExampleScript(studio);
    const parsed = parsePhotoCodeUrl(codeUrl);
    if (!parsed.ok) throw new Error(`Kein Code: ${codeUrl}`);
    const { id } = parsed.code;
    const keyPart = codeUrl.split('#')[1]!;
    await authorityClerk();

    // The clerk logs in and lands on the desk, scan field focused.
    const desk = await openLocalPage(browser);
    await desk.goto(`${site.baseUrl}/login`);
    await desk.getByRole('button', { name: 'Alle ablehnen' }).click();
    await desk.getByLabel('E-Mail').fill(clerkEmail);
    await desk.getByLabel('Passwort', { exact: true }).fill(clerkPassword);
    await desk.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await desk.waitForURL('**/Behoerde');
    await desk.getByRole('heading', { level: 1, name: 'Fotoabruf' }).waitFor();

    // A code of another provider is named as such, without asking anybody.
    await scan(desk, photoCodeUrl('https://passbild-cloud.example', newPhotoCode()));
    await desk
      .getByText('Dieser Code stammt von einem anderen Anbieter: passbild-cloud.example')
      .waitFor();
    await desk.getByRole('button', { name: 'Nächster Code' }).click();

    // The printed code: decrypted in the browser, shown with its facts.
    await scan(desk, codeUrl);
    const result = desk.getByRole('region', { name: 'Abgerufenes Foto' });
    await result.getByRole('img', { name: /Biometrisches Passfoto/ }).waitFor();
    expect(await result.textContent()).toContain(studioName);
    expect(await result.textContent()).toContain('Gültig bis');
    expect(await result.textContent()).toContain(
      'Dieses Foto wurde bisher von keiner Behörde abgerufen.',
    );
    const [download] = await Promise.all([
      desk.waitForEvent('download'),
      result.getByRole('link', { name: 'Foto übernehmen' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^passbild-\\d{4}-\\d{2}-\\d{2}-${id}\\.jpg$`),
    );
    expect((await downloadedBytes(download)).equals(fs.readFileSync(sampleJpegFile))).toBe(true);
    await desk.getByRole('button', { name: 'Nächster Code' }).click();
    expect(await desk.getByRole('img', { name: /Biometrisches Passfoto/ }).count()).toBe(0);

    // The citizen scans the same code with a phone.
    const citizen = await openLocalPage(browser, phone);
    const requests: Request[] = [];
    citizen.on('request', (request) => requests.push(request));
    await citizen.goto(codeUrl);
    await citizen.getByRole('button', { name: 'Alle ablehnen' }).click();
    await citizen.getByRole('img', { name: 'Ihr biometrisches Passfoto' }).waitFor();
    await citizen.getByText(/Er hat Ihr Papier und dieses Gerät nie verlassen/).waitFor();
    const retrievals = citizen.getByRole('list', { name: 'Abrufe durch Behörden' });
    expect(await retrievals.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^am \d{1,2}\. [A-Za-zä]+ \d{4} vom Bürgeramt Kiel abgerufen$/),
    ]);
    expect(await citizen.getByText('Gültig bis').count()).toBe(1);

    await citizen.getByRole('button', { name: 'Foto jetzt löschen' }).click();
    const confirm = citizen.getByRole('dialog', { name: 'Foto endgültig löschen?' });
    await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
    await citizen
      .getByText('Ihr Foto wurde gelöscht. Keine Behörde kann es mehr abrufen.')
      .waitFor();

    // No request carried the key: documents without their fragment, everything else at all.
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      const sent = request.isNavigationRequest() ? request.url().split('#')[0]! : request.url();
      expect(sent).not.toContain(keyPart.slice(2));
      expect(JSON.stringify(request.headers())).not.toContain(keyPart.slice(2));
      expect(request.postData() ?? '').not.toContain(keyPart.slice(2));
      expect(new URL(request.url()).host).toBe(new URL(site.baseUrl).host);
    }
    await citizen.context().close();

    // The clerk's next scan of that code says it was erased.
    await scan(desk, codeUrl);
    await desk.getByText('Dieses Foto wurde von der Bürgerin oder dem Bürger gelöscht.').waitFor();
    await desk.context().close();
  });
});
