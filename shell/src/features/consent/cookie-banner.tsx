import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'shared-ui/components/button';
import { defaultConsentChoices, type ConsentChoices } from 'shared-ui/consent/cookie-consent';
import { useHydrated } from 'shared-ui/prerender/use-hydrated';
import { cookieBannerTitleClass, cookieBannerUntilStartClass } from './cookie-banner-markup';
import { recordConsent } from './record-consent';
import { useStoredConsent } from './use-stored-consent';
import './cookie-banner.css';

const categories: ReadonlyArray<{ key: keyof ConsentChoices; label: string; text: string }> = [
  {
    key: 'preferences',
    label: 'Präferenzen',
    text: 'Merken sich Ihre Einstellungen, zum Beispiel die zuletzt gewählte Ansicht.',
  },
  {
    key: 'statistics',
    label: 'Statistiken',
    text: 'Helfen uns zu verstehen, wie Besucher die Website nutzen.',
  },
  {
    key: 'marketing',
    label: 'Marketing',
    text: 'Ermöglichen es, die Wirkung unserer Angebote und Anzeigen zu messen.',
  },
];

export interface CookieBannerProps {
  /** The visitor asked to change an earlier decision (footer link 'Cookie-Einstellungen'). */
  reopened: boolean;
  onClosed: () => void;
}

/** Shown while no decision is stored, or again on request. */
export function CookieBanner({ reopened, onClosed }: CookieBannerProps) {
  const consent = useStoredConsent();
  // The stored decision is the visitor's: the prerendered banner is hidden, and the start
  // script (deferred-start) shows it when the browser holds no decision.
  const hydrated = useHydrated();
  if (!hydrated) {
    return <CookieChoices initial={defaultConsentChoices} untilStart onDecided={onClosed} />;
  }
  if (consent && !reopened) return null;
  return <CookieChoices initial={consent ?? defaultConsentChoices} onDecided={onClosed} />;
}

interface CookieChoicesProps {
  initial: ConsentChoices;
  /** The prerendered banner and its hydration: shown only while the start script says so. */
  untilStart?: boolean;
  onDecided: () => void;
}

/** Where focus goes after the choice when it came from nowhere in particular (page start). */
const mainContentId = 'main-content';

function isFocusTarget(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && element !== document.body && element.isConnected;
}

/**
 * A bottom sheet, not a modal: it takes at most 40 % of the screen (cookie-banner.css) and sits
 * at the end of the page, so the page and its Impressum/Datenschutz links stay reachable while
 * it is open. Focus moves into it once when it appears and goes back after the choice.
 */
function CookieChoices({ initial, untilStart = false, onDecided }: CookieChoicesProps) {
  const titleId = useId();
  const textId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const returnFocusTo = useRef<Element | null>(null);
  const [choices, setChoices] = useState<ConsentChoices>({
    preferences: initial.preferences,
    statistics: initial.statistics,
    marketing: initial.marketing,
  });

  useEffect(() => {
    // Once per appearance (React's development double run finds focus already inside).
    if (rootRef.current?.contains(document.activeElement)) return;
    returnFocusTo.current = document.activeElement;
    titleRef.current?.focus();
  }, []);

  const decide = (decision: ConsentChoices) => {
    recordConsent(decision);
    // Only when focus is still in the banner: a visitor who moved on keeps their place.
    if (rootRef.current?.contains(document.activeElement)) {
      const previous = returnFocusTo.current;
      const target = isFocusTarget(previous) ? previous : document.getElementById(mainContentId);
      // Where the visitor is on the page stays where it is.
      target?.focus({ preventScroll: true });
    }
    onDecided();
  };

  return (
    <div
      ref={rootRef}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className={untilStart ? `cookie-banner ${cookieBannerUntilStartClass}` : 'cookie-banner'}
    >
      <div className="bb-container cookie-banner__content">
        <div className="cookie-banner__body">
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className={cookieBannerTitleClass}>
            Cookie-Einstellungen
          </h2>
          <p id={textId} className="cookie-banner__text">
            Wir verwenden Cookies und ähnliche Technologien. Bitte wählen Sie, welche Cookies Sie
            zulassen möchten. Technisch notwendige Speicherungen sind immer aktiv. Mehr dazu in
            unserer <Link to="/datenschutz">Datenschutzerklärung</Link> und im{' '}
            <Link to="/impressum">Impressum</Link>.
          </p>
          <fieldset className="cookie-banner__choices">
            <legend className="bb-visually-hidden">Cookie-Kategorien</legend>
            {categories.map(({ key, label, text }) => (
              <div key={key} className="cookie-banner__choice">
                <input
                  id={`cookie-consent-${key}`}
                  type="checkbox"
                  checked={choices[key]}
                  onChange={(event) =>
                    setChoices((current) => ({ ...current, [key]: event.target.checked }))
                  }
                  aria-describedby={`cookie-consent-${key}-text`}
                />
                <label htmlFor={`cookie-consent-${key}`}>{label}</label>
                <p id={`cookie-consent-${key}-text`} className="cookie-banner__choice-text">
                  {text}
                </p>
              </div>
            ))}
          </fieldset>
        </div>
        <div className="cookie-banner__actions">
          <Button
            variant="secondary"
            onClick={() => decide({ preferences: false, statistics: false, marketing: false })}
          >
            Alle ablehnen
          </Button>
          <Button onClick={() => decide(choices)}>Auswahl akzeptieren</Button>
        </div>
      </div>
    </div>
  );
}
