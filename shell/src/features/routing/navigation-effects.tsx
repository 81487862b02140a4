import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to show its heading (remote module and session check). */
const headingWaitMs = 5000;

/** React hides the content a suspended boundary replaces with `display: none`: not that h1. */
function isShown(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden')) return false;
    if (node instanceof HTMLElement && node.style.display === 'none') return false;
  }
  return true;
}

function shownHeading(area: Element): HTMLElement | null {
  return [...area.querySelectorAll('h1')].find(isShown) ?? null;
}

/**
 * Moves the focus into the page that was opened in the app (a dashboard tile, a menu link), so a
 * keyboard or screen reader user starts at its heading instead of at the top of the document.
 * The page shows its h1 once its remote and data arrived, so this waits for it, then for `main`.
 * Whatever the page or the person focuses meanwhile (an autofocused field, a dialog) wins.
 */
function focusNewPage(focusedAtNavigation: Element | null): () => void {
  const area = document.getElementById('main-content') ?? document.body;
  const unclaimed = () => {
    const active = document.activeElement;
    return (
      !active || active === document.body || !active.isConnected || active === focusedAtNavigation
    );
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const focus = (target: HTMLElement) => {
    stop();
    // After the page's own effects, which may place the focus themselves.
    timer = setTimeout(() => {
      if (!unclaimed() || !target.isConnected) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus();
    }, 0);
  };
  const observer = new MutationObserver(() => {
    const heading = shownHeading(area);
    if (heading) focus(heading);
  });
  const giveUp = setTimeout(() => {
    if (area !== document.body) focus(area as HTMLElement);
    else stop();
  }, headingWaitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(giveUp);
  }

  const heading = shownHeading(area);
  if (heading) focus(heading);
  else observer.observe(area, { childList: true, subtree: true, attributes: true });
  return () => {
    stop();
    clearTimeout(timer);
  };
}

/**
 * On every navigation back to the top of the page, unless the URL names an anchor such as
 * `/#map`, which the page scrolls to itself. When another page was opened in the app, the focus
 * moves to its heading; the first page of a visit keeps the browser's own focus, and a change of
 * only the query (a search kept in the URL) keeps the focus where the person is typing.
 */
export function NavigationEffects() {
  const { pathname, hash, key } = useLocation();
  const firstKey = useRef(key);
  // Per location, whether it shows another page than the one before (kept for the effect's
  // second run under StrictMode).
  const seen = useRef({ key, pathname, changed: false });
  // Read while the new location renders, before the new page's effects can move the focus: the
  // link that was followed, or the body once that link left with the previous page.
  const focusedAtNavigation = useMemo(
    () => (key && typeof document !== 'undefined' ? document.activeElement : null),
    [key],
  );

  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash, key]);

  useEffect(() => {
    if (seen.current.key !== key) {
      seen.current = { key, pathname, changed: seen.current.pathname !== pathname };
    }
    if (key === firstKey.current || hash || !seen.current.changed) return undefined;
    return focusNewPage(focusedAtNavigation);
  }, [pathname, hash, key, focusedAtNavigation]);

  return null;
}
