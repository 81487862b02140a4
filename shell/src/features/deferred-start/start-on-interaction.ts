import { consentStorageKey, parseConsent } from 'shared-ui/consent/cookie-consent';
import {
  awaitsDataAttribute,
  consentPendingAttribute,
  preloadCrossOrigin,
  prerenderedRootAttribute,
  startEnablesAttribute,
  type Preload,
} from 'shared-ui/prerender/prerendered-files';
import { sessionHintKey } from 'shared-ui/session/session-tokens';
import { adoptConsentCookie } from '../consent/consent-cookie';
import { cookieBannerTitleClass } from '../consent/cookie-banner-markup';

/** What the gateway tells the start script (data attributes of its script element). */
export interface DeferredStart {
  /** The shell's entry: federation runtime, React, the router, the store, then the remote. */
  appScript: string;
  /** The page's remote files the entry will ask for, fetched in parallel once it starts. */
  preloads: Preload[];
}

/**
 * Signs that the visitor is about to use the page. Not `focusin`: the start script itself moves
 * the focus into the cookie banner.
 */
const interactionEvents = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'wheel',
  'scroll',
] as const;

/**
 * Chromium's headless shell reports a pointer resting in the window's corner while a page loads:
 * a pointermove at 0,0 without movement, which no visitor made. (A visitor's first move has no
 * movement either, but lies anywhere else.)
 */
function placeholderPointer(event: Event): boolean {
  const { clientX, clientY, movementX, movementY } = event as PointerEvent;
  return (
    event.type === 'pointermove' &&
    clientX === 0 &&
    clientY === 0 &&
    movementX === 0 &&
    movementY === 0
  );
}

/** How long a click made before the start waits to be replayed. */
const replayDeadlineMs = 30_000;
const replayPollMs = 50;

/**
 * The props React keeps on a DOM node it owns (as the browser tests' `hydrated` helper reads
 * them); none while the node is still the server's.
 */
function reactProps(element: Element): { disabled?: unknown } | null {
  const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
  return key ? ((element as unknown as Record<string, { disabled?: unknown }>)[key] ?? null) : null;
}

/**
 * What a click changes only through the page's script: a button, and a checkbox (the banner's),
 * whose ticking before the start React would not know of.
 */
type Control = HTMLButtonElement | HTMLInputElement;
const controls = 'button, input[type="checkbox"]';

/** React handles a click on it: it owns the control and its props do not disable it. */
function handledByReact(control: Control): boolean {
  const props = reactProps(control);
  return props !== null && !props.disabled;
}

function storedDecisionMissing(): boolean {
  adoptConsentCookie();
  return parseConsent(window.localStorage.getItem(consentStorageKey)) === null;
}

function mayBeSignedIn(): boolean {
  return window.localStorage.getItem(sessionHintKey) !== null;
}

function appendPreload(preload: Preload) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', preload.as);
  link.href = preload.href;
  const mode = preloadCrossOrigin(preload);
  if (mode) link.crossOrigin = mode;
  document.head.append(link);
}

/** Content waiting for the API this close to the window starts the application. */
const awaitedDataMargin = '200px';

/**
 * Content that waits for the API (the legal pages' operator data, the portal's contact block)
 * starts the application once it comes near the window, so it fills without an interaction.
 */
function startWhenDataIsInView(root: HTMLElement, start: () => void) {
  const awaiting = root.querySelectorAll(`main [${awaitsDataAttribute}]`);
  if (awaiting.length === 0) return;
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: awaitedDataMargin },
  );
  awaiting.forEach((element) => observer.observe(element));
}

/**
 * Holds back a click on a control React does not handle yet: starts the application and clicks
 * the control again once React owns it (once per control, however often it was clicked).
 */
function holdClicksUntilHandled(root: HTMLElement, start: () => void) {
  const replaying = new Set<Control>();
  const replayWhenHandled = (control: Control, deadline: number) => {
    if (!control.isConnected || Date.now() > deadline) {
      replaying.delete(control);
      return;
    }
    if (!handledByReact(control)) {
      window.setTimeout(() => replayWhenHandled(control, deadline), replayPollMs);
      return;
    }
    replaying.delete(control);
    control.click();
  };
  root.addEventListener(
    'click',
    (event) => {
      const control =
        event.target instanceof Element ? event.target.closest<Control>(controls) : null;
      // A form's submit button works without the script: the browser sends the form.
      if (!control || (control.type === 'submit' && control.form) || handledByReact(control)) {
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      start();
      if (replaying.has(control)) return;
      replaying.add(control);
      replayWhenHandled(control, Date.now() + replayDeadlineMs);
    },
    true,
  );
}

/**
 * The first view of a prerendered page without the application (issue 22): the page reads,
 * links and the search form work as HTML. The application (about 180 KB of script) loads at the
 * first sign of use; at once for a visitor who may be signed in (the header is theirs), and when
 * content waiting for data comes into view. Until then the script shows the cookie banner when no
 * decision is stored, enables what is marked with `data-start-enables`, and holds back a click
 * on a button or checkbox of the page: it starts the application and clicks it again once React
 * owns it.
 */
export function startOnFirstInteraction({ appScript, preloads }: DeferredStart): void {
  let started = false;
  const onInteraction = (event: Event) => {
    if (!placeholderPointer(event)) start();
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const event of interactionEvents) window.removeEventListener(event, onInteraction, true);
    preloads.forEach(appendPreload);
    const script = document.createElement('script');
    script.src = appScript;
    document.head.append(script);
  };

  const root = document.getElementById('root');
  let startNow = !root?.hasAttribute(prerenderedRootAttribute);
  try {
    if (storedDecisionMissing()) {
      document.documentElement.setAttribute(consentPendingAttribute, '');
      document
        .querySelector<HTMLElement>(`#root .${cookieBannerTitleClass}`)
        ?.focus({ preventScroll: true });
    }
    startNow ||= mayBeSignedIn();
  } catch {
    // No web storage (blocked by the browser): the application decides as it always has.
    startNow = true;
  }
  if (startNow || !root) {
    start();
    return;
  }

  startWhenDataIsInView(root, start);
  for (const element of root.querySelectorAll(`[${startEnablesAttribute}]`)) {
    element.removeAttribute('disabled');
  }
  holdClicksUntilHandled(root, start);
  for (const event of interactionEvents) {
    window.addEventListener(event, onInteraction, { capture: true, passive: true });
  }
}
