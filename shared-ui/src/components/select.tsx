import type { ReactNode, SelectHTMLAttributes } from 'react';
import { describedBy, FieldFrame } from './field-frame';
import { useFormField } from './use-form-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'value' | 'id' | 'children'
> {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** First, empty choice; omit it when a value is always set. */
  placeholder?: string;
  hint?: ReactNode;
}

/** A native select bound to Formik. */
export function Select({
  name,
  label,
  options,
  placeholder,
  hint,
  required,
  className,
  ...selectProps
}: SelectProps) {
  const { inputId, field, error } = useFormField<string>(name);
  return (
    <FieldFrame
      inputId={inputId}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      <select
        {...selectProps}
        {...field}
        value={field.value ?? ''}
        id={inputId}
        className="bb-field__control"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, Boolean(hint), Boolean(error))}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
