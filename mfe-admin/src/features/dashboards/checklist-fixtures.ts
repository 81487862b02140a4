import type { Checklist, ChecklistItem } from 'shared-ui/contracts/checklist-contract';

/** Answers of GET /photobooth/checklist/ as the API gives them (see checklist-routes.test.ts). */

function step(overrides: Partial<ChecklistItem> & Pick<ChecklistItem, 'key' | 'title'>) {
  return {
    state: 'open',
    status: 'Offen',
    detail: '',
    link: { to: '/Verwaltungsbereich', label: 'Öffnen' },
    optional: false,
    ...overrides,
  } satisfies ChecklistItem;
}

const company = step({
  key: 'company',
  title: 'Unternehmensdaten',
  state: 'done',
  status: 'Erledigt',
  detail: 'Foto Schmidt: Unternehmens- und Kontaktdaten sind vollständig.',
  link: { to: '/Profilverwaltung', label: 'Profil bearbeiten' },
});

const ownEid = (verified: boolean) =>
  step({
    key: 'own_eid',
    title: 'Eigene eID-Verifizierung',
    state: verified ? 'done' : 'open',
    status: verified ? 'Verifiziert' : 'Nicht verifiziert',
    detail: verified
      ? 'Ihre Identität ist mit dem Personalausweis bestätigt.'
      : 'Bestätigen Sie Ihre Identität mit der Online-Ausweisfunktion.',
    link: verified
      ? { to: '/EidVerifizierung', label: 'eID-Status ansehen' }
      : { to: '/EidVerifizierung', label: 'Jetzt verifizieren' },
  });

const noStaff = step({
  key: 'staff',
  title: 'Mitarbeitende eingeladen und identifiziert',
  status: 'Niemand eingeladen',
  link: { to: '/Mitarbeitende', label: 'Mitarbeitende einladen' },
  optional: true,
});

export const checklists = {
  freshOwner: {
    items: [
      step({
        key: 'location:7',
        title: 'Gewerbenachweis: Foto Hafen',
        status: 'Nachweis fehlt',
        detail: 'Für diesen Standort liegt noch kein Gewerbenachweis vor.',
        link: { to: '/Geschäftsstandorte', label: 'Zu den Geschäftsstandorten' },
      }),
      ownEid(false),
      step({
        key: 'sepa_mandate',
        title: 'SEPA-Lastschriftmandat',
        status: 'Nicht erteilt',
        link: { to: '/Abrechnung', label: 'Mandat erteilen' },
      }),
      noStaff,
      step({
        key: 'location:8',
        title: 'Gewerbenachweis: Foto Markt',
        state: 'waiting',
        status: 'In Prüfung',
        detail: 'Der Gewerbenachweis liegt vor und wird vom Bildbote-Team geprüft.',
        link: { to: '/Geschäftsstandorte', label: 'Zu den Geschäftsstandorten' },
      }),
      step({
        key: 'licence',
        title: 'Lizenz und Software',
        state: 'waiting',
        status: 'Noch nicht verfügbar',
        link: { to: '/Geschäftsstandorte', label: 'Zu den Geschäftsstandorten' },
      }),
      company,
    ],
    progress: { done: 1, total: 6 },
    complete: false,
    next: 'location:7',
  },
  finishedOwner: {
    items: [
      noStaff,
      company,
      ownEid(true),
      step({
        key: 'licence',
        title: 'Lizenz und Software',
        state: 'done',
        status: 'Verfügbar',
        link: { to: '/Software-Download', label: 'Zum Software-Download' },
      }),
    ],
    progress: { done: 3, total: 3 },
    complete: true,
    next: 'staff',
  },
  employeeWithoutEid: {
    items: [
      step({
        key: 'profile',
        title: 'Persönliche Daten',
        status: 'Unvollständig',
        detail: 'Es fehlt: Telefonnummer.',
        link: { to: '/Profilverwaltung', label: 'Profil bearbeiten' },
      }),
      ownEid(false),
    ],
    progress: { done: 0, total: 2 },
    complete: false,
    next: 'profile',
  },
} satisfies Record<string, Checklist>;
