import type { ChecklistState } from 'shared-ui/contracts/checklist-contract';

/** Texts of the set-up checklist on both dashboards (issue 23). */
export const checklistTexts = {
  heading: 'Einrichtung Ihres Zugangs',
  progress: (done: number, total: number) => `${done} von ${total} Schritten erledigt`,
  progressLabel: 'Fortschritt der Einrichtung',
  completeSummary: (done: number, total: number) =>
    `Einrichtung abgeschlossen – ${done} von ${total} Schritten erledigt`,
  dailyWorkHeading: 'Ihr Tagesgeschäft',
  areasHeading: 'Alle Bereiche',
  next: 'Nächster Schritt',
  optional: 'optional',
  loading: 'Die Einrichtungsschritte werden geladen …',
  loadFailed:
    'Die Einrichtungsschritte konnten nicht geladen werden. Alle Bereiche erreichen Sie weiterhin über die Kacheln.',
  registered:
    'Ihre Registrierung war erfolgreich! Software und Lizenzschlüssel gibt es, sobald ein Standort geprüft und freigegeben ist. Ihre nächsten Schritte sehen Sie hier.',
  stateLabel: {
    open: 'Zu erledigen',
    waiting: 'Wartet auf andere',
    done: 'Erledigt',
  } satisfies Record<ChecklistState, string>,
} as const;
