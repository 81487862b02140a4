import { asc, isNull, sql } from 'drizzle-orm';
import type { ApiContext } from '../../kernel/api-deps';
import { openPostgresDatabase } from '../../kernel/database/database';
import type { OpenedDatabase } from '../../kernel/database/database';
import type { Mailer } from '../../kernel/mail/mailer';
import { createTestConfig } from '../../kernel/testing/test-config';
import {
  createPostgresDatabaseOnServer,
  describeWithPostgres,
  testDatabaseTimeoutMs,
} from '../../kernel/testing/test-database';
import { movableClock } from '../accounts/testing/identity-test-kit';
import { companies } from '../accounts/schema';
import { billableEvents } from '../eid/schema';
import { closeMonth, invoiceNumber } from './billing-run';
import { invoices } from './schema';

/**
 * Two API processes (each its own connection pool) on one PostgreSQL close months at the same
 * time: the advisory lock of the run keeps invoice numbers gapless and every month closed once,
 * in whatever order the runs get the lock.
 */
describeWithPostgres('monthly runs of several API processes on one PostgreSQL', () => {
  let onServer: Awaited<ReturnType<typeof createPostgresDatabaseOnServer>>;
  let first: OpenedDatabase;
  let second: OpenedDatabase;
  const config = createTestConfig();
  const clock = movableClock(new Date('2027-01-01T06:00:00Z'));
  // The companies have no owner to mail: a mail would be a mistake of the test.
  const mailer: Mailer = {
    mode: 'outbox',
    send: () => Promise.reject(new Error('keine Mail erwartet')),
    close: () => {},
  };
  const companyCount = 6;
  let companyIds: number[] = [];

  beforeAll(async () => {
    onServer = await createPostgresDatabaseOnServer();
    first = openPostgresDatabase(onServer.url, console);
    second = openPostgresDatabase(onServer.url, console);
    const created = await first.db
      .insert(companies)
      .values(Array.from({ length: companyCount }, (_, index) => ({ name: `Studio ${index + 1}` })))
      .returning({ id: companies.id });
    companyIds = created.map((company) => company.id);
    // Rows of four months: company i has i + 1 identifications of 0.99 € in each.
    const months = ['2026-11-10', '2026-12-10', '2027-01-10', '2027-02-10'];
    await first.db.insert(billableEvents).values(
      months.flatMap((day) =>
        companyIds.flatMap((companyId, index) =>
          Array.from({ length: index + 1 }, (_, row) => ({
            companyId,
            kind: 'eid_identification' as const,
            amountCents: 99,
            createdAt: new Date(`${day}T${String(10 + row).padStart(2, '0')}:00:00Z`),
          })),
        ),
      ),
    );
  }, testDatabaseTimeoutMs);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await onServer?.drop();
  });

  function processOn(database: OpenedDatabase): ApiContext {
    // The run needs neither rate limits nor the blob store.
    return { config, database, clock, mailer } as unknown as ApiContext;
  }

  async function issued() {
    return first.db.select().from(invoices).orderBy(asc(invoices.sequence));
  }

  async function ledgerCents(where = sql`true`): Promise<number> {
    const [row] = await first.db
      .select({ cents: sql<number>`coalesce(sum(${billableEvents.amountCents}), 0)::int` })
      .from(billableEvents)
      .where(where);
    return row!.cents;
  }

  test('two processes closing two months at once: each month once, numbers without gaps', async () => {
    const a = processOn(first);
    const b = processOn(second);

    const results = await Promise.all([
      closeMonth(a, '2026-12', 'A'),
      closeMonth(b, '2026-11', 'B'),
      closeMonth(a, '2026-11', 'A'),
      closeMonth(b, '2026-12', 'B'),
    ]);

    expect(
      results
        .filter((result) => result.closed)
        .map((result) => result.period)
        .sort(),
    ).toEqual(['2026-11', '2026-12']);
    const all = await issued();
    // All issued in January 2027: one year's numbers 1 … 12, none twice, none left out.
    expect(all.map((invoice) => invoice.number)).toEqual(
      Array.from({ length: 2 * companyCount }, (_, index) => invoiceNumber(2027, index + 1)),
    );
    for (const period of ['2026-11', '2026-12']) {
      const ofMonth = all.filter((invoice) => invoice.period === period);
      expect(ofMonth.map((invoice) => invoice.companyId).sort((x, y) => x! - y!)).toEqual(
        companyIds,
      );
      // Each month's invoice bills that month's rows only, whichever month got the lock first.
      expect(ofMonth.map((invoice) => invoice.netCents).sort((x, y) => x - y)).toEqual(
        companyIds.map((_, index) => (index + 1) * 99),
      );
    }
    expect(await ledgerCents(isNull(billableEvents.invoiceId))).toBe(
      2 * 99 * ((companyCount * (companyCount + 1)) / 2),
    );
    expect(all.reduce((sum, invoice) => sum + invoice.netCents, 0)).toBe(
      await ledgerCents(sql`${billableEvents.invoiceId} is not null`),
    );
  });

  test('a later month closed first leaves the earlier month’s rows to its own run', async () => {
    clock.advance(new Date('2027-03-01T06:00:00Z').getTime() - clock().getTime());

    expect((await closeMonth(processOn(second), '2027-02', 'B')).closed).toBe(true);
    expect((await closeMonth(processOn(first), '2027-01', 'A')).closed).toBe(true);

    const all = await issued();
    expect(all.map((invoice) => invoice.sequence)).toEqual(
      Array.from({ length: 4 * companyCount }, (_, index) => index + 1),
    );
    const january = all.filter((invoice) => invoice.period === '2027-01');
    expect(january.map((invoice) => invoice.netCents)).toEqual(
      companyIds.map((_, index) => (index + 1) * 99),
    );
    // No line of January's invoices names another month: February's run left them alone.
    expect(january.flatMap((invoice) => invoice.lines).every((line) => !line.period)).toBe(true);
    expect(await ledgerCents(isNull(billableEvents.invoiceId))).toBe(0);
    expect(all.reduce((sum, invoice) => sum + invoice.netCents, 0)).toBe(await ledgerCents());
  });
});
