import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The article text: HTML the build rendered from our own Markdown (raw HTML is refused there).
 * Its links are plain anchors; links to pages of the site navigate inside the app, as a <Link>
 * would, instead of reloading the whole page.
 */
export function ArticleBody({ html }: { html: string }) {
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    function followSitePath(event: MouseEvent) {
      if (event.defaultPrevented || !isPlainLeftClick(event)) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      const href = anchor?.getAttribute('href');
      if (!anchor || anchor.target || !href?.startsWith('/')) return;
      event.preventDefault();
      navigate(href);
    }
    element.addEventListener('click', followSitePath);
    return () => element.removeEventListener('click', followSitePath);
  }, [navigate]);

  return (
    <div ref={container} className="bb-article__body" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
