import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import {
  overrideReasons,
  overrideTextMaxLength,
  type OverrideReason,
} from 'shared-ui/photo-code/override-reasons';
import { PhotoCheckReport } from '../photo-check/photo-check-report';
import { useUploadProgress } from './upload-progress';
import type { Override, TransferState } from './use-transfer';
import type { Shot } from './use-shots';
import { workplaceTexts } from './workplace-texts';

const texts = workplaceTexts.transfer;

export interface TransferStepProps {
  shot: Shot;
  state: TransferState;
  onSend: (override: Override | null) => void;
  onBack: () => void;
}

/** Übermittlung: the reason for a red verdict if any, then encrypt and upload with progress. */
export function TransferStep({ shot, state, onSend, onBack }: TransferStepProps) {
  const output = shot.output!;
  const red = output.overall === 'red';
  const [reason, setReason] = useState<OverrideReason | ''>('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reasonId = useId();
  const textId = useId();
  const busy = state.kind === 'sending';
  const progress = useUploadProgress(busy ? state.id : null);

  function send() {
    if (red && !reason) return setProblem(texts.reasonMissing);
    if (red && reason === 'other' && (!text.trim() || text.trim().length > overrideTextMaxLength)) {
      return setProblem(texts.reasonTextMissing(overrideTextMaxLength));
    }
    setProblem(null);
    onSend(red && reason ? { reason, text } : null);
  }

  return (
    <section className="bb-workplace__transfer" aria-label={texts.heading}>
      <h2>{texts.heading}</h2>
      <div className="bb-workplace__transfer-body">
        <img
          className="bb-workplace__transfer-photo"
          src={output.url}
          alt={workplaceTexts.choice.photoAlt(shot.number)}
        />
        <div>
          <p>{texts.summary}</p>
          {red ? (
            <>
              <Alert variant="warning" title={texts.redTitle}>
                {texts.redHelp}
              </Alert>
              <PhotoCheckReport
                result={{
                  criteria: output.criteria,
                  overall: 'red',
                  face: null,
                  proposedCrop: null,
                }}
              />
              <div className="bb-field">
                <label htmlFor={reasonId} className="bb-field__label">
                  {texts.reason}
                </label>
                <select
                  id={reasonId}
                  className="bb-field__control"
                  value={reason}
                  aria-required="true"
                  onChange={(event) => setReason(event.target.value as OverrideReason | '')}
                >
                  <option value="">{texts.reasonPlaceholder}</option>
                  {overrideReasons.map((option) => (
                    <option key={option.code} value={option.code}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
              {reason === 'other' ? (
                <div className="bb-field">
                  <label htmlFor={textId} className="bb-field__label">
                    {texts.reasonText}
                  </label>
                  <textarea
                    id={textId}
                    className="bb-field__control"
                    maxLength={overrideTextMaxLength}
                    value={text}
                    onChange={(event) => setText(event.target.value)}
                  />
                </div>
              ) : null}
            </>
          ) : null}
          {problem ? <Alert variant="error">{problem}</Alert> : null}
          <div aria-live="polite">
            {busy ? (
              <div className="bb-workplace__progress">
                <p>{state.retrying ? texts.retrying : texts.sending}</p>
                <progress
                  max={100}
                  value={Math.round(progress * 100)}
                  aria-label={texts.progress}
                />
              </div>
            ) : null}
          </div>
          {state.kind === 'failed' ? (
            <Alert variant="error" title={texts.failedTitle}>
              <p>{state.failure.message}</p>
              {state.failure.needsEid ? (
                <p>
                  <Link to="/EidVerifizierung">{workplaceTexts.gate.eidLink}</Link>
                </p>
              ) : null}
            </Alert>
          ) : null}
          <div className="bb-workplace__actions">
            <Button variant="secondary" onClick={onBack} disabled={busy}>
              {texts.back}
            </Button>
            <Button onClick={send} disabled={busy}>
              {state.kind === 'failed' ? texts.retry : texts.send}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
