import { useEffect, useState, type RefObject } from 'react';
import { useHydrated } from 'shared-ui/prerender/use-hydrated';

/**
 * True once the element has come within `margin` of the viewport, and from then on. Used to
 * fetch a below-the-fold remote only when the visitor is about to see it, so the first paint
 * of the page does not pay for it. Without IntersectionObserver the answer is true once the
 * page has hydrated (not before: the first render must match the page's prerendered HTML).
 */
export function useNearViewport(target: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  const withoutObserver = useHydrated() && typeof IntersectionObserver === 'undefined';
  useEffect(() => {
    const element = target.current;
    if (near || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, margin, near]);
  return near || withoutObserver;
}
