import type { ErrorOut } from 'oidc-provider';
import {
  specimenIdentity,
  testIdentityLabels,
  type TestIdentity,
  type TestIdentityErrors,
} from './test-identity';

/**
 * The pages of the local test provider: plain server-rendered HTML forms without scripts or
 * inline styles (the site's CSP allows neither), one external stylesheet, German, and on every
 * page the notice that this is no real eID.
 */
export const testProviderNotice = 'Test-Identitätsanbieter – keine echte eID';

export const providerPageTexts = {
  heading: 'Identität bestätigen',
  intro:
    'Bildbote bittet um die Bestätigung Ihrer Identität. Dieser Testanbieter ersetzt den Online-Ausweis, solange kein echter eID-Dienst eingerichtet ist: Geben Sie die Angaben ein, die als Ausweisdaten zurückgemeldet werden sollen – passend zu Ihrem Profil oder bewusst abweichend.',
  submit: 'Identität übermitteln',
  specimenHeading: 'Beispielidentität',
  specimenIntro: 'Gibt die Musterperson des Personalausweises zurück.',
  specimenSubmit: 'Als Erika Mustermann (12.08.1964) fortfahren',
  rejectHeading: 'Identifizierung ablehnen',
  rejectIntro:
    'Bricht die Identifizierung ab; Bildbote erhält den Fehler „access_denied“ mit einer Beschreibung.',
  reject: 'Ablehnen',
  errorHeading: 'Die Anfrage konnte nicht bearbeitet werden',
  expiredHeading: 'Diese Identifizierung ist abgelaufen',
  expiredText:
    'Die Anfrage ist nicht mehr gültig. Bitte starten Sie die eID-Verifizierung bei Bildbote erneut.',
} as const;

/** error_description of the refusal, shown by Bildbote's return page. */
export const rejectionDescription =
  'Die Identifizierung wurde im Test-Identitätsanbieter abgelehnt.';

/** The stylesheet, below the provider's mount path. */
export const stylesheetFile = '/assets/test-provider.css';
export const stylesheetPath = (mountPath: string) => `${mountPath}${stylesheetFile}`;

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function page(mountPath: string, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${testProviderNotice}</title>
<link rel="stylesheet" href="${escapeHtml(stylesheetPath(mountPath))}">
</head>
<body>
<p class="notice" role="note">${testProviderNotice}</p>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface InteractionPageOptions {
  mountPath: string;
  uid: string;
  values?: Partial<TestIdentity>;
  errors?: TestIdentityErrors;
}

const fieldTypes: Record<keyof TestIdentity, string> = {
  given_name: 'text',
  family_name: 'text',
  birthdate: 'date',
};

function field(name: keyof TestIdentity, value: string, error: string | undefined): string {
  const errorId = `${name}-error`;
  const describedBy = error ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  return `<p class="field">
<label for="${name}">${testIdentityLabels[name]}</label>
<input id="${name}" name="${name}" type="${fieldTypes[name]}" value="${escapeHtml(value)}" required autocomplete="off"${describedBy}>
${error ? `<span class="error" id="${errorId}">${escapeHtml(error)}</span>` : ''}
</p>`;
}

function hiddenIdentity(identity: TestIdentity): string {
  return (Object.keys(identity) as (keyof TestIdentity)[])
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(identity[name])}">`)
    .join('\n');
}

export const interactionPath = (mountPath: string, uid: string) =>
  `${mountPath}/interaction/${encodeURIComponent(uid)}`;

/** The identity form: free entry, the specimen identity, and the refusal. */
export function renderInteractionPage({
  mountPath,
  uid,
  values = {},
  errors = {},
}: InteractionPageOptions): string {
  const base = interactionPath(mountPath, uid);
  const texts = providerPageTexts;
  return page(
    mountPath,
    texts.heading,
    `<h1>${texts.heading}</h1>
<p>${texts.intro}</p>
<form method="post" action="${escapeHtml(`${base}/identity`)}" class="card">
${field('given_name', values.given_name ?? '', errors.given_name)}
${field('family_name', values.family_name ?? '', errors.family_name)}
${field('birthdate', values.birthdate ?? '', errors.birthdate)}
<button type="submit">${texts.submit}</button>
</form>
<section class="card" aria-labelledby="specimen-heading">
<h2 id="specimen-heading">${texts.specimenHeading}</h2>
<p>${texts.specimenIntro}</p>
<form method="post" action="${escapeHtml(`${base}/identity`)}">
${hiddenIdentity(specimenIdentity)}
<button type="submit" class="secondary">${texts.specimenSubmit}</button>
</form>
</section>
<section class="card" aria-labelledby="reject-heading">
<h2 id="reject-heading">${texts.rejectHeading}</h2>
<p>${texts.rejectIntro}</p>
<form method="post" action="${escapeHtml(`${base}/abort`)}">
<button type="submit" class="secondary">${texts.reject}</button>
</form>
</section>`,
  );
}

/** An interaction that is unknown or over (expired, already finished, cookie missing). */
export function renderExpiredPage(mountPath: string): string {
  const texts = providerPageTexts;
  return page(
    mountPath,
    texts.expiredHeading,
    `<h1>${texts.expiredHeading}</h1>
<p>${texts.expiredText}</p>`,
  );
}

/** The provider's own error page, for requests it cannot answer by redirecting to the client. */
export function renderProviderError(mountPath: string, out: ErrorOut): string {
  const texts = providerPageTexts;
  const details = [out.error, out.error_description].filter(Boolean).map(String);
  return page(
    mountPath,
    texts.errorHeading,
    `<h1>${texts.errorHeading}</h1>
${details.map((detail) => `<p><code>${escapeHtml(detail)}</code></p>`).join('\n')}`,
  );
}
