import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { proofFileAccept, proofFileProblem } from 'shared-ui/locations/proof-file';
import { locationsTexts } from './locations-texts';

export interface CertificatePickerProps {
  label: string;
  hint: string;
  file: File | null;
  onChange: (file: File | null) => void;
  required?: boolean;
  /** A refusal found later (the content check on submit, or the server's field error). */
  error?: string | null;
}

/** The trade proof of a studio: one PDF, refused at once when its type or size is wrong. */
export function CertificatePicker({
  label,
  hint,
  file,
  onChange,
  required,
  error,
}: CertificatePickerProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const refused = chosen ? proofFileProblem(chosen) : null;
    setProblem(refused);
    if (refused) event.target.value = '';
    onChange(refused ? null : chosen);
  }

  function remove() {
    if (inputRef.current) inputRef.current.value = '';
    onChange(null);
  }

  const shown = problem ?? error;
  return (
    <div className="bb-field">
      <label
        htmlFor={inputId}
        className={`bb-field__label${required ? ' bb-field__label--required' : ''}`}
      >
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={proofFileAccept}
        onChange={choose}
        aria-required={required || undefined}
        aria-describedby={`${inputId}-hint`}
        className="bb-field__control"
      />
      <p id={`${inputId}-hint`} className="bb-field__hint">
        {hint}
      </p>
      {file ? (
        <p className="bb-locations__file">
          {file.name}{' '}
          <Button
            variant="link"
            onClick={remove}
            aria-label={locationsTexts.add.removeFile(file.name)}
          >
            ×
          </Button>
        </p>
      ) : null}
      {shown ? <Alert variant="error">{shown}</Alert> : null}
    </div>
  );
}
