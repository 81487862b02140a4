import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';
import { useFramedField } from './use-form-field';

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
  const { field, frame, control } = useFramedField<string>(name, {
    label,
    required,
    hint,
    className,
  });
  return (
    <FieldFrame {...frame}>
      <select
        {...selectProps}
        {...field}
        {...control}
        value={field.value ?? ''}
        className="bb-field__control"
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
