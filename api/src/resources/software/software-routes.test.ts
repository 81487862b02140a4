import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testDatabaseTimeoutMs } from '../../kernel/testing/test-database';
import { as, startTestApp } from '../accounts/testing/identity-test-kit';
import type { TestApp } from '../accounts/testing/identity-test-kit';
import { createTestCompany } from '../staff/testing/company-test-kit';
import type { Person, TestCompany } from '../staff/testing/company-test-kit';
import { compareVersions, installerPath, newestInstaller, versionOf } from './installers';
import { downloadLinkLifetimeMs, softwareMessages } from './software-routes';

const softwareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bildbote-software-'));

function installer(relativePath: string, content: string): void {
  const file = path.join(softwareDir, relativePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

installer('windows/Bildbote-Setup-2.9.3.exe', 'alt');
installer('windows/Bildbote-Setup-2.10.0.exe', 'MZ neu');
installer('windows/.Bildbote-Setup-9.9.9.exe', 'versteckt');
installer('windows/Bildbote-9.9.9.dmg', 'falsches System');
installer('windows/Liesmich.txt', 'Text');
installer('mac/Bildbote-2.10.0.dmg', 'koly');

afterAll(() => fs.rmSync(softwareDir, { recursive: true, force: true }));

describe('installers', () => {
  it('reads the last number of a file name as its version', () => {
    expect(versionOf('Bildbote-Setup-2.10.0.exe')).toBe('2.10.0');
    expect(versionOf('Bildbote-Setup.exe')).toBeNull();
  });

  it('compares versions part by part, a missing version being the oldest', () => {
    expect(compareVersions('2.10.0', '2.9.3')).toBeGreaterThan(0);
    expect(compareVersions('2.1', '2.1.0')).toBe(0);
    expect(compareVersions(null, '0.1')).toBeLessThan(0);
  });

  it('chooses the newest installer of each platform, ignoring hidden and foreign files', async () => {
    expect(await newestInstaller(softwareDir, 'WINDOWS')).toEqual({
      operatingSystem: 'WINDOWS',
      fileName: 'Bildbote-Setup-2.10.0.exe',
      version: '2.10.0',
      file: path.join(softwareDir, 'windows', 'Bildbote-Setup-2.10.0.exe'),
    });
    expect((await newestInstaller(softwareDir, 'MAC'))?.fileName).toBe('Bildbote-2.10.0.dmg');
    expect(await newestInstaller(path.join(softwareDir, 'fehlt'), 'MAC')).toBeNull();
  });

  it('names only plain files of the platform', () => {
    expect(installerPath(softwareDir, 'WINDOWS', '../mac/Bildbote-2.10.0.dmg')).toBeNull();
    expect(installerPath(softwareDir, 'WINDOWS', '..%2Fsetup.exe')).toBeNull();
    expect(installerPath(softwareDir, 'MAC', 'Bildbote-Setup-2.10.0.exe')).toBeNull();
    expect(installerPath(softwareDir, 'MAC', 'Bildbote-2.10.0.dmg')).toBe(
      path.join(softwareDir, 'mac', 'Bildbote-2.10.0.dmg'),
    );
  });
});

describe('software download routes', () => {
  let testApp: TestApp;
  let company: TestCompany;

  beforeAll(async () => {
    testApp = await startTestApp({ SOFTWARE_DIR: softwareDir });
    company = await createTestCompany(testApp);
  }, testDatabaseTimeoutMs);

  afterAll(() => testApp.close());

  const downloadUrl = (person: Person | null, operatingSystem: string) =>
    as(
      testApp,
      person,
      'GET',
      `/api/photobooth/get-download-url/?operating_system=${operatingSystem}`,
    );

  it('hands the owner a signed link to the newest Windows installer, served as attachment', async () => {
    const response = await downloadUrl(company.owner, 'WINDOWS');

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      download_url: expect.stringMatching(
        /^\/api\/photobooth\/software-download\/WINDOWS\/Bildbote-Setup-2\.10\.0\.exe\/\?expires=\d+&signature=[\w-]+$/,
      ),
      file_name: 'Bildbote-Setup-2.10.0.exe',
      version: '2.10.0',
      expires_at: new Date(testApp.clock().getTime() + downloadLinkLifetimeMs).toISOString(),
    });
    const file = await as(testApp, null, 'GET', body.download_url);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('MZ neu');
    expect(file.headers['content-type']).toBe('application/vnd.microsoft.portable-executable');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Bildbote-Setup-2.10.0.exe"; filename*=UTF-8''Bildbote-Setup-2.10.0.exe`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('hands the manager the macOS disk image', async () => {
    const response = await downloadUrl(company.manager, 'MAC');

    expect(response.statusCode).toBe(200);
    const file = await as(testApp, null, 'GET', response.json().download_url);
    expect(file.body).toBe('koly');
    expect(file.headers['content-type']).toBe('application/x-apple-diskimage');
  });

  it('refuses a link for another file than the signed one', async () => {
    const { download_url: link } = (await downloadUrl(company.owner, 'WINDOWS')).json();

    const response = await as(testApp, null, 'GET', link.replace('2.10.0', '2.9.3'));

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: softwareMessages.linkExpired, code: 'forbidden' });
  });

  it('refuses an unknown operating system with a field error', async () => {
    const response = await downloadUrl(company.owner, 'LINUX');

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['operating_system']);
  });

  it('answers 404 with a German detail when a platform has no installer', async () => {
    const macFolder = path.join(softwareDir, 'mac');
    fs.renameSync(macFolder, `${macFolder}-weg`);
    try {
      const response = await downloadUrl(company.owner, 'MAC');

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        detail: softwareMessages.noInstaller('MAC'),
        code: 'not_found',
      });
      expect(response.json().detail).toContain(
        'Für macOS steht derzeit kein Installationspaket bereit.',
      );
    } finally {
      fs.renameSync(`${macFolder}-weg`, macFolder);
    }
  });

  it('answers 503 with a German detail when SOFTWARE_DIR is not set', async () => {
    testApp.config.softwareDir = null;
    try {
      const response = await downloadUrl(company.owner, 'WINDOWS');

      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        detail: softwareMessages.notConfigured,
        code: 'unavailable',
      });
    } finally {
      testApp.config.softwareDir = softwareDir;
    }
  });

  it('lets a link expire after 10 minutes', async () => {
    const { download_url: link } = (await downloadUrl(company.owner, 'WINDOWS')).json();

    testApp.clock.advance(downloadLinkLifetimeMs);
    const response = await as(testApp, null, 'GET', link);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: softwareMessages.linkExpired, code: 'forbidden' });
  });
});
