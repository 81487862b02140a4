import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new blog page starts at its top, not at the scroll position of the page before (also when the
 * blog navigates within itself). It jumps: the site scrolls smoothly by CSS, which would otherwise
 * animate from the end of a long article. A URL with an anchor is left to the browser.
 */
export function useScrollToTop(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
}
