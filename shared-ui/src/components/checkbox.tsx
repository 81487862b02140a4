import type { InputHTMLAttributes, ReactNode } from 'react';
import { classNames } from './class-names';
import { FieldError } from './field-frame';
import { useFormField } from './use-form-field';
import './checkbox.css';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'type' | 'id' | 'children'
> {
  name: string;
  /** Label content; may contain links (e.g. to the privacy statement). */
  children: ReactNode;
}

/** A boolean checkbox bound to Formik, its label to the right and its error below. */
export function Checkbox({ name, children, className, required, ...inputProps }: CheckboxProps) {
  const { inputId, field, error } = useFormField<boolean>({ name, type: 'checkbox' });
  return (
    <div className={classNames('bb-checkbox', className)}>
      <input
        {...inputProps}
        name={field.name}
        checked={Boolean(field.checked)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        id={inputId}
        type="checkbox"
        className="bb-checkbox__input"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
      />
      <label htmlFor={inputId} className="bb-checkbox__label">
        {children}
      </label>
      <FieldError
        id={`${inputId}-error`}
        inputId={inputId}
        className="bb-checkbox__error"
        error={error}
      />
    </div>
  );
}
