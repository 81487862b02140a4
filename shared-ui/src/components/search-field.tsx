import { useId } from 'react';
import { classNames } from './class-names';

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
}

/** A labelled search box that filters a list as the person types. */
export function SearchField({ label, value, onChange, placeholder, className }: SearchFieldProps) {
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
        onChange={(event) => onChange(event.target.value)}
        className="bb-field__control"
      />
    </div>
  );
}
