import {
  electronicFormatIBAN,
  friendlyFormatIBAN,
  isSEPACountry,
  isValidBIC,
  validateIBAN,
} from 'ibantools';
import * as yup from 'yup';

/**
 * Billing rules shared by the API and the billing page (issue 19): VAT, money and month
 * notation, the SEPA mandate checks and their German messages. The server checks everything
 * again. The prices live where the events are written (photo-rules.ts, identification-billing.ts).
 */

/** German VAT, in percent; applied to an invoice's net sum and rounded once. */
export const vatRatePercent = 19;

/** VAT of a net amount in cents, rounded half up once (per invoice, never per line). */
export function vatCents(netCents: number): number {
  return Math.floor((netCents * vatRatePercent + 50) / 100);
}

/** `1234` → `12,34 €` (German notation, always two decimals). */
export function formatEuro(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const euros = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${euros},${String(absolute % 100).padStart(2, '0')} €`;
}

/** A calendar month `YYYY-MM` (months are billed in German time). */
export const periodPattern = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

const germanMonths = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;

/** `2026-11` → `November 2026`. */
export function periodLabel(period: string): string {
  const [year, month] = period.split('-');
  return `${germanMonths[Number(month) - 1]} ${year}`;
}

export const mandateMessages = {
  accountHolderRequired: 'Bitte geben Sie den Kontoinhaber an.',
  accountHolderLength: 'Der Kontoinhaber muss 2 bis 70 Zeichen lang sein.',
  ibanRequired: 'Bitte geben Sie die IBAN an.',
  invalidIban: (iban: string) =>
    `Die IBAN „${iban}“ ist ungültig. Bitte prüfen Sie Länderkennung, Prüfziffer und Länge.`,
  notSepaIban: (iban: string) =>
    `Die IBAN „${iban}“ gehört zu keinem Land des SEPA-Raums; Lastschriften sind nur von deutschen und europäischen Konten möglich.`,
  invalidBic: (bic: string) =>
    `Die BIC „${bic}“ ist ungültig (8 oder 11 Zeichen, z. B. COBADEFFXXX).`,
  invalid: 'Bitte prüfen Sie die Angaben zum SEPA-Lastschriftmandat.',
  saved: 'Das SEPA-Lastschriftmandat wurde erteilt.',
} as const;

/** The IBAN without spaces and in upper case, as stored and sent to the bank. */
export function normalizeIban(input: string): string {
  return electronicFormatIBAN(input) ?? input.replace(/\s+/g, '').toUpperCase();
}

export function normalizeBic(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** The German message for a wrong IBAN (naming it), or null when a SEPA debit may use it. */
export function ibanProblem(input: string): string | null {
  const iban = normalizeIban(input);
  const shown = input.trim();
  if (!validateIBAN(iban).valid) return mandateMessages.invalidIban(shown);
  if (!isSEPACountry(iban.slice(0, 2))) return mandateMessages.notSepaIban(shown);
  return null;
}

export function bicProblem(input: string): string | null {
  const bic = normalizeBic(input);
  return isValidBIC(bic) ? null : mandateMessages.invalidBic(input.trim());
}

/** `DE89370400440532013000` → `DE89 **** **** **** **30 00`: only the last four digits show. */
export function maskIban(iban: string): string {
  const electronic = normalizeIban(iban);
  const masked = electronic.slice(0, 4) + '*'.repeat(electronic.length - 8) + electronic.slice(-4);
  return friendlyFormatIBAN(masked) ?? masked;
}

export interface MandateForm {
  account_holder: string;
  iban: string;
  bic?: string;
}

/** The mandate form's rules (browser and server alike). */
export const mandateFormSchema = yup.object({
  account_holder: yup
    .string()
    .trim()
    .required(mandateMessages.accountHolderRequired)
    // An empty holder is only "required", not also "too short".
    .test(
      'length',
      mandateMessages.accountHolderLength,
      (value) => !value || (value.length >= 2 && value.length <= 70),
    ),
  iban: yup
    .string()
    .trim()
    .required(mandateMessages.ibanRequired)
    .test('iban', (value, context) => {
      const problem = ibanProblem(value ?? '');
      return problem === null || context.createError({ message: problem });
    }),
  bic: yup
    .string()
    .trim()
    .optional()
    .test('bic', (value, context) => {
      if (!value) return true;
      const problem = bicProblem(value);
      return problem === null || context.createError({ message: problem });
    }),
});

/** The mandate text the owner agrees to (SEPA core direct debit, German standard wording). */
export function mandateText(creditorName: string, creditorId: string): string {
  return (
    `Wir ermächtigen ${creditorName} (Gläubiger-Identifikationsnummer ${creditorId}), Zahlungen ` +
    'von unserem Konto mittels Lastschrift einzuziehen. Zugleich weisen wir unser Kreditinstitut ' +
    `an, die von ${creditorName} auf unser Konto gezogenen Lastschriften einzulösen. Hinweis: Wir ` +
    'können innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des ' +
    'belasteten Betrages verlangen. Es gelten dabei die mit unserem Kreditinstitut vereinbarten ' +
    'Bedingungen. Die Abrechnung erfolgt monatlich; den Betrag und das Einzugsdatum nennt die ' +
    'Rechnung spätestens einen Tag vor dem Einzug.'
  );
}
