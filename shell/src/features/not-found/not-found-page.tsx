import { Link } from 'react-router-dom';
import { buttonClassName } from 'shared-ui/components/button';
import { useDocumentMeta } from '../routing/document-meta';
import './not-found-page.css';

export const notFoundMeta = {
  title: 'Seite nicht gefunden – Bildbote',
  description: 'Die angeforderte Seite gibt es auf Bildbote nicht.',
};

export function NotFoundPage() {
  useDocumentMeta(notFoundMeta);
  return (
    <section className="bb-container not-found">
      <h1>Seite nicht gefunden</h1>
      <p>Die Seite, die Sie aufrufen wollten, gibt es nicht oder nicht mehr.</p>
      <Link to="/" className={buttonClassName('primary')}>
        Zur Startseite
      </Link>
    </section>
  );
}
