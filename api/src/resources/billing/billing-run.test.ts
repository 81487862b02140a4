import { isNotNull, isNull, sql } from 'drizzle-orm';
import { findAccountById } from '../accounts/accounts';
import { bearer, useTestApp } from '../accounts/testing/identity-test-kit';
import { billableEvents } from '../eid/schema';
import { recordIdentification } from '../eid/identification-billing';
import { createSignedInOperator, signInAgain } from '../operator/testing/operator-test-kit';
import type { TestPerson } from '../operator/testing/operator-test-kit';
import { createPhotoStudio, encryptedPhoto, uploadPhoto } from '../photos/testing/photo-test-kit';
import type { PhotoStudio } from '../photos/testing/photo-test-kit';
import { resolveApiContext } from '../../kernel/api-deps';
import { readOutbox } from '../../kernel/mail/outbox-reader';
import { runDueMonths } from './billing-run';
import { invoices } from './schema';
import { checkedPain008Total, readPain008 } from './testing/pain008-reader';
import { pdfText } from './testing/pdf-text';
import { xrechnungXml } from './xrechnung';

const testApp = useTestApp();
let studio: PhotoStudio;
let otherStudio: PhotoStudio;
let operator: TestPerson;
let mandateReference: string;

const transfers = 30;
const replays = 10;

beforeAll(async () => {
  studio = await createPhotoStudio(testApp);
  otherStudio = await createPhotoStudio(testApp);
  operator = await createSignedInOperator(testApp);
  const mandate = await testApp.app.inject({
    method: 'PUT',
    url: '/api/billing/mandate/',
    headers: bearer(studio.owner.accessToken),
    payload: { account_holder: 'Passbild Studio GmbH', iban: 'DE89370400440532013000' },
  });
  mandateReference = mandate.json().mandate.reference;
}, 90_000);

async function identify(personId: number): Promise<boolean> {
  const account = await findAccountById(testApp.database.db, personId);
  return recordIdentification(testApp.database.db, account!, testApp.clock());
}

async function ledgerSum(where = sql`true`): Promise<{ rows: number; cents: number }> {
  const [result] = await testApp.database.db
    .select({
      rows: sql<number>`count(*)::int`,
      cents: sql<number>`coalesce(sum(${billableEvents.amountCents}), 0)::int`,
    })
    .from(billableEvents)
    .where(where);
  return result!;
}

function asOwner(owner: TestPerson, url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: bearer(owner.accessToken) });
}

function closeNovember() {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/operator/billing/months/2026-11/close/',
    headers: bearer(operator.accessToken),
  });
}

describe('billing: ledger, monthly run, invoices and SEPA file', () => {
  it('bills each transfer and first identification once, even with 50 requests at the same time', async () => {
    const photos = await Promise.all(Array.from({ length: transfers }, () => encryptedPhoto()));
    const people = [studio.owner.id, studio.employee.id];

    const results = await Promise.all([
      ...photos.map((photo) => uploadPhoto(testApp, studio.employee, studio.locationId, photo)),
      // The studio software repeating an upload (lost answer): no second event.
      ...photos
        .slice(0, replays)
        .map((photo) => uploadPhoto(testApp, studio.employee, studio.locationId, photo)),
      // Identifications of the same two people, again and again: billed once each.
      ...Array.from({ length: 10 }, (_, index) => identify(people[index % 2]!)),
    ]);

    const statuses = results.slice(0, transfers + replays).map((result) => {
      const { statusCode } = result as { statusCode: number };
      return statusCode;
    });
    expect(statuses.every((status) => status === 201 || status === 200)).toBe(true);
    expect(statuses.filter((status) => status === 201)).toHaveLength(transfers);
    expect(results.slice(transfers + replays).filter((billed) => billed === true)).toHaveLength(2);
    expect(await ledgerSum()).toEqual({ rows: transfers + 2, cents: transfers * 75 + 2 * 99 });

    for (const photo of await Promise.all([encryptedPhoto(), encryptedPhoto(), encryptedPhoto()])) {
      expect(
        (await uploadPhoto(testApp, otherStudio.employee, otherStudio.locationId, photo))
          .statusCode,
      ).toBe(201);
    }
    expect(await identify(otherStudio.owner.id)).toBe(true);
    expect(await identify(otherStudio.owner.id)).toBe(false);
  });

  it('shows the owner the running month: transfers per location, identifications, net, VAT and gross', async () => {
    const response = await asOwner(studio.owner, '/api/billing/overview/');

    expect(response.statusCode).toBe(200);
    const net = transfers * 75 + 2 * 99;
    expect(response.json()).toMatchObject({
      period: '2026-11',
      period_label: 'November 2026',
      transfers: [
        {
          location: expect.stringMatching(/^Foto /),
          count: transfers,
          amount_cents: transfers * 75,
        },
      ],
      net_cents: net,
      vat_cents: Math.round(net * 0.19),
      gross_cents: net + Math.round(net * 0.19),
      invoices: [],
    });
    expect(response.json().identifications).toHaveLength(2);
    expect((await asOwner(studio.employee, '/api/billing/overview/')).statusCode).toBe(403);
  });

  it('refuses to close a month that is not over, changing nothing', async () => {
    const response = await closeNovember();

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(
      'Der November 2026 ist noch nicht zu Ende und kann erst danach abgerechnet werden.',
    );
    expect(await testApp.database.db.select().from(invoices)).toEqual([]);
  });

  it('closes the month once with gapless numbers, even when two runs start at once', async () => {
    // 1 December, 02:30 in Berlin.
    testApp.clock.advance(new Date('2026-12-01T01:30:00Z').getTime() - testApp.clock().getTime());
    for (const person of [studio.owner, studio.employee, otherStudio.owner, operator])
      await signInAgain(testApp, person);

    const [first, second] = await Promise.all([closeNovember(), closeNovember()]);

    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().created, second.json().created].sort()).toEqual([false, true]);
    const issued = await testApp.database.db.select().from(invoices).orderBy(invoices.sequence);
    expect(issued.map((invoice) => invoice.number)).toEqual(['BB-2026-000001', 'BB-2026-000002']);
    expect(issued.map((invoice) => invoice.payment)).toEqual(['sepa', 'transfer']);
    // Every ledger row is on exactly one invoice, and each invoice is its rows to the cent.
    expect(await ledgerSum(isNull(billableEvents.invoiceId))).toEqual({ rows: 0, cents: 0 });
    for (const invoice of issued) {
      const rows = await ledgerSum(sql`${billableEvents.invoiceId} = ${invoice.id}`);
      expect(invoice.netCents).toBe(rows.cents);
      expect(invoice.lines.reduce((sum, line) => sum + line.totalCents, 0)).toBe(rows.cents);
      expect(invoice.vatCents).toBe(Math.round(rows.cents * 0.19));
      expect(invoice.grossCents).toBe(invoice.netCents + invoice.vatCents);
    }
    expect(issued[0]!.netCents).toBe(transfers * 75 + 2 * 99);

    const before = await testApp.database.db.select().from(invoices).orderBy(invoices.sequence);
    const again = await closeNovember();
    expect(again.json()).toEqual({ period: '2026-11', created: false, invoice_count: 2 });
    expect(await testApp.database.db.select().from(invoices).orderBy(invoices.sequence)).toEqual(
      before,
    );
    expect(await ledgerSum(isNotNull(billableEvents.invoiceId))).toEqual(await ledgerSum());
  });

  it('keeps the ledger as written: an invoiced row can be neither changed nor deleted', async () => {
    await expect(
      testApp.database.db.execute(sql`update billable_events set amount_cents = 1`),
    ).rejects.toThrow();
    await expect(testApp.database.db.execute(sql`delete from billable_events`)).rejects.toThrow();
    expect((await ledgerSum()).rows).toBe(transfers + 2 + 4);
  });

  it('issues a PDF with every field a German invoice needs, to its owner only', async () => {
    const overview = (await asOwner(studio.owner, '/api/billing/overview/')).json();
    const [invoice] = overview.invoices;
    expect(invoice).toMatchObject({
      number: 'BB-2026-000001',
      period: '2026-11',
      due_on: '2026-12-15',
      payment: 'sepa',
    });

    const response = await asOwner(studio.owner, `/api/billing/invoices/${invoice.id}/pdf/`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('Rechnung-BB-2026-000001.pdf');
    const text = pdfText(response.rawPayload);
    const { company, billing } = testApp.config;
    for (const field of [
      `${company.name} · ${company.street} · ${company.postcode} ${company.city}`,
      studio.name,
      'Holstenstraße 1',
      '24103 Kiel',
      'Rechnung',
      'BB-2026-000001',
      '01.12.2026',
      '01.11.2026 – 30.11.2026 (November 2026)',
      'Fällig am:',
      '15.12.2026',
      `Fotoübertragung – Standort Foto`,
      String(transfers),
      '0,75 €',
      '22,50 €',
      '0,99 €',
      'Nettobetrag',
      '24,48 €',
      'Umsatzsteuer 19 %',
      '4,65 €',
      'Rechnungsbetrag (brutto)',
      '29,13 €',
      `Mandatsreferenz: ${mandateReference}`,
      billing.creditorId,
      `USt-IdNr.: ${company.vatId}`,
      `Geschäftsführung: ${company.managingDirector}`,
    ]) {
      expect(text).toContain(field);
    }
    expect(text).not.toContain('DE89370400440532013000 eingezogen');

    expect(
      (await asOwner(otherStudio.owner, `/api/billing/invoices/${invoice.id}/pdf/`)).statusCode,
    ).toBe(404);
    expect(
      (await asOwner(studio.employee, `/api/billing/invoices/${invoice.id}/pdf/`)).statusCode,
    ).toBe(403);
  });

  it('issues the invoice as XRechnung that passes the library’s EN 16931 checks', async () => {
    const [invoice] = await testApp.database.db.select().from(invoices).orderBy(invoices.sequence);

    const response = await asOwner(studio.owner, `/api/billing/invoices/${invoice!.id}/xrechnung/`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('Rechnung-BB-2026-000001.xml');
    const xml = response.body;
    expect(xml).toContain('urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect(xml).toMatch(/<cbc:ID>BB-2026-000001<\/cbc:ID>/);
    expect(xml).toMatch(/<cbc:PaymentMeansCode>59<\/cbc:PaymentMeansCode>/);
    expect(xml).toContain(`<cbc:ID>${mandateReference}</cbc:ID>`);
    expect(xml).toMatch(/<cbc:PayableAmount currencyID="EUR">29.13<\/cbc:PayableAmount>/);
    expect(xml).toMatch(/<cbc:TaxAmount currencyID="EUR">4.65<\/cbc:TaxAmount>/);
    // The checks are real: an invoice without its lines is refused.
    await expect(xrechnungXml({ ...invoice!, lines: [] }, null)).rejects.toThrow();
    expect(
      (await asOwner(otherStudio.owner, `/api/billing/invoices/${invoice!.id}/xrechnung/`))
        .statusCode,
    ).toBe(404);
  });

  it('mails each owner the invoice with the PDF; without a mandate it asks for a transfer', async () => {
    const mails = await readOutbox(testApp.config);
    const invoiceMail = mails.find(
      (mail) => mail.to === studio.owner.email && mail.subject.includes('BB-2026-000001'),
    );
    const transferMail = mails.find(
      (mail) => mail.to === otherStudio.owner.email && mail.subject.includes('BB-2026-000002'),
    );

    expect(invoiceMail?.subject).toBe('Ihre Bildbote-Rechnung BB-2026-000001 für November 2026');
    expect(invoiceMail?.text).toContain('per SEPA-Basislastschrift');
    expect(invoiceMail?.attachments.map((file) => file.filename)).toEqual([
      'Rechnung-BB-2026-000001.pdf',
    ]);
    expect(pdfText(invoiceMail!.attachments[0]!.content)).toContain('BB-2026-000001');
    expect(transferMail?.text).toContain('Bitte überweisen Sie 3,86 € bis zum 15.12.2026');
    // One mail per invoice, although the month was closed three times.
    expect(mails.filter((mail) => mail.subject.startsWith('Ihre Bildbote-Rechnung'))).toHaveLength(
      2,
    );
  });

  it('writes the SEPA file (pain.008) for the companies with a mandate, summing to the cent', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/billing/months/2026-11/sepa.xml',
      headers: bearer(operator.accessToken),
    });

    expect(response.statusCode).toBe(200);
    // Read back with an XML parser; the file's own counts and control sums must hold.
    const file = readPain008(response.body);
    expect(file.namespace).toBe('urn:iso:std:iso:20022:tech:xsd:pain.008.001.02');
    expect(file.messageId).toBe('BILDBOTE-2026-11');
    const sepaInvoices = (
      await testApp.database.db.select().from(invoices).orderBy(invoices.sequence)
    ).filter((invoice) => invoice.period === '2026-11' && invoice.payment === 'sepa');
    expect(checkedPain008Total(file)).toBe(
      sepaInvoices.reduce((sum, invoice) => sum + invoice.grossCents, 0),
    );
    expect(file.controlCents).toBe(2913);
    expect(file.groups).toEqual([
      {
        sequence: 'FRST',
        collectionDate: '2026-12-15',
        creditorIban: testApp.config.billing.iban,
        creditorId: testApp.config.billing.creditorId,
        count: 1,
        controlCents: 2913,
        debits: [
          {
            endToEndId: 'BB-2026-000001',
            cents: 2913,
            currency: 'EUR',
            mandateId: mandateReference,
            signedOn: expect.stringMatching(/^2026-11-\d\d$/),
            debtorName: 'Passbild Studio GmbH',
            debtorIban: 'DE89370400440532013000',
          },
        ],
      },
    ]);
    // The reader really adds up: a file whose control sum is off by a cent is caught.
    expect(() =>
      checkedPain008Total(
        readPain008(response.body.replace('<CtrlSum>29.13</CtrlSum>', '<CtrlSum>29.14</CtrlSum>')),
      ),
    ).toThrow();

    const owner = await asOwner(studio.owner, '/api/operator/billing/months/2026-11/sepa.xml');
    expect(owner.statusCode).toBe(403);
  });

  it('gives the operator revenue per month and the invoices per company', async () => {
    const months = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/billing/months/',
      headers: bearer(operator.accessToken),
    });
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/billing/months/2026-11/invoices/',
      headers: bearer(operator.accessToken),
    });

    expect(months.json()).toEqual([
      expect.objectContaining({
        period: '2026-11',
        invoice_count: 2,
        net_cents: 2448 + 324,
        vat_cents: 465 + 62,
        gross_cents: 2913 + 386,
        debit_count: 1,
        returned_count: 0,
      }),
    ]);
    expect(list.json().map((invoice: { company_name: string }) => invoice.company_name)).toEqual([
      studio.name,
      otherStudio.name,
    ]);
  });

  it('marks a returned direct debit and reminds the owner by mail, once', async () => {
    const [debited, transferred] = await testApp.database.db
      .select()
      .from(invoices)
      .orderBy(invoices.sequence);
    const mark = (id: number) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/operator/billing/invoices/${id}/returned/`,
        headers: bearer(operator.accessToken),
        payload: { note: 'Konto erloschen' },
      });

    const response = await mark(debited!.id);

    expect(response.statusCode).toBe(200);
    const reminder = (await readOutbox(testApp.config)).find((mail) =>
      mail.subject.startsWith('Zahlungserinnerung: Rücklastschrift zur Rechnung BB-2026-000001'),
    );
    expect(reminder?.to).toBe(studio.owner.email);
    expect((await mark(debited!.id)).statusCode).toBe(409);
    expect((await mark(transferred!.id)).statusCode).toBe(409);
    const overview = (await asOwner(studio.owner, '/api/billing/overview/')).json();
    expect(overview.invoices[0].returned_at).toBe(testApp.clock().toISOString());
  });

  it('exports the month’s ledger rows as CSV with their invoice numbers', async () => {
    const response = await asOwner(studio.owner, '/api/billing/ledger.csv?period=2026-11');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Buchung;Zeitpunkt;Art;Standort;Person;Foto;Betrag (EUR);Rechnung');
    expect(lines).toHaveLength(1 + transfers + 2);
    expect(lines.slice(1).every((line) => line.endsWith(';BB-2026-000001'))).toBe(true);
    expect(lines.filter((line) => line.includes(';Fotoübertragung;'))).toHaveLength(transfers);

    const wrong = await asOwner(studio.owner, '/api/billing/ledger.csv?period=November');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Bitte geben Sie einen Monat im Format JJJJ-MM an.');
  });

  it('keeps rows of a closed month that commit after the close for the next invoice, named with their month', async () => {
    // A transfer and an identification stamped 23:59:59 on 30 November in Berlin whose
    // transactions commit only after November was closed.
    const afterClose = testApp.clock();
    const lastSecond = new Date('2026-11-30T22:59:59Z');
    testApp.clock.advance(lastSecond.getTime() - afterClose.getTime());
    await signInAgain(testApp, studio.employee);
    const late = await uploadPhoto(
      testApp,
      studio.employee,
      studio.locationId,
      await encryptedPhoto(),
    );
    expect(late.statusCode).toBe(201);
    expect(await identify(otherStudio.employee.id)).toBe(true);
    testApp.clock.advance(afterClose.getTime() - lastSecond.getTime());
    await signInAgain(testApp, studio.employee);

    // November stays as it was closed; the two rows wait, unbilled, for December's run.
    const again = await closeNovember();
    expect(again.json()).toEqual({ period: '2026-11', created: false, invoice_count: 2 });
    expect(await ledgerSum(isNull(billableEvents.invoiceId))).toEqual({ rows: 2, cents: 75 + 99 });
    // The owners see them in the running month, named with their month.
    const overview = (await asOwner(studio.owner, '/api/billing/overview/')).json();
    expect(overview).toMatchObject({
      period: '2026-12',
      transfers: [
        {
          location: expect.stringMatching(/^Foto .* \(Leistung im November 2026, nachberechnet\)$/),
          count: 1,
          amount_cents: 75,
        },
      ],
      identifications: [],
      net_cents: 75,
    });
    const other = (await asOwner(otherStudio.owner, '/api/billing/overview/')).json();
    expect(other.identifications).toEqual([
      expect.objectContaining({
        person: expect.stringMatching(/\(Leistung im November 2026, nachberechnet\)$/),
        amount_cents: 99,
      }),
    ]);
    expect(other.net_cents).toBe(99);
  });

  it('closes past months by itself once they are over, numbering each year from 1', async () => {
    const photo = await encryptedPhoto();
    await signInAgain(testApp, otherStudio.employee);
    const upload = await uploadPhoto(testApp, otherStudio.employee, otherStudio.locationId, photo);
    expect(upload.statusCode).toBe(201);
    const deps = resolveApiContext(testApp, testApp.app.log);

    // 1 January 2027, 01:30 in Berlin: December is over, and so is the grace hour.
    testApp.clock.advance(new Date('2027-01-01T00:30:00Z').getTime() - testApp.clock().getTime());
    expect(await runDueMonths(deps, 'planer-a')).toEqual(['2026-12']);
    // Another process meanwhile holds the lease; the same one again finds nothing to do.
    expect(await runDueMonths(deps, 'planer-b')).toBeNull();
    expect(await runDueMonths(deps, 'planer-a')).toEqual([]);

    const december = await testApp.database.db
      .select()
      .from(invoices)
      .where(sql`${invoices.period} = '2026-12'`)
      .orderBy(invoices.sequence);
    // The late rows of November are on December's invoices, on lines naming November.
    expect(december).toMatchObject([
      {
        number: 'BB-2027-000001',
        companyId: studio.id,
        payment: 'sepa',
        netCents: 75,
        vatCents: 14,
        grossCents: 89,
        lines: [
          {
            kind: 'photo_transfer',
            description: expect.stringMatching(
              /^Fotoübertragung – Standort Foto .* \(Leistung im November 2026, nachberechnet\)$/,
            ),
            quantity: 1,
            totalCents: 75,
            period: '2026-11',
          },
        ],
      },
      {
        number: 'BB-2027-000002',
        companyId: otherStudio.id,
        payment: 'transfer',
        netCents: 75 + 99,
        vatCents: 33,
        grossCents: 207,
      },
    ]);
    expect(december[1]!.lines.map((line) => [line.kind, line.period])).toEqual([
      ['photo_transfer', undefined],
      ['eid_identification', '2026-11'],
    ]);
    // Nothing lost, nothing twice: every row is on one invoice, the invoices are the ledger.
    expect(await ledgerSum(isNull(billableEvents.invoiceId))).toEqual({ rows: 0, cents: 0 });
    const all = await testApp.database.db.select().from(invoices);
    expect(all.reduce((sum, invoice) => sum + invoice.netCents, 0)).toBe((await ledgerSum()).cents);
    for (const invoice of december) {
      const rows = await ledgerSum(sql`${billableEvents.invoiceId} = ${invoice.id}`);
      expect(invoice.netCents).toBe(rows.cents);
      expect(invoice.lines.reduce((sum, line) => sum + line.totalCents, 0)).toBe(rows.cents);
    }

    // The PDF and the e-invoice show the late line with its month.
    await signInAgain(testApp, studio.owner);
    const pdf = await asOwner(studio.owner, `/api/billing/invoices/${december[0]!.id}/pdf/`);
    // The description wraps: its second line follows quantity and amounts of the first.
    expect(pdfText(pdf.rawPayload).replace(/\s+/g, ' ')).toMatch(
      /Fotoübertragung – Standort Foto \d+ \(Leistung im November 1 0,75 € 0,75 € 2026, nachberechnet\)/,
    );
    const xml = await asOwner(studio.owner, `/api/billing/invoices/${december[0]!.id}/xrechnung/`);
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toMatch(
      /<cac:InvoiceLine>[\s\S]*<cac:InvoicePeriod>\s*<cbc:StartDate>2026-11-01<\/cbc:StartDate>\s*<cbc:EndDate>2026-11-30<\/cbc:EndDate>/,
    );

    // December's SEPA file debits the late transfer (the mandate's second debit: RCUR).
    await signInAgain(testApp, operator);
    const sepa = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/billing/months/2026-12/sepa.xml',
      headers: bearer(operator.accessToken),
    });
    const file = readPain008(sepa.body);
    expect(checkedPain008Total(file)).toBe(89);
    expect(file.groups.map((group) => [group.sequence, group.debits[0]!.endToEndId])).toEqual([
      ['RCUR', 'BB-2027-000001'],
    ]);
  });
});
