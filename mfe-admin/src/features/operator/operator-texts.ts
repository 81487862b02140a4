import type { CompanyState, OperatorAction } from 'shared-ui/contracts/operator-contract';
import type { ReviewStatus } from 'shared-ui/contracts/studios-contract';
import type { UserType } from 'shared-ui/session/session-slice';

/** Paths of the operator console (ARCHITECTURE.md §1: under /Betrieb in mfe-admin). */
export const operatorPaths = {
  queue: '/Betrieb',
  companies: '/Betrieb/Unternehmen',
  company: '/Betrieb/Unternehmen/Details',
  authorities: '/Betrieb/Behoerden',
  billing: '/Betrieb/Abrechnung',
} as const;

/**
 * A company's page; `search` is the search it was opened from, carried along so the back link
 * returns to the same results.
 */
export function companyDetailPath(id: number, search = ''): string {
  const params = new URLSearchParams({ id: String(id) });
  if (search) params.set('q', search);
  return `${operatorPaths.company}?${params.toString()}`;
}

/** The company search, with its text in the URL (?q=) so reload, Back and links keep it. */
export function companySearchPath(search = ''): string {
  return search
    ? `${operatorPaths.companies}?${new URLSearchParams({ q: search }).toString()}`
    : operatorPaths.companies;
}

/** Every German text of the operator console. */
export const operatorTexts = {
  console: {
    navLabel: 'Betriebskonsole',
    queue: 'Prüfwarteschlange',
    companies: 'Unternehmen',
    authorities: 'Behörden',
    billing: 'Abrechnung',
    checking: 'Ihr Betriebskonto wird geprüft …',
    statusFailed: 'Ihr Betriebskonto konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
    network: 'Netzwerkfehler. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    loading: 'Wird geladen …',
    yes: 'Ja',
    no: 'Nein',
    cancel: 'Abbrechen',
  },
  initialPassword: {
    title: 'Einmalpasswort ersetzen',
    intro:
      'Ihr Betriebskonto wurde mit einem Einmalpasswort angelegt. Bitte vergeben Sie ein eigenes Passwort, bevor Sie die Betriebskonsole nutzen. Danach melden Sie sich mit dem neuen Passwort an.',
    current: 'Einmalpasswort',
    next: 'Neues Passwort',
    confirm: 'Neues Passwort bestätigen',
    showPassword: (field: string) => `${field} anzeigen`,
    submit: 'Passwort speichern',
    submitting: 'Wird gespeichert …',
    failed: 'Das Passwort konnte nicht geändert werden.',
    changed: 'Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.',
  },
  queue: {
    title: 'Prüfwarteschlange',
    intro:
      'Neue und erneut eingereichte Standorte warten hier auf die Prüfung ihres Gewerbenachweises (Gewerbeanmeldung, Handelsregisterauszug, Handwerkskarte oder Bescheinigung des Finanzamts). Erst nach der Freigabe erscheinen sie in der Fotografensuche.',
    caption: 'Standorte, die auf die Prüfung warten',
    order: 'die am längsten wartenden zuerst',
    empty: 'Derzeit wartet kein Standort auf die Prüfung.',
    count: (total: number) =>
      total === 1
        ? 'Ein Standort wartet auf die Prüfung.'
        : `${total} Standorte warten auf die Prüfung.`,
    shown: (shown: number, total: number) => `${shown} von ${total} angezeigt.`,
    filterLabel: 'Anzeigen',
    filters: {
      all: 'Alle',
      new: 'Neu eingereicht',
      resubmitted: 'Erneut eingereicht',
      withoutProof: 'Ohne Gewerbenachweis',
      blocked: 'Unternehmen gesperrt',
    },
    filterOption: (label: string, count: number) => `${label} (${count})`,
    filterEmpty: 'Kein wartender Standort passt zu dieser Auswahl.',
    loadFailed: 'Die Prüfwarteschlange konnte nicht geladen werden.',
    columns: {
      submitted: 'Eingereicht',
      location: 'Standort',
      company: 'Unternehmen',
      owner: 'Inhaber',
      certificate: 'Gewerbenachweis',
      decision: 'Entscheidung',
    },
    resubmitted: (count: number) =>
      count === 1 ? 'Erneut eingereicht' : `${count}-mal erneut eingereicht`,
    previousRejection: 'Frühere Ablehnung:',
    companyBlocked: 'Unternehmen gesperrt',
    noOwner: 'Kein Inhaber hinterlegt',
    openCertificate: 'PDF öffnen',
    // Starts with the visible text, so speech input ("PDF öffnen") finds the link (WCAG 2.5.3).
    openCertificateLabel: (name: string) => `PDF öffnen: Gewerbenachweis von „${name}“`,
    noCertificate: 'Nicht hochgeladen',
    approve: 'Freigeben',
    approveLabel: (name: string) => `„${name}“ freigeben`,
    approveWithoutProof:
      'Freigabe erst mit Gewerbenachweis möglich. Lehnen Sie den Standort mit Begründung ab, damit der Inhaber einen Nachweis nachreicht.',
    reject: 'Ablehnen',
    rejectLabel: (name: string) => `„${name}“ ablehnen`,
    approveDialog: {
      title: 'Standort freigeben',
      question: (name: string) =>
        `„${name}“ wird freigegeben und erscheint sofort in der Fotografensuche. Der Inhaber erhält eine E-Mail.`,
      confirm: 'Freigeben',
      confirming: 'Wird freigegeben …',
    },
    rejectDialog: {
      title: 'Standort ablehnen',
      question: (name: string) =>
        `„${name}“ wird abgelehnt. Der Inhaber erhält die Begründung per E-Mail und kann den Standort korrigiert mit einem neuen Nachweis erneut einreichen.`,
      reason: 'Begründung',
      confirm: 'Ablehnen',
      confirming: 'Wird abgelehnt …',
    },
    decisionFailed: 'Die Entscheidung konnte nicht gespeichert werden.',
  },
  companies: {
    title: 'Unternehmen',
    intro:
      'Suchen Sie Unternehmen nach ihrem Namen, dem Namen oder der E-Mail-Adresse einer ihrer Personen (Inhaber und Mitarbeitende) oder der Postleitzahl eines ihrer Standorte.',
    searchLabel: 'Unternehmen, Person, E-Mail-Adresse oder Postleitzahl',
    search: 'Suchen',
    captionFound: (text: string) => `Unternehmen zur Suche „${text}“`,
    captionNewest: 'Die zuletzt registrierten Unternehmen',
    empty: 'Kein Unternehmen gefunden.',
    limited: 'Es werden höchstens 50 Unternehmen angezeigt. Bitte verfeinern Sie die Suche.',
    loadFailed: 'Die Unternehmen konnten nicht geladen werden.',
    columns: {
      company: 'Unternehmen',
      owner: 'Inhaber',
      people: 'Personen',
      locations: 'Standorte',
      status: 'Status',
    },
    pending: (count: number) => `davon ${count} in Prüfung`,
    blockedSince: (date: string) => `Gesperrt seit ${date}`,
  },
  company: {
    title: 'Unternehmensdetails',
    back: 'Zurück zur Unternehmenssuche',
    state: 'Zustand',
    statusLabel: 'Zugang des Unternehmens',
    notFound: 'Dieses Unternehmen wurde nicht gefunden.',
    loadFailed: 'Das Unternehmen konnte nicht geladen werden.',
    registeredOn: (date: string) => `Registriert am ${date}`,
    blockedNotice: (date: string) => `Gesperrt seit ${date}.`,
    blockReason: (reason: string) => `Grund: ${reason}`,
    block: 'Unternehmen sperren',
    unblock: 'Sperre aufheben',
    blockDialog: {
      title: 'Unternehmen sperren',
      question: (name: string) =>
        `Alle Personen von „${name}“ werden sofort abgemeldet und können sich nicht mehr anmelden; seine Standorte verschwinden aus der Fotografensuche. Es wird nichts gelöscht.`,
      reason: 'Begründung (wird den Personen bei der Anmeldung angezeigt)',
      confirm: 'Sperren',
      confirming: 'Wird gesperrt …',
    },
    unblockDialog: {
      title: 'Sperre aufheben',
      question: (name: string) =>
        `Die Personen von „${name}“ können sich wieder anmelden; freigegebene Standorte erscheinen wieder in der Fotografensuche.`,
      reason: 'Begründung (freiwillig)',
      confirm: 'Sperre aufheben',
      confirming: 'Wird aufgehoben …',
    },
    changeFailed: 'Die Änderung konnte nicht gespeichert werden.',
    people: {
      heading: 'Personen',
      caption: 'Personen des Unternehmens',
      eidSummary: (verified: number, total: number) =>
        `${verified} von ${total} ${total === 1 ? 'Person' : 'Personen'} per eID identifiziert.`,
      columns: {
        name: 'Name',
        email: 'E-Mail-Adresse',
        role: 'Rolle',
        verified: 'E-Mail bestätigt',
        eid: 'eID',
      },
      eidVerified: 'Identifiziert',
      eidMissing: 'Nicht identifiziert',
    },
    locations: {
      heading: 'Standorte',
      caption: 'Standorte des Unternehmens',
      empty: 'Das Unternehmen hat keine Standorte.',
      columns: {
        name: 'Standort',
        address: 'Adresse',
        status: 'Prüfstatus',
        reason: 'Begründung',
        certificate: 'Gewerbenachweis',
      },
      withdraw: 'Freigabe zurückziehen',
      withdrawLabel: (name: string) => `Freigabe zurückziehen: „${name}“`,
      withdrawDialog: {
        title: 'Freigabe zurückziehen',
        question: (name: string) =>
          `„${name}“ verschwindet sofort aus der Fotografensuche. Der Inhaber erhält die Begründung per E-Mail und sieht sie bei seinen Standorten wie eine Ablehnung; mit einem neuen Nachweis kann er den Standort erneut einreichen.`,
        reason: 'Begründung (wird dem Studio angezeigt)',
        confirm: 'Freigabe zurückziehen',
        confirming: 'Wird zurückgezogen …',
      },
    },
    billing: {
      heading: 'Abrechnungsereignisse',
      caption: 'Abrechnungsereignisse des Unternehmens',
      order: 'die neuesten zuerst',
      empty: 'Für dieses Unternehmen wurden noch keine Abrechnungsereignisse erfasst.',
      columns: { date: 'Datum', person: 'Person', service: 'Leistung', amount: 'Betrag' },
      removedPerson: 'Entfernte Person',
    },
    decisions: {
      heading: 'Protokoll der Entscheidungen',
      caption: 'Entscheidungen des Betriebs zu diesem Unternehmen',
      order: 'die neuesten zuerst',
      empty: 'Zu diesem Unternehmen wurde noch nichts entschieden.',
      columns: {
        at: 'Zeitpunkt',
        operator: 'Betreiber',
        action: 'Entscheidung',
        target: 'Gegenstand',
        reason: 'Begründung',
      },
    },
  },
  reasonRequired: 'Bitte geben Sie eine Begründung an.',
} as const;

export const reviewStatusLabels: Record<ReviewStatus, string> = {
  pending: 'Prüfung ausstehend',
  approved: 'Freigegeben',
  rejected: 'Abgelehnt',
};

/**
 * The company's state as the operator sees it (the server decides it). "Aktiv" only once the
 * owner confirmed the e-mail address: before that, the registration is not finished.
 */
export const companyStateLabels: Record<CompanyState, string> = {
  active: 'Aktiv',
  unconfirmed: 'Registrierung nicht abgeschlossen',
  blocked: 'Gesperrt',
};

/** Why a company is in that state, where the label alone does not say it. */
export const companyStateHints: Partial<Record<CompanyState, string>> = {
  unconfirmed: 'Der Inhaber hat seine E-Mail-Adresse noch nicht bestätigt.',
};

export const actionLabels: Record<OperatorAction, string> = {
  location_approved: 'Standort freigegeben',
  location_rejected: 'Standort abgelehnt',
  location_approval_withdrawn: 'Freigabe zurückgezogen',
  company_blocked: 'Unternehmen gesperrt',
  company_unblocked: 'Sperre aufgehoben',
};

export const roleLabels: Record<UserType, string> = {
  owner: 'Inhaber/in',
  manager: 'Manager/in (Vollzugriff)',
  employee: 'Mitarbeiter/in (Eingeschränkter Zugriff)',
  operator: 'Betrieb',
  authority: 'Sachbearbeitung (Behörde)',
};
