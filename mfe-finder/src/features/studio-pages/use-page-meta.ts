import { useEffect } from 'react';

/** Title and description once a page knows its studio or town (the gateway sent the same). */
export function usePageMeta(title: string | null, description: string | null) {
  useEffect(() => {
    if (!title || !description) return;
    document.title = title;
    document.head
      .querySelector<HTMLMetaElement>('meta[name="description"]')
      ?.setAttribute('content', description);
  }, [title, description]);
}
