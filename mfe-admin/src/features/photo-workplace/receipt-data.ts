import { formatGermanDate } from 'shared-ui/format/german-date';

/** What the printed code carries for the citizen; the code URL holds the photo's key. */
export interface ReceiptData {
  codeUrl: string;
  studioName: string;
  studioAddress: string;
  capturedAt: string;
  expiresAt: string;
}

export type ReceiptLayout = 'a6' | 'roll';

const berlinTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
});

/** "3.12.2026, 14:05 Uhr" style capture time, as the citizen reads it in Germany. */
export function formatCaptureTime(iso: string): string {
  return `${formatGermanDate(iso)}, ${berlinTime.format(Date.parse(iso))} Uhr`;
}
