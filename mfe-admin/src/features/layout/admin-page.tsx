import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { UserType } from 'shared-ui/session/session-slice';
import { dashboardPath } from '../session-guard/dashboard-path';
import './admin-page.css';

export interface AdminPageProps {
  title: string;
  /** The link back, usually to the person's dashboard. */
  back?: { to: string; label: string };
  /** Buttons next to the title, e.g. 'Standort hinzufügen'. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The frame of every page of the signed-in area: back link, title, actions, content. */
export function AdminPage({ title, back, actions, className, children }: AdminPageProps) {
  return (
    <div
      className={['bb-container', 'bb-section', 'bb-admin-page', className]
        .filter(Boolean)
        .join(' ')}
    >
      {back ? (
        <Link to={back.to} className="bb-admin-page__back">
          <span aria-hidden="true">← </span>
          {back.label}
        </Link>
      ) : null}
      <div className="bb-admin-page__header">
        <h1 className="bb-admin-page__title">{title}</h1>
        {actions ? <div className="bb-admin-page__actions">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}

export const backLabel = 'Zurück';

/** The back link of a signed-in page: to the dashboard of the person's role. */
export function backToDashboard(userType: UserType): { to: string; label: string } {
  return { to: dashboardPath(userType), label: backLabel };
}
