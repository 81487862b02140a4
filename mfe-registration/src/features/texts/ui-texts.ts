/**
 * The German texts of the registration remote that only the browser shows (the validation
 * messages shared with the server live in shared-ui/validation/messages). Messages quoted by
 * public-site.md §8 are worded exactly as written there.
 */
export const registrationTexts = {
  ownerSteps: ['Persönliche Daten', 'Standort hinzufügen', 'Standort Übersicht', 'Zusammenfassung'],
  invitedSteps: ['Mitarbeitenden-Identifikation', 'Datenprüfung & Einwilligung'],
  pageTitle: 'Registrierung',
  stepperLabel: 'Schritte der Registrierung',
  requiredNote: '* Felder sind Pflichtfelder',
  back: 'Zurück',
  next: 'Weiter',
  register: 'Registrieren',
  registering: 'Wird registriert …',
  fields: {
    salutation: 'Anrede',
    salutationPlaceholder: 'Bitte wählen',
    firstName: 'Vorname',
    lastName: 'Nachname',
    birthDate: 'Geburtsdatum',
    phone: 'Telefonnummer',
    companyName: 'Firmenname',
    legalForm: 'Rechtsform',
    legalFormPlaceholder: 'Bitte wählen',
    website: 'Website',
    email: 'E-Mail',
    password: 'Passwort',
    ownerCode: 'Einladungscode',
  },
  passwordHint:
    'Mindestens 8 Zeichen mit Groß- und Kleinbuchstaben, einer Zahl und einem Sonderzeichen (@#$%^&*!).',
  invitedIntro:
    'Sie wurden von Ihrem Unternehmen eingeladen. Die Firmendaten und Ihr Einladungscode sind bereits eingetragen.',
  summary: {
    personalHeading: 'Ihre Angaben',
    companyHeading: 'Unternehmen',
    locationsHeading: 'Standorte',
    legalHeading: 'Rechtliche Dokumente',
    consentsHeading: 'Einwilligungen',
    proofFile: 'Gewerbenachweis',
    sharedProofFile: 'Gemeinsamer Gewerbenachweis für alle Standorte',
    noProofFile: 'Keine Datei',
    legalTextsUnavailable:
      'Die Rechtstexte konnten nicht geladen werden. Sie finden sie auch auf den Seiten AGB und Datenschutz.',
    agbLink: 'AGB',
    privacyLink: 'Datenschutzerklärung',
  },
  consents: {
    privacy: 'Ich habe die Datenschutzerklärung gelesen und stimme ihr zu.',
    terms: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen (AGB).',
    partnerAccess:
      'Ich bin damit einverstanden, dass Partner von Bildbote auf die eingegebenen Daten zugreifen dürfen.',
    pilotPhase:
      'Ich habe zur Kenntnis genommen, dass sich Bildbote in der Pilotphase befindet und sich Funktionen noch ändern können.',
  },
  success: {
    title: 'Registrierung erfolgreich',
    body: (email: string) =>
      `Wir haben einen Bestätigungscode an ${email} gesendet. Bitte geben Sie ihn auf der nächsten Seite ein.`,
    employeeNotice:
      'Ihre Registrierung als Mitarbeitende/r war erfolgreich. Bitte bestätigen Sie jetzt Ihre E-Mail-Adresse.',
    ok: 'Ok',
  },
  errors: {
    locationRequired: 'Bitte fügen Sie mindestens einen Standort hinzu.',
    proofFileRequired: 'Bitte laden Sie für jedes Studio mindestens eine Datei hoch.',
    unverifiedDuplicate:
      'Registrierung fehlgeschlagen! Ihre E-Mail-Adresse ist bereits registriert. Bitte überprüfen Sie Ihre E-Mail.',
    verifiedDuplicate:
      'Diese E-Mail-Adresse ist bereits registriert und bestätigt. Bitte melden Sie sich an.',
    duplicate: 'Der Benutzer mit dieser E-Mail-Adresse ist bereits registriert',
    network: 'Es gab ein Problem mit der Verbindung zum Server.',
  },
  toLogin: 'Zur Anmeldung',
} as const;

export const locationTexts = {
  dialogTitle: 'Standort oder Fotostudio hinzufügen',
  addButton: 'Standort hinzufügen',
  cancel: 'Abbrechen',
  add: 'Hinzufügen',
  save: 'Speichern',
  checkingAddress: 'Adresse wird geprüft …',
  edit: 'Bearbeiten',
  remove: 'Entfernen',
  fields: {
    name: 'Name des Standorts oder Fotostudios',
    address: 'Straße und Hausnummer',
    zipcode: 'PLZ',
    city: 'Ort',
    phone: 'Telefonnummer',
    website: 'Website',
    proofFile: 'Gewerbeschein (PDF)',
  },
  addedSuccess: 'Fotostandort erfolgreich hinzugefügt!',
  editedSuccess: 'Standort erfolgreich bearbeitet!',
  addressNotFound: 'Adresse nicht gefunden. Bitte überprüfen Sie die Eingabe.',
  geocodeFailed: 'Fehler beim Abrufen der Koordinaten. Bitte versuchen Sie es erneut.',
  noLocationsYet: 'Noch keine Standorte hinzugefügt.',
  locationsListLabel: 'Hinzugefügte Standorte',
  overviewIntro:
    'Bitte laden Sie für jeden Standort einen gültigen Gewerbenachweis hoch (Gewerbeanmeldung, Handelsregisterauszug, Handwerkskarte oder Bescheinigung des Finanzamts).',
  oneFileForAll: 'Eine Datei für alle Standorte verwenden',
  sharedFileLabel: 'Gewerbeschein für alle Standorte (PDF)',
  sharedFileNote: 'Für alle Standorte wird eine gemeinsame Datei verwendet.',
  fileFor: (studio: string) => `Gewerbeschein für ${studio} (PDF)`,
  removeFile: (fileName: string) => `Datei ${fileName} entfernen`,
  fileTooLarge: 'Die Datei ist zu groß. Bitte laden Sie eine PDF-Datei bis 10 MB hoch.',
  fileUnreadable: 'Die Datei konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
  draftNotStored:
    'Die Angaben konnten im Browser nicht zwischengespeichert werden (Speicher voll). Bitte verwenden Sie eine kleinere PDF-Datei.',
} as const;

export const verificationTexts = {
  pageTitle: 'Code-Verifizierung',
  codeIntro:
    'Wir haben Ihnen einen Bestätigungscode per E-Mail gesendet. Bitte geben Sie ihn hier ein.',
  email: 'E-Mail',
  code: 'Bestätigungscode',
  verify: 'Code bestätigen',
  verifying: 'Wird geprüft …',
  resend: 'Code erneut senden',
  emptyCode: 'Bitte geben Sie das Bestätigungscode ein',
  verifyFailed: 'Bestätigungscode-Verifizierung fehlgeschlagen. Bitte versuchen Sie es erneut.',
  verifyServerError: 'Serverfehler. Bitte versuchen Sie es später erneut.',
  emailMissing: 'Bitte geben Sie zuerst Ihre E-Mail-Adresse ein.',
  resendFailed: 'Das erneute Senden der Bestätigungscode-E-Mail ist fehlgeschlagen.',
  resendServerError: 'Serverfehler beim erneuten Senden des Bestätigungscode...',
  resendSuccess: 'Ein neues Bestätigungscode wurde an Ihre E-Mail-Adresse gesendet.',
  verifiedHeading: 'E-Mail-Adresse bestätigt',
  verifiedNotice: 'Ihre E-Mail-Adresse wurde erfolgreich bestätigt.',
  employeeNext: 'Sie können sich jetzt mit Ihrer E-Mail-Adresse und Ihrem Passwort anmelden.',
  ownerNext:
    'Melden Sie sich jetzt an. Danach werden Ihre Standorte übermittelt und Sie gelangen zum Software-Download.',
  toLogin: 'Zur Anmeldung',
  continueToLogin: 'Jetzt anmelden',
  loginHeading: 'Anmelden',
  password: 'Passwort',
  login: 'Anmelden',
  loggingIn: 'Anmeldung läuft …',
  loginMissing: 'Geben Sie E-Mail und Passwort ein',
  loginFailed: (detail?: string) =>
    `Fehler bei der Anmeldung: ${detail || 'Ungültige Anmeldeinformationen.'}`,
  noAccessToken: 'Kein Access Token erhalten.',
  loginServerError: 'Serverfehler beim Anmelden.',
  submittingStudios: 'Ihre Standorte werden übermittelt …',
  signInAgain: 'Bitte melden Sie sich erneut an.',
  invalidCertificate: (studio: string) => `Kein gültiger Gewerbeschein für Studio ${studio}`,
  studioFailed: (studio: string, reason?: string) =>
    `Fehler für ${studio}: ${reason || 'Unbekannter Fehler'}`,
  submitServerError: 'Serverfehler beim Senden der Daten.',
  retrySubmit: 'Standorte erneut senden',
  skipToDownload: 'Ohne diese Standorte weiter zum Software-Download',
  pendingStudiosHeading: 'Noch nicht übermittelte Standorte',
  noDraftsHere:
    'In diesem Browser sind keine Standorte aus Ihrer Registrierung gespeichert. Standorte und Gewerbenachweise, die Sie auf einem anderen Gerät oder in einem anderen Browser eingegeben haben, können nicht übernommen werden. Bitte legen Sie Ihre Standorte nach der Anmeldung im Verwaltungsbereich unter „Geschäftsstandorte“ an.',
  draftsKept: (count: number) =>
    count === 1
      ? 'Ihr Standort aus der Registrierung ist in diesem Browser gespeichert und wird nach der Anmeldung übermittelt.'
      : `Ihre ${count} Standorte aus der Registrierung sind in diesem Browser gespeichert und werden nach der Anmeldung übermittelt.`,
} as const;
