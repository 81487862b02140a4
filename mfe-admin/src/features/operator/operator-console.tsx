import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { AdminPage } from '../layout/admin-page';
import { OneTimePasswordGate } from './one-time-password-gate';
import { useGetOperatorStatusQuery } from './operator-api';
import { operatorPaths, operatorTexts } from './operator-texts';
import './operator.css';

const texts = operatorTexts.console;

export interface OperatorConsoleProps {
  title: string;
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}

function ConsoleNav() {
  return (
    <nav aria-label={texts.navLabel} className="bb-operator-nav">
      <ul className="bb-operator-nav__list">
        <li>
          <NavLink to={operatorPaths.queue} end className="bb-operator-nav__link">
            {texts.queue}
          </NavLink>
        </li>
        <li>
          <NavLink to={operatorPaths.companies} className="bb-operator-nav__link">
            {texts.companies}
          </NavLink>
        </li>
        <li>
          <NavLink to={operatorPaths.authorities} className="bb-operator-nav__link">
            {texts.authorities}
          </NavLink>
        </li>
        <li>
          <NavLink to={operatorPaths.billing} className="bb-operator-nav__link">
            {texts.billing}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The frame of every page under /Betrieb: operators only, everybody else to their dashboard,
 * without a session to /login (with the notice of why the session ended, if there is one); the
 * console opens only once the one-time password of the CLI has been replaced.
 */
export function OperatorConsole({ title, back, actions, children }: OperatorConsoleProps) {
  return (
    <OneTimePasswordGate
      allowed={['operator']}
      useStatus={useGetOperatorStatusQuery}
      title={title}
      texts={texts}
    >
      {() => (
        <AdminPage title={title} back={back} actions={actions} className="bb-operator">
          <ConsoleNav />
          {children}
        </AdminPage>
      )}
    </OneTimePasswordGate>
  );
}
