import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useRemoteRegistry } from '../remotes/remote-registry-context';

/**
 * On every navigation: back to the top of the page (unless the URL names an anchor such as
 * `/#map`, which the page scrolls to itself), and the remotes manifest counts as stale.
 */
export function NavigationEffects() {
  const { pathname, hash, key } = useLocation();
  const registry = useRemoteRegistry();
  const firstPage = useRef(true);

  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash, key]);

  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    registry.navigated();
  }, [registry, key]);

  return null;
}
