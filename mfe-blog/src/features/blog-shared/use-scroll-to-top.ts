import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new blog page starts at its top, not at the scroll position of the page before. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
