import { useId, useState } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { authoritiesTexts as texts } from './authorities-texts';

export interface OneTimeSecretProps {
  title: string;
  hint: string;
  label: string;
  value: string;
  onDismiss: () => void;
}

/**
 * A password or key the server answers once: shown read-only with a copy button until the
 * operator hides it. The page keeps it only in this component's props, never in the store.
 */
export function OneTimeSecret({ title, hint, label, value, onDismiss }: OneTimeSecretProps) {
  const inputId = useId();
  const [copyState, setCopyState] = useState<'copied' | 'failed' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  return (
    <Alert variant="success" title={title} className="bb-authorities-secret">
      <p id={`${inputId}-hint`}>{hint}</p>
      <label htmlFor={inputId} className="bb-field__label">
        {label}
      </label>
      <div className="bb-authorities-secret__row">
        <input
          id={inputId}
          readOnly
          value={value}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={`${inputId}-hint`}
          className="bb-field__control bb-authorities-secret__value"
          onFocus={(event) => event.target.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {texts.copy}
        </Button>
        <Button variant="link" onClick={onDismiss}>
          {texts.dismiss}
        </Button>
      </div>
      {copyState ? (
        <p className="bb-authorities-secret__copy">
          {copyState === 'copied' ? texts.copied : texts.copyFailed}
        </p>
      ) : null}
    </Alert>
  );
}
