/**
 * The facts and commercial terms of the service as published to citizens, studios and authorities.
 * Web pages, the AGB, the privacy statement and the user manual all quote these values, so a
 * change of price or rule happens here once.
 */
export const serviceTerms = {
  /** Digital passport photos are mandatory in Germany from this day on. */
  mandatorySince: '1. Mai 2025',
  photoValidityMonths: 6,
  /** A photo taken at the authority itself is valid only about this long, for a single application. */
  authorityPhotoValidityDays: 4,
  photoSize: '35 x 45 mm',
  eyeHeight: '11 bis 15 mm',
  licenceFeeEur: 0,
  /** The licence fee of 49 EUR planned before was waived on this day, also retroactively. */
  waivedLicenceFeeEur: 49,
  licenceFeeWaivedOn: '5. Mai 2025',
  employeeIdentificationFeeEur: 0.99,
  transferFeeEur: 0.75,
  cancellationNoticeDays: 14,
  serverLogRetentionDays: 7,
  /** Registration drafts (locations, trade proofs) in the browser, after their last change. */
  registrationDraftDays: 7,
} as const;

/** German money notation as used in the published terms, e.g. "0,75 EUR". */
export function formatEuro(amount: number): string {
  return `${amount.toFixed(2).replace('.', ',')} EUR`;
}

/** Documents a studio may submit as proof of its trade. */
export const tradeProofDocuments = [
  'Gewerbeanmeldung (Gewerbeschein)',
  'Auszug aus dem Handelsregister',
  'Handwerkskarte',
  'Bescheinigung des Finanzamts',
] as const;
