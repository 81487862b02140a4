import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame } from './field-frame';
import { useFramedField } from './use-form-field';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'onChange' | 'id'
> {
  /** Formik field name. */
  name: string;
  label: string;
  hint?: ReactNode;
  /** Rewrites what was typed before it is stored, e.g. keep only digits of a postcode. */
  normalize?: (value: string) => string;
  /** Called with the stored value after each change, e.g. to look up a city at 5 digits. */
  onValueChange?: (value: string) => void;
}

/** A text input bound to Formik: label, required marker, hint, and the error once touched. */
export function TextField({
  name,
  label,
  hint,
  normalize,
  onValueChange,
  required,
  className,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const { field, helpers, frame, control } = useFramedField<string>(name, {
    label,
    required,
    hint,
    className,
  });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const value = normalize ? normalize(event.target.value) : event.target.value;
    void helpers.setValue(value);
    onValueChange?.(value);
  };

  return (
    <FieldFrame {...frame}>
      <input
        {...inputProps}
        {...control}
        type={type}
        name={field.name}
        value={field.value ?? ''}
        onChange={change}
        onBlur={field.onBlur}
        className="bb-field__control"
      />
    </FieldFrame>
  );
}
