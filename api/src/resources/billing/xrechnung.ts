import type { Invoice } from '@e-invoice-eu/core';

type Ubl = Invoice['ubl:Invoice'];
type PaymentMeans = NonNullable<Ubl['cac:PaymentMeans']>[number];
type InvoiceLineData = Ubl['cac:InvoiceLine'][number];
import { vatRatePercent } from 'shared-ui/billing/billing-rules';
import { berlinDate } from './billing-period';
import { servicePeriod } from './invoice-pdf';
import type { InvoiceRow, SepaMandateRow } from './schema';

/** `2448` → `24.48`: amounts as the XML writes them. */
function amount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const vatCategory = {
  'cbc:ID': 'S',
  'cbc:Percent': String(vatRatePercent),
  'cac:TaxScheme': { 'cbc:ID': 'VAT' },
} as const;

/**
 * The invoice in the library's internal (UBL-shaped) format: the same stored invoice as the
 * PDF, with the direct debit (payment means 59, mandate reference, debited account, creditor
 * id) or the transfer (58, the platform's account).
 */
export function xrechnungData(invoice: InvoiceRow, mandate: SepaMandateRow | null): Invoice {
  const { seller, buyer } = invoice;
  const { from, to } = servicePeriod(invoice.period);
  const eur = (cents: number) => amount(cents);
  const payment: PaymentMeans =
    invoice.payment === 'sepa' && mandate
      ? {
          'cbc:PaymentMeansCode': '59',
          'cbc:PaymentID': invoice.number,
          'cac:PaymentMandate': {
            'cbc:ID': mandate.reference,
            'cac:PayerFinancialAccount': { 'cbc:ID': mandate.iban },
          },
        }
      : {
          'cbc:PaymentMeansCode': '58',
          'cbc:PaymentID': invoice.number,
          'cac:PayeeFinancialAccount': {
            'cbc:ID': seller.iban,
            'cbc:Name': seller.name,
            'cac:FinancialInstitutionBranch': { 'cbc:ID': seller.bic },
          },
        };
  return {
    'ubl:Invoice': {
      'cbc:CustomizationID':
        'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
      'cbc:ProfileID': 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
      'cbc:ID': invoice.number,
      'cbc:IssueDate': berlinDate(invoice.issuedAt),
      'cbc:DueDate': invoice.dueOn,
      'cbc:InvoiceTypeCode': '380',
      'cbc:DocumentCurrencyCode': 'EUR',
      // No Leitweg-ID between companies: the customer number is the buyer's reference.
      'cbc:BuyerReference': String(invoice.companyId ?? buyer.name),
      'cac:InvoicePeriod': { 'cbc:StartDate': from, 'cbc:EndDate': to },
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cbc:EndpointID': seller.email,
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PartyIdentification': [{ 'cbc:ID': seller.creditorId, 'cbc:ID@schemeID': 'SEPA' }],
          'cac:PartyName': { 'cbc:Name': seller.name },
          'cac:PostalAddress': {
            'cbc:StreetName': seller.street,
            'cbc:CityName': seller.city,
            'cbc:PostalZone': seller.postcode,
            'cac:Country': { 'cbc:IdentificationCode': 'DE' },
          },
          'cac:PartyTaxScheme': [
            { 'cbc:CompanyID': seller.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
          ],
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': seller.name,
            'cbc:CompanyID': `${seller.registerCourt} ${seller.registerNumber}`,
          },
          'cac:Contact': {
            'cbc:Name': seller.name,
            'cbc:Telephone': seller.phone,
            'cbc:ElectronicMail': seller.email,
          },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          'cbc:EndpointID': buyer.email ?? seller.email,
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PartyName': { 'cbc:Name': buyer.name },
          'cac:PostalAddress': {
            'cbc:StreetName': buyer.street,
            'cbc:CityName': buyer.city || '–',
            'cbc:PostalZone': buyer.postcode || '00000',
            'cac:Country': { 'cbc:IdentificationCode': 'DE' },
          },
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.name },
        },
      },
      'cac:PaymentMeans': [payment],
      'cac:PaymentTerms': { 'cbc:Note': `Zahlbar ohne Abzug bis ${invoice.dueOn}.` },
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': eur(invoice.vatCents),
          'cbc:TaxAmount@currencyID': 'EUR',
          'cac:TaxSubtotal': [
            {
              'cbc:TaxableAmount': eur(invoice.netCents),
              'cbc:TaxableAmount@currencyID': 'EUR',
              'cbc:TaxAmount': eur(invoice.vatCents),
              'cbc:TaxAmount@currencyID': 'EUR',
              'cac:TaxCategory': vatCategory,
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': eur(invoice.netCents),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cbc:TaxExclusiveAmount': eur(invoice.netCents),
        'cbc:TaxExclusiveAmount@currencyID': 'EUR',
        'cbc:TaxInclusiveAmount': eur(invoice.grossCents),
        'cbc:TaxInclusiveAmount@currencyID': 'EUR',
        'cbc:PayableAmount': eur(invoice.grossCents),
        'cbc:PayableAmount@currencyID': 'EUR',
      },
      'cac:InvoiceLine': invoice.lines.map((line, index): InvoiceLineData => ({
        'cbc:ID': String(index + 1),
        'cbc:InvoicedQuantity': String(line.quantity),
        'cbc:InvoicedQuantity@unitCode': 'C62',
        'cbc:LineExtensionAmount': eur(line.totalCents),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        // A late row's line (BG-26): the month the service was rendered in.
        ...(line.period
          ? {
              'cac:InvoicePeriod': {
                'cbc:StartDate': servicePeriod(line.period).from,
                'cbc:EndDate': servicePeriod(line.period).to,
              },
            }
          : {}),
        'cac:Item': { 'cbc:Name': line.description, 'cac:ClassifiedTaxCategory': vatCategory },
        'cac:Price': {
          'cbc:PriceAmount': eur(line.unitCents),
          'cbc:PriceAmount@currencyID': 'EUR',
        },
      })) as [InvoiceLineData, ...InvoiceLineData[]],
    },
  };
}

/** Its problems are thrown, not logged: an invoice that fails the checks is never handed out. */
const quiet = { log() {}, warn() {}, error() {} };

/**
 * The invoice as XRechnung 3.0 (UBL), the German B2B e-invoice; the library checks the data
 * against its EN 16931 schema before it writes the XML and throws when something is missing.
 */
export async function xrechnungXml(
  invoice: InvoiceRow,
  mandate: SepaMandateRow | null,
): Promise<string> {
  // Loaded when an invoice is written, not with the API: the library alone takes ~0.4 s to load.
  const { InvoiceService } = await import('@e-invoice-eu/core');
  const service = new InvoiceService(quiet);
  const xml = await service.generate(xrechnungData(invoice, mandate), {
    format: 'XRECHNUNG-UBL',
    lang: 'de-de',
    noWarnings: true,
  });
  return typeof xml === 'string' ? xml : Buffer.from(xml).toString('utf8');
}

/** `Rechnung-BB-2026-000001.xml`. */
export function xrechnungFileName(invoice: InvoiceRow): string {
  return `Rechnung-${invoice.number}.xml`;
}
