import type { ReactNode } from 'react';
import { classNames } from './class-names';
import './field-frame.css';

export interface FieldFrameProps {
  inputId: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** Shown once the field was touched (Formik's touched + error). */
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}

/** Ids for the hint and error texts an input points to with aria-describedby. */
export function describedBy(inputId: string, hasHint: boolean, hasError: boolean) {
  const ids = [hasHint && `${inputId}-hint`, hasError && `${inputId}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/**
 * Label, hint and error of one form field. Required fields get the asterisk of the spec
 * ('* Felder sind Pflichtfelder') from CSS, so the label's text stays the plain field name.
 */
export function FieldFrame({
  inputId,
  label,
  required,
  hint,
  error,
  className,
  children,
}: FieldFrameProps) {
  return (
    <div className={classNames('bb-field', error && 'bb-field--invalid', className)}>
      <label
        htmlFor={inputId}
        className={classNames('bb-field__label', required && 'bb-field__label--required')}
      >
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${inputId}-hint`} className="bb-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="bb-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
