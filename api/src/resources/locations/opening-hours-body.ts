/**
 * The messages of PUT registered-shops/{id}/opening-hours/ (issue 21, item 4). Its schemas are
 * the contract's (`OpeningHoursBody`, `LocationDetailsBody` of shared-ui/contracts/
 * studios-contract.ts) and only document; the check itself (German messages per day) is
 * `checkOpeningHours` of shared-ui, which the management area uses too.
 */
export const openingHoursMessages = {
  invalid: 'Die Öffnungszeiten sind ungültig. Bitte prüfen Sie die markierten Tage.',
  barrierFree: 'Bitte geben Sie an, ob der Standort barrierefrei ist (true oder false).',
  notAnObject:
    'Bitte senden Sie opening_hours (Öffnungszeiten je Wochentag oder null) und barrier_free (true oder false).',
  saved: 'Öffnungszeiten und Barrierefreiheit wurden gespeichert.',
} as const;
