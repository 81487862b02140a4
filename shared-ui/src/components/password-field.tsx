import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame } from './field-frame';
import { useFramedField } from './use-form-field';
import './password-field.css';

export interface PasswordFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'id' | 'type'
> {
  name: string;
  label: string;
  hint?: ReactNode;
  /** Accessible name of the visibility toggle. */
  toggleLabel?: string;
}

/** A password input bound to Formik with a show/hide toggle (a pressed button shows the text). */
export function PasswordField({
  name,
  label,
  hint,
  required,
  className,
  toggleLabel = 'Passwort anzeigen',
  autoComplete = 'current-password',
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { field, frame, control } = useFramedField<string>(name, {
    label,
    required,
    hint,
    className,
  });

  return (
    <FieldFrame {...frame}>
      <div className="bb-password">
        <input
          {...inputProps}
          {...field}
          {...control}
          value={field.value ?? ''}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          className="bb-field__control bb-password__input"
        />
        <button
          type="button"
          className="bb-password__toggle"
          aria-label={toggleLabel}
          aria-pressed={visible}
          aria-controls={control.id}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
    </FieldFrame>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4z"
        fill="currentColor"
      />
      {crossed ? (
        <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : null}
    </svg>
  );
}
