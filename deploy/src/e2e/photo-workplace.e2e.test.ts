import fs from 'node:fs';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { createAuthority } from 'api/src/resources/authorities/authority-accounts';
import {
  decryptPhoto,
  parsePhotoCodeUrl,
  photoProof,
  photoProofHeader,
} from 'shared-ui/photo-code/photo-code';
import { describeInBrowser, useBrowserSite } from './browser-suite';
import { downloadedBytes } from './chromium';
import { fakeCameraFile } from './global-setup';
import { photoStudio, withOwnPassword } from './journeys/accounts';
import { shownText, signedIn } from './journeys/visit';

jest.setTimeout(300_000);

/** The pre-check's passing portrait (a crop of a sample photo inside @vladmandic/human). */
const portraitFile = path.resolve(
  __dirname,
  '../../../mfe-admin/src/features/photo-check/testing/passing-portrait.jpg',
);
const studio = {
  name: 'Foto Förde Kiel',
  address: 'Holstenstraße 1',
  zipcode: '24103',
  city: 'Kiel',
};
const studioAddress = `${studio.address}, ${studio.zipcode} ${studio.city}`;
const clerk = { email: 'pass@luebeck.example', password: 'BehoerdePasswort1!' };

// The QR reader runs here in Node; its WebAssembly comes from the installed package, not a CDN.
const readerWasm = path.resolve(
  __dirname,
  '../../../node_modules/zxing-wasm/dist/reader/zxing_reader.wasm',
);
prepareZXingModule({
  overrides: { wasmBinary: new Uint8Array(fs.readFileSync(readerWasm)).slice().buffer },
});

async function decodeQr(png: Buffer): Promise<string> {
  const [code] = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'], tryHarder: true });
  if (!code?.isValid) throw new Error('Kein QR-Code auf dem Beleg erkannt.');
  return code.text;
}

describeInBrowser(
  'photo workplace /Passbild in Chromium: camera and import to the printed code',
  () => {
    const suite = useBrowserSite();

    /** A clerk's access token (the one-time password replaced, as the desk demands). */
    async function clerkToken(): Promise<string> {
      const { email, password } = clerk;
      const { oneTimePassword } = await createAuthority(
        suite.site.database.db,
        suite.site.passwords,
        { name: 'Bürgeramt Lübeck', email },
        new Date(),
      );
      return withOwnPassword(suite.site, email, oneTimePassword, password);
    }

    /** The authority's route, decrypted with the key from the printed code. */
    async function retrieve(codeUrl: string, token: string): Promise<Buffer> {
      const parsed = parsePhotoCodeUrl(codeUrl);
      if (!parsed.ok) throw new Error(`Kein Passbild-Code: ${codeUrl}`);
      const response = await fetch(
        `${suite.site.baseUrl}/api/authority/photos/${parsed.code.id}/`,
        {
          headers: {
            authorization: `Bearer ${token}`,
            [photoProofHeader]: await photoProof(parsed.code),
          },
        },
      );
      expect(response.status).toBe(200);
      expect(decodeURIComponent(response.headers.get('x-studio-name') ?? '')).toBe(studio.name);
      const plain = await decryptPhoto(
        new Uint8Array(await response.arrayBuffer()),
        parsed.code.key,
      );
      return Buffer.from(plain);
    }

    /**
     * A clerk at the retrieval desk reads the printed code with a handheld scanner (it types the
     * QR content into the focused scan field and ends with Enter) and saves the photo.
     */
    async function savedAtDesk(codeUrl: string): Promise<Buffer> {
      const desk = await signedIn(suite.browser, suite.site.baseUrl, clerk, '/Behoerde');
      await desk.waitForFunction(() => document.activeElement?.getAttribute('name') === 'code');
      await desk.keyboard.type(codeUrl);
      await desk.keyboard.press('Enter');
      const result = desk.getByRole('region', { name: 'Abgerufenes Foto' });
      await result.getByRole('img', { name: /Biometrisches Passfoto/ }).waitFor();
      expect(await result.textContent()).toContain(studio.name);
      const [download] = await Promise.all([
        desk.waitForEvent('download'),
        result.getByRole('link', { name: 'Foto übernehmen' }).click(),
      ]);
      const saved = await downloadedBytes(download);
      await desk.context().close();
      return saved;
    }

    /**
     * The body of the page's next photo upload, caught by a route: the request event leaves out
     * a body this large. Without an upload in `uploadWaitMs` it fails with what the page shows.
     */
    async function nextUploadBody(page: Page): Promise<{ body: Promise<Buffer> }> {
      const uploadUrl = '**/api/photos/';
      const uploadWaitMs = 60_000;
      let caught!: (body: Buffer) => void;
      const body = new Promise<Buffer>((resolve, reject) => {
        const noUpload = setTimeout(() => {
          void shownText(page).then((shown) =>
            reject(
              new Error(
                `Kein Upload an ${uploadUrl} in ${uploadWaitMs / 1000} s; die Seite zeigt: ${shown}`,
              ),
            ),
          );
        }, uploadWaitMs);
        caught = (uploaded) => {
          clearTimeout(noUpload);
          resolve(uploaded);
        };
      });
      // Awaited after the click that uploads; a click that fails first must not leave it unhandled.
      body.catch(() => undefined);
      const handler = async (route: Route) => {
        await route.continue();
        if (route.request().method() !== 'POST') return;
        caught(route.request().postDataBuffer() ?? Buffer.alloc(0));
        await page.unroute(uploadUrl, handler);
      };
      await page.route(uploadUrl, handler);
      return { body };
    }

    /** The ciphertext part of the multipart upload the page sent. */
    function uploadedCiphertext(body: Buffer): Uint8Array {
      const boundary = body.subarray(0, body.indexOf('\r\n')).toString();
      const part = body.indexOf('filename="photo.bin"');
      const start = body.indexOf('\r\n\r\n', part) + 4;
      const end = body.indexOf(`\r\n${boundary}`, start);
      return new Uint8Array(body.subarray(start, end));
    }

    /** Width and height from a JPEG's start-of-frame segment. */
    function jpegSize(jpeg: Buffer): { width: number; height: number } {
      let offset = 2;
      while (offset < jpeg.length) {
        const marker = jpeg[offset + 1]!;
        const length = jpeg.readUInt16BE(offset + 2);
        if (marker >= 0xc0 && marker <= 0xc2) {
          return { height: jpeg.readUInt16BE(offset + 5), width: jpeg.readUInt16BE(offset + 7) };
        }
        offset += 2 + length;
      }
      throw new Error('Kein JPEG-Bildkopf.');
    }

    /** Whether an object URL still shows an image (img-src allows blob:, connect-src does not). */
    function imageLoads(page: Page, url: string): Promise<boolean> {
      return page.evaluate(
        (src) =>
          new Promise<boolean>((resolve) => {
            const image = new Image();
            image.onload = () => resolve(true);
            image.onerror = () => resolve(false);
            image.src = src;
          }),
        url,
      );
    }

    /** Wait until the shot's pre-check has an answer (the model loads on first use). */
    async function checked(page: Page, number: number) {
      const shot = page.getByRole('listitem', { name: `Aufnahme ${number}` });
      await shot.getByText(/bestanden|bitte prüfen|Prüfung nicht möglich/).waitFor({
        timeout: 120_000,
      });
      return shot;
    }

    /** Crop, choose, confirm, send, print (A6 or the 80 mm roll); answers the JPEG that was
     *  sent and the receipt's QR text. */
    async function cropChooseSend(
      page: Page,
      number: number,
      { moveWithKeyboard, red, roll }: { moveWithKeyboard: boolean; red: boolean; roll: boolean },
    ) {
      const shot = await checked(page, number);
      expect(await shot.textContent()).not.toContain('Prüfung nicht möglich');
      await shot.getByRole('button', { name: 'Zuschneiden' }).click();
      const editor = page.getByRole('region', { name: `Zuschnitt von Aufnahme ${number}` });
      await editor.getByRole('heading', { name: 'Prüfung des Zuschnitts' }).waitFor();
      if (moveWithKeyboard) {
        const area = editor.getByRole('button', { name: 'Zuschnitt 35 × 45 mm mit Hilfslinien' });
        await area.focus();
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('ArrowRight');
      }
      await editor.getByRole('button', { name: 'Zuschnitt übernehmen' }).click();
      await page.getByRole('button', { name: 'Weiter zur Auswahl' }).click();

      const choice = page.getByRole('region', { name: 'Auswahl durch die Kundin / den Kunden' });
      await choice
        .getByRole('img', { name: `Zugeschnittenes Passfoto von Aufnahme ${number}` })
        .waitFor();
      await choice.getByRole('button', { name: 'Dieses Foto wählen' }).first().click();
      await choice
        .getByLabel('Die Kundin / der Kunde hat das Foto ausgewählt und bestätigt')
        .check();
      await choice.getByRole('button', { name: 'Weiter zur Übermittlung' }).click();

      const transfer = page.getByRole('region', { name: 'Übermittlung' });
      const photo = transfer.getByRole('img', { name: /Zugeschnittenes Passfoto/ });
      const photoUrl = String(await photo.getAttribute('src'));
      expect(await imageLoads(page, photoUrl)).toBe(true);
      // A red verdict asks for the reason before sending (the professional decides): the
      // 640 × 480 camera frame is too coarse for the output (red), the studio file is not.
      const reason = transfer.getByLabel('Grund');
      expect(await reason.count()).toBe(red ? 1 : 0);
      if (red) {
        await reason.selectOption({ label: 'Sonstiges' });
        await transfer.getByLabel('Beschreibung des Grundes').fill('Testaufnahme der Studiokamera');
      }
      const upload = await nextUploadBody(page);
      await transfer.getByRole('button', { name: 'Verschlüsseln und senden' }).click();
      const ciphertext = uploadedCiphertext(await upload.body);

      const receipt = page.getByRole('article', { name: 'Ihr biometrisches Passfoto' });
      await receipt.waitFor();
      const text = await receipt.textContent();
      expect(text).toContain(studio.name);
      expect(text).toContain(studioAddress);
      expect(text).toContain('gültig bis');
      expect(text).toContain('Bringen Sie diesen Beleg zur Pass- oder Ausweisbehörde');

      if (roll) await page.getByLabel('Bonrolle 80 mm').check();
      // Printing shows the receipt only, as wide as its paper.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('button', { name: 'Neuer Kunde' }).isVisible()).toBe(false);
      const qr = receipt.getByRole('img', { name: 'QR-Code zum Abruf des Passfotos' });
      expect(await qr.isVisible()).toBe(true);
      expect(await receipt.getAttribute('class')).toContain(
        roll ? 'bb-receipt--roll' : 'bb-receipt--a6',
      );
      const mm = (px: number) => Math.round((px * 25.4) / 96);
      expect(mm((await receipt.boundingBox())?.width ?? 0)).toBe(roll ? 80 : 105);
      expect(mm((await qr.boundingBox())?.width ?? 0)).toBe(roll ? 50 : 40);
      // The @page rule of the layout sets the paper: Chromium prints on 105 × 148 or 80 × 200 mm.
      const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
      const mediaBox = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
      const points = (value: string | undefined) => Math.round((Number(value) * 25.4) / 72);
      expect([points(mediaBox?.[1]), points(mediaBox?.[2])]).toEqual(roll ? [80, 200] : [105, 148]);
      const printedQr = await qr.screenshot();
      await page.emulateMedia({ media: 'screen' });
      const codeUrl = await decodeQr(printedQr);
      const parsed = parsePhotoCodeUrl(codeUrl);
      if (!parsed.ok) throw new Error(`Kein Passbild-Code auf dem Beleg: ${codeUrl}`);
      const jpeg = Buffer.from(await decryptPhoto(ciphertext, parsed.code.key));
      expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      // No metadata survives the canvas: no EXIF segment, no camera data.
      expect(jpeg.includes(Buffer.from('Exif\0\0'))).toBe(false);
      expect(jpeg.length).toBeLessThan(1_000_000);
      expect(jpegSize(jpeg)).toEqual({ width: 1244, height: 1600 });
      return { jpeg, photoUrl, codeUrl };
    }

    test('the fake camera fixture exists (the shared browser was started with it)', () => {
      expect(fs.existsSync(fakeCameraFile)).toBe(true);
    });

    test('from the dashboard: camera shot and imported file, checked, cropped, chosen, sent, printed; the authority decrypts the same JPEGs, a clerk scans the printed code at the desk and saves it', async () => {
      const { owner } = await photoStudio(suite.site, 'Passbildplatz', studio);
      const clerkAccess = await clerkToken();
      const page = await signedIn(suite.browser, suite.site.baseUrl, owner, '/Verwaltungsbereich', {
        viewport: { width: 1280, height: 1000 },
      });

      await page.getByRole('link', { name: /Passbild aufnehmen/ }).click();
      await page.waitForURL('**/Passbild');
      await page.getByRole('heading', { level: 2, name: 'Aufnahme' }).waitFor();
      expect(await page.getByText(studio.name).count()).toBeGreaterThan(0);

      // 1. The live camera (Chromium's fake device plays the portrait): shutter by space key.
      await page.getByRole('button', { name: 'Kamera starten' }).click();
      const video = page.getByLabel(/Kamerabild \(gespiegelt\)/);
      await video.waitFor();
      await page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0);
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      const shutter = Date.now();
      await page.keyboard.press('Space');
      const fromCamera = await cropChooseSend(page, 1, {
        moveWithKeyboard: true,
        red: true,
        roll: false,
      });
      const shotToReceipt = Date.now() - shutter;
      expect(await retrieve(fromCamera.codeUrl, clerkAccess)).toEqual(fromCamera.jpeg);

      // The PDF of the receipt.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Als PDF speichern' }).click(),
      ]);
      expect((await downloadedBytes(download)).subarray(0, 5).toString()).toBe('%PDF-');

      // "Neuer Kunde": receipt, images and their object URLs are gone, nothing in storage.
      await page.getByRole('button', { name: 'Neuer Kunde' }).click();
      await page.getByText('Noch keine Aufnahme.', { exact: false }).waitFor();
      expect(await page.getByRole('img', { name: 'QR-Code zum Abruf des Passfotos' }).count()).toBe(
        0,
      );
      const revoked = await page.evaluate(async (url) => {
        try {
          await fetch(url);
          return false;
        } catch {
          return true;
        }
      }, fromCamera.photoUrl);
      expect(revoked).toBe(true);
      const stored = await page.evaluate(() =>
        JSON.stringify({ ...window.localStorage, ...window.sessionStorage }),
      );
      expect(stored).not.toContain(fromCamera.codeUrl.split('#')[1]!);

      // 2. A file of the studio camera dragged onto the import area (a DataTransfer with a File
      // of the JPEG's bytes), and the same file through the file picker; the dropped one is sent
      // and printed on the 80 mm roll.
      const portraitBytes = [...fs.readFileSync(portraitFile)];
      const dataTransfer = await page.evaluateHandle((bytes) => {
        const transfer = new DataTransfer();
        const file = new File([new Uint8Array(bytes)], 'studio.jpg', { type: 'image/jpeg' });
        transfer.items.add(file);
        return transfer;
      }, portraitBytes);
      const dropZone = page.getByTestId('drop-zone');
      await dropZone.dispatchEvent('dragenter', { dataTransfer });
      await dropZone.dispatchEvent('dragover', { dataTransfer });
      expect(await dropZone.getAttribute('class')).toContain('bb-workplace__drop--over');
      await dropZone.dispatchEvent('drop', { dataTransfer });
      expect(await dropZone.getAttribute('class')).not.toContain('bb-workplace__drop--over');
      // One check after the other, so each measured check time is its own.
      await checked(page, 1);
      await page.locator('input[type="file"]').setInputFiles(portraitFile);
      await checked(page, 2);
      const fromFile = await cropChooseSend(page, 1, {
        moveWithKeyboard: false,
        red: false,
        roll: true,
      });
      // The printed code read by a clerk at the desk: the saved file is the uploaded JPEG.
      expect((await savedAtDesk(fromFile.codeUrl)).equals(fromFile.jpeg)).toBe(true);
      expect(fromFile.codeUrl).not.toBe(fromCamera.codeUrl);

      // 3. The history lists both transfers of the company.
      await page.getByRole('button', { name: 'Neuer Kunde' }).click();
      await page.getByRole('button', { name: 'Verlauf' }).click();
      const table = page.getByRole('table', { name: 'Übermittelte Fotos' });
      await table.waitFor();
      expect(await table.getByRole('row').count()).toBe(3);
      // Both were retrieved by the authority above; the camera shot carries its reason.
      const rows = await table.getByRole('row').allTextContents();
      expect(rows.slice(1).every((row) => row.includes('Abgerufen'))).toBe(true);
      expect(rows.filter((row) => row.includes('trotz Prüfung gesendet: Sonstiges'))).toHaveLength(
        1,
      );

      // The bench figures of issue 17: shutter to printed receipt, loading the model included,
      // and the pre-check's own User Timing measures (photo-check-timing.ts).
      const timings = await page.evaluate(() =>
        performance
          .getEntriesByType('measure')
          .filter((entry) => entry.name.startsWith('photo-check:'))
          .map((entry) => {
            const detail = (entry as PerformanceMeasure).detail as unknown;
            return `${entry.name} ${Math.round(entry.duration)} ms${detail ? ` ${JSON.stringify(detail)}` : ''}`;
          }),
      );
      console.log(
        [
          `Passbild-Arbeitsplatz: Auslösen bis gedruckter Beleg ${shotToReceipt} ms`,
          ...timings,
        ].join('\n'),
      );
    });
  },
);
