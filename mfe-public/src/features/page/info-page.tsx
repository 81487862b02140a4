import type { ReactNode } from 'react';
import './page.css';

interface InfoPageProps {
  title: string;
  /** One or two sentences under the heading that say what the page answers. */
  lead?: ReactNode;
  children: ReactNode;
}

/** Frame of every information page: the page heading (h1) with its lead, then the content. */
export function InfoPage({ title, lead, children }: InfoPageProps) {
  return (
    <article className="pub-page">
      <header className="pub-page__header">
        <div className="bb-container">
          <h1>{title}</h1>
          {lead ? <p className="pub-page__lead">{lead}</p> : null}
        </div>
      </header>
      <div className="bb-container pub-page__body">{children}</div>
    </article>
  );
}

interface PageSectionProps {
  title: string;
  children: ReactNode;
  className?: string;
}

/** A titled section (h2) of an information page. */
export function PageSection({ title, children, className }: PageSectionProps) {
  return (
    <section className={className ? `pub-section ${className}` : 'pub-section'}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
