import { Type } from '@sinclair/typebox';
import { weekdayNames, weekdays } from 'shared-ui/locations/opening-hours';

/**
 * OpenAPI shape of a location's opening hours (issue 21, item 4). It documents; the check itself
 * (German messages per day) is `checkOpeningHours` of shared-ui, which the management area uses
 * too.
 */
const Period = Type.Object(
  {
    opens: Type.String({ description: 'Öffnet um HH:MM (Europe/Berlin)', examples: ['09:00'] }),
    closes: Type.String({
      description: 'Schließt um HH:MM, nach opens; 24:00 = Mitternacht',
      examples: ['12:30'],
    }),
  },
  { additionalProperties: false },
);

export const OpeningHoursBody = Type.Union(
  [
    Type.Object(
      Object.fromEntries(
        weekdays.map((day) => [
          day,
          Type.Array(Period, {
            description: `${weekdayNames[day]}: Zeiträume (z. B. mit Mittagspause); leer = geschlossen`,
          }),
        ]),
      ),
      { additionalProperties: false },
    ),
    Type.Null(),
  ],
  { description: 'Öffnungszeiten je Wochentag; null = nicht angegeben' },
);

export const LocationDetailsBody = Type.Object({
  opening_hours: OpeningHoursBody,
  barrier_free: Type.Boolean({ description: 'Barrierefreier Zugang (stufenlos erreichbar)' }),
});

export const openingHoursMessages = {
  invalid: 'Die Öffnungszeiten sind ungültig. Bitte prüfen Sie die markierten Tage.',
  barrierFree: 'Bitte geben Sie an, ob der Standort barrierefrei ist (true oder false).',
  notAnObject:
    'Bitte senden Sie opening_hours (Öffnungszeiten je Wochentag oder null) und barrier_free (true oder false).',
  saved: 'Öffnungszeiten und Barrierefreiheit wurden gespeichert.',
} as const;
