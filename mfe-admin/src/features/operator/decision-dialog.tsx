import { useId, useState } from 'react';
import { ConfirmDialog } from 'shared-ui/components/confirm-dialog';
import { FieldError } from 'shared-ui/components/field-frame';
import { firstErrorOf, isNetworkError } from 'shared-ui/api/api-errors';
import { operatorTexts } from './operator-texts';

/** What a decision's dialog says: its texts in operator-texts.ts. */
export interface DecisionTexts {
  title: string;
  question: (subject: string) => string;
  confirm: string;
  confirming: string;
  /** The reason field's label. */
  reason?: string;
}

/** Rejecting, withdrawing and blocking need a reason; lifting a block takes one if given. */
type ReasonField =
  | { texts: DecisionTexts & { reason: string }; reason: 'required' | 'optional' }
  | { texts: DecisionTexts; reason?: undefined };

export type DecisionDialogProps = ReasonField & {
  /** The name of what is decided on (a location, a company), quoted in the question. */
  subject: string;
  /** What the server said when it refused, in German. */
  failure: string;
  /** Sends the decision; resolves when stored, rejects with the RTK Query error otherwise. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
};

/** Asks before an operator decision and takes its reason; shows the server's refusal. */
export function DecisionDialog({
  texts,
  subject,
  reason,
  failure,
  onConfirm,
  onClose,
}: DecisionDialogProps) {
  const reasonId = useId();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const required = reason === 'required';

  async function decide() {
    setProblem(null);
    if (required && !text.trim()) {
      setMissing(true);
      return;
    }
    setSending(true);
    try {
      await onConfirm(text.trim());
    } catch (error) {
      setSending(false);
      setProblem(
        isNetworkError(error)
          ? operatorTexts.console.network
          : (firstErrorOf(error, ['detail', 'reason']) ?? failure),
      );
      return;
    }
    onClose();
  }

  return (
    <ConfirmDialog
      open
      title={texts.title}
      confirmLabel={texts.confirm}
      confirmingLabel={texts.confirming}
      cancelLabel={operatorTexts.console.cancel}
      busy={sending}
      problem={problem}
      onConfirm={() => void decide()}
      onCancel={onClose}
    >
      <p>{texts.question(subject)}</p>
      {reason ? (
        <div className="bb-operator-reason">
          <label htmlFor={reasonId} className="bb-field__label">
            {texts.reason}
          </label>
          <textarea
            id={reasonId}
            rows={4}
            maxLength={1000}
            value={text}
            required={required}
            aria-required={required || undefined}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${reasonId}-error` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
          />
          <FieldError
            id={`${reasonId}-error`}
            inputId={reasonId}
            className="bb-field__error bb-operator-reason__error"
            error={missing ? operatorTexts.reasonRequired : undefined}
          />
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
