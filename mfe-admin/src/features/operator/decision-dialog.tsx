import { useId, useState } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { FieldError } from 'shared-ui/components/field-frame';
import { Modal } from 'shared-ui/components/modal';
import { firstErrorOf, isNetworkError } from 'shared-ui/api/api-errors';
import { operatorTexts } from './operator-texts';

export interface DecisionDialogProps {
  title: string;
  question: string;
  confirm: string;
  confirming: string;
  /** A reason field: required for rejecting and blocking, optional for lifting a block. */
  reason?: { label: string; required: boolean };
  /** What the server said when it refused, in German. */
  failure: string;
  /** Sends the decision; resolves when stored, rejects with the RTK Query error otherwise. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks before an operator decision and takes its reason; shows the server's refusal. */
export function DecisionDialog({
  title,
  question,
  confirm,
  confirming,
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

  async function decide() {
    setProblem(null);
    if (reason?.required && !text.trim()) {
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
    <Modal
      open
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {operatorTexts.console.cancel}
          </Button>
          <Button onClick={() => void decide()} disabled={sending} aria-busy={sending || undefined}>
            {sending ? confirming : confirm}
          </Button>
        </>
      }
    >
      <p>{question}</p>
      {reason ? (
        <div className="bb-operator-reason">
          <label htmlFor={reasonId} className="bb-field__label">
            {reason.label}
          </label>
          <textarea
            id={reasonId}
            rows={4}
            maxLength={1000}
            value={text}
            required={reason.required}
            aria-required={reason.required || undefined}
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
      {problem ? <Alert variant="error">{problem}</Alert> : null}
    </Modal>
  );
}
