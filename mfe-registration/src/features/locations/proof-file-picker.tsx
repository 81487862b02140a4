import { useId, useState, type ChangeEvent } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { FieldFrame } from 'shared-ui/components/field-frame';
import { locationTexts } from '../texts/ui-texts';
import { proofFileAccept, readProofFile, type ProofFile } from './proof-file';
import './locations.css';

export interface ProofFilePickerProps {
  label: string;
  files: ProofFile[];
  /** Returns false when the files could not be stored in the session draft. */
  onChange: (files: ProofFile[]) => boolean;
  required?: boolean;
}

/**
 * Choosing the trade-licence PDF of a location (or of all locations): a chosen file replaces the
 * previous one, each file can be removed, and anything but a real PDF is refused.
 */
export function ProofFilePicker({ label, files, onChange, required }: ProofFilePickerProps) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    // Clear the input so that choosing the same file again after a removal is noticed.
    input.value = '';
    if (!chosen) return;
    const result = await readProofFile(chosen);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(onChange([result.file]) ? null : locationTexts.draftNotStored);
  }

  function remove(file: ProofFile) {
    setError(
      onChange(files.filter((candidate) => candidate !== file))
        ? null
        : locationTexts.draftNotStored,
    );
  }

  return (
    <div className="bb-proof-file">
      <FieldFrame inputId={inputId} label={label} required={required}>
        <input
          id={inputId}
          type="file"
          accept={proofFileAccept}
          className="bb-proof-file__input"
          aria-required={required || undefined}
          onChange={(event) => void choose(event)}
        />
      </FieldFrame>
      {files.length > 0 ? (
        <ul className="bb-proof-file__list">
          {files.map((file) => (
            <li key={`${file.name}-${file.data.length}`} className="bb-proof-file__item">
              <span className="bb-proof-file__name">{file.name}</span>
              <Button variant="link" onClick={() => remove(file)}>
                {locationTexts.removeFile(file.name)}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
    </div>
  );
}
