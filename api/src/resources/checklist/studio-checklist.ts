import type {
  Checklist,
  ChecklistItem,
  ChecklistState,
} from 'shared-ui/contracts/checklist-contract';
import type { ReviewStatus } from 'shared-ui/contracts/studios-contract';

/**
 * The set-up checklist of the studio dashboards (issue 23): one pure function of what the
 * database knows, so every rule of "what is done, what comes next" lives here and nowhere else.
 */

/** Pages of the signed-in area the steps link to (signed-in-area.md §2, billing of issue 19). */
export const checklistPages = {
  profile: '/Profilverwaltung',
  staff: '/Mitarbeitende',
  eid: '/EidVerifizierung',
  locations: '/Geschäftsstandorte',
  software: '/Software-Download',
  billing: '/Abrechnung',
} as const;

export interface ChecklistLocation {
  id: number;
  name: string;
  reviewStatus: ReviewStatus;
  reviewReason: string | null;
  hasProof: boolean;
}

export interface ChecklistFacts {
  userType: 'owner' | 'manager' | 'employee';
  company: { name: string; legalForm: string | null };
  person: { dateOfBirth: string | null; phone: string; eidVerified: boolean };
  locations: readonly ChecklistLocation[];
  /** Everyone of the company except the viewer. */
  colleagues: readonly { eidVerified: boolean }[];
  openInvitations: number;
  mandateInForce: boolean;
  installersConfigured: boolean;
}

const statusOf: Record<ChecklistState, string> = {
  open: 'Offen',
  waiting: 'In Bearbeitung',
  done: 'Erledigt',
};

/** Invited staff register without a phone number; the registration fills in this placeholder. */
const isPlaceholderPhone = (phone: string) => /^0*$/.test(phone.replace(/\s/g, ''));

function missingPersonalData(person: ChecklistFacts['person']): string[] {
  const missing: string[] = [];
  if (!person.dateOfBirth) missing.push('Geburtsdatum');
  if (isPlaceholderPhone(person.phone)) missing.push('Telefonnummer');
  return missing;
}

function personalDataItem(facts: ChecklistFacts): ChecklistItem {
  const missing = missingPersonalData(facts.person);
  const isOwner = facts.userType === 'owner';
  if (isOwner && !facts.company.legalForm) missing.unshift('Rechtsform des Unternehmens');
  const done = missing.length === 0;
  return {
    key: isOwner ? 'company' : 'profile',
    title: isOwner ? 'Unternehmensdaten' : 'Persönliche Daten',
    state: done ? 'done' : 'open',
    status: done ? statusOf.done : 'Unvollständig',
    detail: done
      ? isOwner
        ? `${facts.company.name}: Unternehmens- und Kontaktdaten sind vollständig.`
        : 'Ihre Kontaktdaten sind vollständig.'
      : `Es fehlt: ${missing.join(', ')}.`,
    link: { to: checklistPages.profile, label: 'Profil bearbeiten' },
    optional: false,
  };
}

function locationItems(facts: ChecklistFacts): ChecklistItem[] {
  if (facts.locations.length === 0) {
    return [
      {
        key: 'locations',
        title: 'Geschäftsstandort mit Gewerbenachweis',
        state: 'open',
        status: 'Kein Standort',
        detail:
          'Legen Sie mindestens einen Standort mit Gewerbenachweis (PDF) an. Nach der Freigabe erscheint er in der Fotografensuche und Sie erhalten Ihren Lizenzschlüssel.',
        link: { to: checklistPages.locations, label: 'Standort anlegen' },
        optional: false,
      },
    ];
  }
  return facts.locations.map((location) => {
    const title = `Gewerbenachweis: ${location.name}`;
    const link = { to: checklistPages.locations, label: 'Zu den Geschäftsstandorten' };
    const key = `location:${location.id}`;
    if (location.reviewStatus === 'approved') {
      return {
        key,
        title,
        state: 'done',
        status: 'Freigegeben',
        detail: 'Der Standort ist freigegeben und in der Fotografensuche sichtbar.',
        link,
        optional: false,
      };
    }
    if (location.reviewStatus === 'rejected') {
      const reason = location.reviewReason ? ` Begründung: ${location.reviewReason}` : '';
      return {
        key,
        title,
        state: 'open',
        status: 'Abgelehnt',
        detail: `Der Gewerbenachweis wurde abgelehnt.${reason} Bitte korrigieren Sie die Angaben und reichen Sie einen neuen Nachweis ein.`,
        link,
        optional: false,
      };
    }
    if (!location.hasProof) {
      return {
        key,
        title,
        state: 'open',
        status: 'Nachweis fehlt',
        detail:
          'Für diesen Standort liegt noch kein Gewerbenachweis vor. Ohne Nachweis kann er nicht geprüft werden.',
        link,
        optional: false,
      };
    }
    return {
      key,
      title,
      state: 'waiting',
      status: 'In Prüfung',
      detail:
        'Der Gewerbenachweis liegt vor und wird vom Bildbote-Team geprüft. Sie erhalten eine E-Mail, sobald entschieden ist.',
      link,
      optional: false,
    };
  });
}

function eidItem(facts: ChecklistFacts): ChecklistItem {
  const done = facts.person.eidVerified;
  return {
    key: 'own_eid',
    title: 'Eigene eID-Verifizierung',
    state: done ? 'done' : 'open',
    status: done ? 'Verifiziert' : 'Nicht verifiziert',
    detail: done
      ? 'Ihre Identität ist mit dem Personalausweis bestätigt.'
      : 'Bestätigen Sie Ihre Identität mit der Online-Ausweisfunktion. Erst danach können Sie Passbilder übermitteln.',
    link: { to: checklistPages.eid, label: done ? 'eID-Status ansehen' : 'Jetzt verifizieren' },
    optional: false,
  };
}

const people = (count: number) => (count === 1 ? '1 Person' : `${count} Personen`);
const invitationsText = (count: number) =>
  count === 1 ? '1 Einladung ist offen' : `${count} Einladungen sind offen`;

/** Staff are optional: a studio of one works without them. */
function staffItem(facts: ChecklistFacts): ChecklistItem {
  const total = facts.colleagues.length;
  const identified = facts.colleagues.filter((colleague) => colleague.eidVerified).length;
  const link = { to: checklistPages.staff, label: 'Zu den Mitarbeitenden' };
  const base = { key: 'staff', title: 'Mitarbeitende eingeladen und identifiziert', link };
  if (total === 0 && facts.openInvitations === 0) {
    return {
      ...base,
      state: 'open',
      status: 'Niemand eingeladen',
      detail:
        'Laden Sie Mitarbeitende ein, die Passbilder aufnehmen und übermitteln sollen. Jede Person bestätigt danach ihre Identität per eID.',
      link: { to: checklistPages.staff, label: 'Mitarbeitende einladen' },
      optional: true,
    };
  }
  const parts: string[] = [];
  if (facts.openInvitations > 0) parts.push(invitationsText(facts.openInvitations));
  if (total > 0) parts.push(`${identified} von ${people(total)} per eID identifiziert`);
  const done = facts.openInvitations === 0 && identified === total;
  return {
    ...base,
    state: done ? 'done' : 'waiting',
    status: done ? 'Alle identifiziert' : 'Ausstehend',
    detail: `${parts.join(', ')}.`,
    optional: true,
  };
}

function licenceItem(facts: ChecklistFacts): ChecklistItem {
  const approved = facts.locations.some((location) => location.reviewStatus === 'approved');
  const link = { to: checklistPages.software, label: 'Zum Software-Download' };
  const base = { key: 'licence', title: 'Lizenz und Software', optional: false };
  if (!approved) {
    return {
      ...base,
      state: 'waiting',
      status: 'Noch nicht verfügbar',
      detail:
        'Lizenzschlüssel und Software gibt es, sobald mindestens ein Standort Ihres Unternehmens geprüft und freigegeben ist.',
      link: { to: checklistPages.locations, label: 'Zu den Geschäftsstandorten' },
    };
  }
  return {
    ...base,
    state: 'done',
    status: 'Verfügbar',
    detail: facts.installersConfigured
      ? 'Lizenzschlüssel und Software für Windows und macOS stehen zum Download bereit.'
      : 'Der Lizenzschlüssel steht bereit. Die Installationspakete sind auf diesem Server noch nicht eingerichtet; bitte wenden Sie sich an den Bildbote-Support.',
    link,
  };
}

function mandateItem(facts: ChecklistFacts): ChecklistItem {
  const done = facts.mandateInForce;
  return {
    key: 'sepa_mandate',
    title: 'SEPA-Lastschriftmandat',
    state: done ? 'done' : 'open',
    status: done ? 'Erteilt' : 'Nicht erteilt',
    detail: done
      ? 'Die monatliche Abrechnung wird per Lastschrift eingezogen.'
      : 'Erteilen Sie ein SEPA-Lastschriftmandat für die monatliche Abrechnung der Übertragungen.',
    link: { to: checklistPages.billing, label: done ? 'Zur Abrechnung' : 'Mandat erteilen' },
    optional: false,
  };
}

/** The steps of each role in their natural order (signed-in-area.md §6: who may do what). */
function stepsOf(facts: ChecklistFacts): ChecklistItem[] {
  switch (facts.userType) {
    case 'owner':
      return [
        personalDataItem(facts),
        ...locationItems(facts),
        eidItem(facts),
        staffItem(facts),
        licenceItem(facts),
        mandateItem(facts),
      ];
    case 'manager':
      return [personalDataItem(facts), eidItem(facts), staffItem(facts), licenceItem(facts)];
    case 'employee':
      return [personalDataItem(facts), eidItem(facts)];
  }
}

/** Required open steps come first, then optional open ones, then waiting, then done. */
function rank(item: ChecklistItem): number {
  if (item.state === 'open') return item.optional ? 1 : 0;
  return item.state === 'waiting' ? 2 : 3;
}

export function studioChecklist(facts: ChecklistFacts): Checklist {
  const steps = stepsOf(facts);
  // A stable sort keeps the natural order within each rank.
  const items = steps
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
  const required = items.filter((item) => !item.optional);
  const done = required.filter((item) => item.state === 'done').length;
  return {
    items,
    progress: { done, total: required.length },
    complete: done === required.length,
    next: items.find((item) => item.state === 'open')?.key ?? null,
  };
}
