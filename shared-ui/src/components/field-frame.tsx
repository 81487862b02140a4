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
 * The error text of a field, read out when it appears or changes and gone once the value is
 * valid. The live region is always in the page (a screen reader announces changes only of a
 * region it already knows); empty, it takes no space. It is polite, so it does not cut off what
 * is being read. While its own input has the focus (the person types there, or the page put the
 * focus there to show the error) it is silent: the input's aria-describedby reads it already.
 */
export function FieldError({
  id,
  inputId,
  className,
  error,
}: {
  id: string;
  inputId: string;
  className: string;
  error: string | undefined;
}) {
  const atItsInput = typeof document !== 'undefined' && document.activeElement?.id === inputId;
  return (
    <p id={id} className={className} aria-live={atItsInput ? 'off' : 'polite'}>
      {error}
    </p>
  );
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
      <FieldError
        id={`${inputId}-error`}
        inputId={inputId}
        className="bb-field__error"
        error={error}
      />
    </div>
  );
}
