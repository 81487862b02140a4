/** German validation messages, worded exactly as the spec writes them. */
export const validationMessages = {
  password:
    'Das Passwort muss mindestens 8 Zeichen lang sein und einen Großbuchstaben, einen Kleinbuchstaben, eine Zahl und ein Sonderzeichen (@#$%^&*!) enthalten.',
  birthDateInFuture: 'Das Geburtsdatum darf nicht in der Zukunft liegen.',
  requiredFields: 'Bitte füllen Sie alle Pflichtfelder aus.',
  ownerCodeRequired: 'Für eingeladene Mitarbeitende und Manager ist der owner_code erforderlich.',
  consentsRequired: 'Bitte stimmen Sie allen Bedingungen zu.',
  locationRequiredFields: 'Bitte füllen Sie alle erforderlichen Felder aus!',
  pdfOnly: 'Nur PDF-Dateien werden akzeptiert.',
  passwordsDiffer: 'Passwörter stimmen nicht überein.',
  // Not worded by the spec: field-level messages of the server and the forms.
  required: 'Dieses Feld ist erforderlich.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  postcode: 'Die Postleitzahl muss aus genau 5 Ziffern bestehen.',
  date: 'Bitte geben Sie ein gültiges Datum ein.',
  choice: 'Bitte wählen Sie einen gültigen Wert.',
  tooLong: 'Die Eingabe ist zu lang.',
  url: 'Bitte geben Sie eine gültige Webadresse ein.',
  phone: 'Bitte geben Sie eine gültige Telefonnummer ein (mindestens 6 Ziffern).',
  birthDateImplausible:
    'Bitte prüfen Sie das Geburtsdatum: Personen im Studio sind mindestens 15 Jahre alt.',
} as const;
