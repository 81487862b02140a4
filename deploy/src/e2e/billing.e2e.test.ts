import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { resolveApiContext } from 'api/src/kernel/api-deps';
import { createLogger } from 'api/src/kernel/logging/logger';
import { createTestConfig } from 'api/src/kernel/testing/test-config';
import { periodOf, periodRange, previousPeriod } from 'api/src/resources/billing/billing-period';
import { closeMonth } from 'api/src/resources/billing/billing-run';
import { periodLabel } from 'shared-ui/billing/billing-rules';
import { describeInBrowser, siteStartTimeoutMs, useBrowserSite } from './browser-suite';
import { downloadedBytes } from './chromium';
import { signedIn } from './journeys/visit';
import { verifiedOwner, type Owner } from './journeys/accounts';

jest.setTimeout(240_000);

const hex64 = (digit: string) => digit.repeat(64);

describeInBrowser('billing in Chromium: the owner’s /Abrechnung', () => {
  const suite = useBrowserSite();
  let owner: Owner;
  let invoiceNumber: string;

  beforeAll(async () => {
    owner = await verifiedOwner(suite.site, 'Abrechnung');
    const { db } = suite.site.database;
    const [account] = (
      await db.execute<{ id: number; company_id: number }>(
        sql`select id, company_id from users where email = ${owner.email}`,
      )
    ).rows;
    const [location] = (
      await db.execute<{ id: number }>(sql`
        insert into studio_locations (company_id, name, address, zipcode, city, latitude, longitude, review_status)
        values (${account!.company_id}, 'Foto Abrechnung Kiel', 'Holstenstraße 1', '24103', 'Kiel', 54.32, 10.12, 'approved')
        returning id`)
    ).rows;
    // Three transfers this month, as the upload writes them: photo record and ledger row.
    const now = new Date();
    for (const digit of ['a', 'b', 'c']) {
      const photoId = randomUUID();
      await db.execute(sql`
        insert into photos (id, company_id, location_id, uploaded_by, proof_hash, ciphertext_hash,
          ciphertext_bytes, captured_at, expires_at, created_at)
        values (${photoId}, ${account!.company_id}, ${location!.id}, ${account!.id}, ${hex64(digit)},
          ${hex64(digit)}, 1000, ${now}, ${new Date(now.getTime() + 180 * 86_400_000)}, ${now})`);
      await db.execute(sql`
        insert into billable_events (company_id, user_id, kind, amount_cents, photo_id, created_at)
        values (${account!.company_id}, ${account!.id}, 'photo_transfer', 75, ${photoId}, ${now})`);
    }
    // Last month: the owner's identification, invoiced by the monthly run.
    const lastMonth = previousPeriod(periodOf(now));
    const identifiedAt = new Date(periodRange(lastMonth).start.getTime() + 2 * 86_400_000);
    await db.execute(sql`
      insert into billable_events (company_id, user_id, kind, amount_cents, created_at)
      values (${account!.company_id}, ${account!.id}, 'eid_identification', 99, ${identifiedAt})`);
    const logger = createLogger('silent');
    const deps = resolveApiContext(
      { config: createTestConfig({ DATA_DIR: suite.site.dataDir }), database: suite.site.database },
      logger,
    );
    const closed = await closeMonth(deps, lastMonth, 'e2e');
    invoiceNumber = closed.invoices[0]!.number;
  }, siteStartTimeoutMs);

  test('an owner with transfers this month sees the running totals and downloads last month’s invoice', async () => {
    const page = await signedIn(suite.browser, suite.site.baseUrl, owner, '/Verwaltungsbereich');
    await page.getByRole('link', { name: /Abrechnung/ }).click();
    await page.waitForURL('**/Abrechnung');

    const month = periodLabel(periodOf(new Date()));
    await page.getByRole('heading', { name: `Laufender Monat: ${month}` }).waitFor();
    const transfers = page.getByRole('table', { name: 'Fotoübertragungen je Standort' });
    expect(await transfers.textContent()).toContain('Foto Abrechnung Kiel');
    expect(await transfers.textContent()).toContain('2,25 €');
    const totals = page.getByLabel('Summen des laufenden Monats');
    expect((await totals.textContent())?.replace(/\s+/g, ' ')).toContain(
      'Netto2,25 €Umsatzsteuer 19 %0,43 €Brutto2,68 €'.replace(/\s+/g, ' '),
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `PDF ${invoiceNumber}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Rechnung-${invoiceNumber}.pdf`);
    const pdf = await downloadedBytes(download);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const login = await fetch(`${suite.site.baseUrl}/api/photobooth/web-login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: owner.email, password: owner.password }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const overview = (await (
      await fetch(`${suite.site.baseUrl}/api/billing/overview/`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { invoices: { id: number }[] };
    const direct = Buffer.from(
      await (
        await fetch(`${suite.site.baseUrl}/api/billing/invoices/${overview.invoices[0]!.id}/pdf/`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).arrayBuffer(),
    );
    // What the browser saved is the server's invoice, byte for byte (its fields are read back
    // in api/src/resources/billing/billing-run.test.ts).
    expect(pdf.equals(direct)).toBe(true);
  });
});
