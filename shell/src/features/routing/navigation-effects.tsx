import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Back to the top of the page on every navigation, unless the URL names an anchor such as
 * `/#map`, which the page scrolls to itself.
 */
export function NavigationEffects() {
  const { pathname, hash, key } = useLocation();

  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash, key]);

  return null;
}
