import type { ReactNode } from 'react';
import { classNames } from './class-names';
import './alert.css';

export type AlertVariant = 'error' | 'success' | 'info' | 'warning';

export interface AlertProps {
  variant: AlertVariant;
  children: ReactNode;
  /** Optional bold first line. */
  title?: string;
  className?: string;
}

/**
 * Every message of the spec is shown as an alert box. Errors and warnings interrupt
 * (role alert); success and information are announced politely (role status).
 */
export function Alert({ variant, children, title, className }: AlertProps) {
  const role = variant === 'error' || variant === 'warning' ? 'alert' : 'status';
  return (
    <div role={role} className={classNames('bb-alert', `bb-alert--${variant}`, className)}>
      {title ? <p className="bb-alert__title">{title}</p> : null}
      <div className="bb-alert__body">{children}</div>
    </div>
  );
}
