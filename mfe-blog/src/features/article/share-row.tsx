import { useHydrated } from 'shared-ui/prerender/use-hydrated';
import { shareLinks } from './share-links';

/**
 * Share links carry the page's full URL, whose origin only the browser knows (a release is
 * built without knowing the site's address): they render once the page is live, not in the
 * prerendered HTML, so hydration finds the markup it expects.
 */
export function ShareRow({ path, title }: { path: string; title: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <nav className="bb-article__share" aria-label="Beitrag teilen">
      <p className="bb-article__share-label">Beitrag teilen:</p>
      <ul>
        {shareLinks(`${window.location.origin}${path}`, title).map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
