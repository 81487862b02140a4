import type { ProviderFailureKind } from './eid-client';
import type { IdentityMismatch } from './identity-match';

/** The German answers of the eID endpoints (the client shows them as the server's message). */
export const eidMessages = {
  verified: 'Ihre eID-Verifizierung war erfolgreich.',
  missingState:
    'Die Antwort des eID-Dienstes ist unvollständig (der Parameter „state“ fehlt). Bitte starten Sie die Verifizierung erneut.',
  unknownFlow:
    'Diese Antwort gehört zu keiner laufenden eID-Verifizierung. Bitte starten Sie die Verifizierung erneut.',
  expiredFlow: 'Die eID-Verifizierung ist abgelaufen. Bitte starten Sie sie erneut.',
  replayedCode:
    'Dieser Code wurde bereits verwendet. Jeder Code gilt nur einmal – bitte starten Sie die Verifizierung erneut.',
  tooManyStarts:
    'Zu viele eID-Verifizierungen in kurzer Zeit. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
} as const;

export const providerFailureMessages: Record<ProviderFailureKind, string> = {
  'code-rejected':
    'Der eID-Dienst hat den Code nicht angenommen (ungültig, abgelaufen oder bereits eingelöst). Bitte starten Sie die Verifizierung erneut.',
  'client-rejected':
    'Der eID-Dienst hat die Anfrage von Bildbote abgelehnt. Bitte wenden Sie sich an den Bildbote-Support.',
  unavailable: 'Der eID-Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
  'invalid-answer':
    'Die Antwort des eID-Dienstes konnte nicht bestätigt werden. Bitte starten Sie die Verifizierung erneut.',
};

/** The refusal for an identity that is not the profile's. */
export function mismatchMessage(mismatches: readonly IdentityMismatch[]): string {
  if (mismatches.includes('missing-claims')) {
    return 'Der eID-Dienst hat Name oder Geburtsdatum nicht übermittelt. Ihre Identität konnte nicht bestätigt werden.';
  }
  const name = mismatches.includes('name');
  const birthdate = mismatches.includes('birthdate');
  if (name && birthdate) {
    return 'Name und Geburtsdatum aus Ihrem Ausweis stimmen nicht mit Ihrem Profil überein. Bitte prüfen Sie Ihre Angaben in der Profilverwaltung und versuchen Sie es erneut.';
  }
  if (name) {
    return 'Der Name aus Ihrem Ausweis stimmt nicht mit Ihrem Profil überein. Bitte prüfen Sie Vor- und Nachnamen in der Profilverwaltung und versuchen Sie es erneut.';
  }
  return 'Das Geburtsdatum aus Ihrem Ausweis stimmt nicht mit Ihrem Profil überein. Bitte prüfen Sie es in der Profilverwaltung und versuchen Sie es erneut.';
}
