/**
 * The visitor's cookie consent (public-site.md §3-4). Written by the shell's banner to
 * localStorage and read from the same place (ARCHITECTURE §4 fixes the spec's
 * localStorage/sessionStorage mismatch). A remote that needs to know the choice reads it here and
 * listens for `storage` events with `consentStorageKey`; the shell fires one on every decision.
 */
export const consentStorageKey = 'cookieConsent';

/** Name of the legacy cookie that is read once when localStorage holds no decision yet. */
export const consentCookieName = 'cookieConsent';

export interface ConsentChoices {
  preferences: boolean;
  statistics: boolean;
  marketing: boolean;
}

export interface StoredConsent extends ConsentChoices {
  /** ISO timestamp of the decision. */
  decidedAt: string;
}

/**
 * All three categories start unticked. The spec (§9) ticks them, but pre-ticked boxes are not
 * valid consent (§ 25 TDDDG, CJEU C-673/17 "Planet49"); ARCHITECTURE §4 records the decision.
 */
export const defaultConsentChoices: ConsentChoices = {
  preferences: false,
  statistics: false,
  marketing: false,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The stored decision, or null when the text is missing or not a complete decision. */
export function parseConsent(text: string | null): StoredConsent | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { preferences, statistics, marketing, decidedAt } = value;
  if (
    typeof preferences !== 'boolean' ||
    typeof statistics !== 'boolean' ||
    typeof marketing !== 'boolean'
  ) {
    return null;
  }
  return {
    preferences,
    statistics,
    marketing,
    decidedAt: typeof decidedAt === 'string' ? decidedAt : '',
  };
}

export function readStoredConsent(): StoredConsent | null {
  if (typeof window === 'undefined') return null;
  return parseConsent(window.localStorage.getItem(consentStorageKey));
}

/** The analytics tag may load only when statistics or marketing was granted. */
export function allowsAnalytics(consent: ConsentChoices | null): boolean {
  return Boolean(consent && (consent.statistics || consent.marketing));
}
