import { useId } from 'react';
import { classNames } from './class-names';

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  className?: string;
}

/**
 * A labelled search box: it filters a list as the person types, or, inside a `role="search"`
 * form, holds the text the form sends.
 */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  className,
}: SearchFieldProps) {
  const id = useId();
  return (
    <div className={classNames('bb-field', className)}>
      <label htmlFor={id} className="bb-field__label">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        className="bb-field__control"
      />
    </div>
  );
}
