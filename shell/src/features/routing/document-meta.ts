import { useEffect } from 'react';
import type { RouteMeta } from 'shared-ui/routing/route-meta';

/** Title and meta description of the current page, as the gateway also writes them into the HTML. */
export function useDocumentMeta({ title, description }: Pick<RouteMeta, 'title' | 'description'>) {
  useEffect(() => {
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
