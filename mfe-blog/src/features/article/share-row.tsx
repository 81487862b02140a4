import { shareLinks } from './share-links';

export function ShareRow({ pageUrl, title }: { pageUrl: string; title: string }) {
  return (
    <nav className="bb-article__share" aria-label="Beitrag teilen">
      <p className="bb-article__share-label">Beitrag teilen:</p>
      <ul>
        {shareLinks(pageUrl, title).map((link) => (
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
