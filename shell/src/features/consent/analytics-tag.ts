import type { ConsentChoices } from 'shared-ui/consent/cookie-consent';
import { pushToDataLayer } from './data-layer';

const tagHost = 'https://www.googletagmanager.com';
/** Google tag ids (G-, GT-, AW-, DC-, UA-) or a Tag Manager container (GTM-). */
const analyticsIdPattern = /^(G|GT|AW|DC|UA|GTM)-[A-Z0-9-]+$/i;

function isTagManager(id: string): boolean {
  return id.toUpperCase().startsWith('GTM-');
}

/** URL of the external tag script, or null for an id that is not a Google tag id. */
export function analyticsScriptUrl(id: string): string | null {
  if (!analyticsIdPattern.test(id)) return null;
  const file = isTagManager(id) ? 'gtm.js' : 'gtag/js';
  return `${tagHost}/${file}?id=${encodeURIComponent(id)}`;
}

/**
 * gtag() as Google documents it: the tag reads `arguments` objects from the data layer, so
 * this must not be an arrow function or push an array. Lives in the bundle, not in an inline
 * script (the content security policy forbids those).
 */
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- the Google tag only understands Arguments
  pushToDataLayer(arguments);
}

function consentMode(choices: ConsentChoices) {
  const grant = (granted: boolean) => (granted ? 'granted' : 'denied');
  return {
    analytics_storage: grant(choices.statistics),
    ad_storage: grant(choices.marketing),
    ad_user_data: grant(choices.marketing),
    ad_personalization: grant(choices.marketing),
    functionality_storage: grant(choices.preferences),
    personalization_storage: grant(choices.preferences),
  };
}

function loadedTag(): HTMLScriptElement | null {
  return document.head.querySelector<HTMLScriptElement>('script[data-analytics-tag]');
}

/**
 * Appends the analytics tag once, after the visitor granted statistics or marketing (the caller
 * checks that). Consent mode starts with the stored choices.
 */
export function loadAnalyticsTag(id: string, choices: ConsentChoices): void {
  if (loadedTag()) return;
  const url = analyticsScriptUrl(id);
  if (!url) {
    console.warn(`Die Analytics-ID ${id} hat kein bekanntes Format; kein Tag geladen.`);
    return;
  }
  gtag('consent', 'default', consentMode(choices));
  if (isTagManager(id)) {
    pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  } else {
    gtag('js', new Date());
    gtag('config', id, { anonymize_ip: true });
  }
  const script = document.createElement('script');
  script.async = true;
  script.src = url;
  script.dataset.analyticsTag = id;
  document.head.append(script);
}

/** Tells a loaded tag about a changed decision (a script cannot be unloaded). */
export function updateAnalyticsConsent(choices: ConsentChoices): void {
  if (loadedTag()) gtag('consent', 'update', consentMode(choices));
}
