/** Texts of /videos (signed-in-area.md §2). */
export const videosTexts = {
  title: 'Tutorial-Videos',
  intro:
    'Kurze Anleitungen zu allen Bereichen von Bildbote. Die Videos öffnen sich in einem neuen Tab.',
  loading: 'Videos werden geladen …',
  loadFailed: 'Die Videos konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
  newTab: '(öffnet in einem neuen Tab)',
  unavailable: 'Dieses Video ist noch nicht verfügbar.',
  listLabel: 'Anleitungen',
} as const;
