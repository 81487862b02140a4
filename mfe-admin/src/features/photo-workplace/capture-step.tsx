import { useCallback, useId, useState } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { ageGroupLabels, type AgeGroup } from '../photo-check/photo-check-types';
import { PhotoCheckReport, verdictTexts } from '../photo-check/photo-check-report';
import { CameraPanel } from './camera-panel';
import { acceptedImageTypes, frameFromVideo, imageFromFile } from './image-pipeline';
import { ImportPanel } from './import-panel';
import type { CheckerStatus, Shot } from './use-shots';
import { workplaceTexts } from './workplace-texts';

const texts = workplaceTexts.capture;

function ShotStatus({ shot }: { shot: Shot }) {
  if (shot.check.state === 'running') return <span>{texts.checking}</span>;
  if (shot.check.state === 'unavailable') return <span>{texts.checkFailed}</span>;
  const verdict = shot.output?.overall ?? shot.check.result.overall;
  return (
    <span className={`bb-workplace__verdict bb-workplace__verdict--${verdict}`}>
      <span aria-hidden="true">{verdictTexts[verdict].symbol} </span>
      {workplaceTexts.verdicts[verdict]}
    </span>
  );
}

/** The criteria of a shot with explanations and tips: after a crop, those of the crop. */
function ShotReport({ shot }: { shot: Shot }) {
  if (shot.check.state !== 'done') return null;
  const { result } = shot.check;
  const shown =
    shot.output?.overall != null
      ? { ...result, criteria: shot.output.criteria, overall: shot.output.overall }
      : result;
  return <PhotoCheckReport result={shown} heading={texts.report(shot.number)} />;
}

export interface CaptureStepProps {
  ageGroup: AgeGroup;
  onAgeGroup: (group: AgeGroup) => void;
  shots: Shot[];
  checkerStatus: CheckerStatus;
  onRetryChecker: () => void;
  onAdd: (source: HTMLCanvasElement, capturedAt: Date) => Promise<void>;
  onRemove: (key: number) => void;
  onCrop: (key: number) => void;
  onNext: () => void;
}

/** Aufnahme: age group, camera or import, and the shots with their pre-check. */
export function CaptureStep(props: CaptureStepProps) {
  const { ageGroup, onAgeGroup, shots, checkerStatus, onAdd } = props;
  const [problems, setProblems] = useState<string[]>([]);
  const [inspectKey, setInspectKey] = useState<number | null>(null);
  // The report shown: the one asked for, else that of the latest checked shot.
  const inspected =
    shots.find((shot) => shot.key === inspectKey && shot.check.state === 'done') ??
    [...shots].reverse().find((shot) => shot.check.state === 'done');
  const ageField = useId();

  const shoot = useCallback(
    (video: HTMLVideoElement) => {
      if (video.videoWidth === 0) return;
      void onAdd(frameFromVideo(video), new Date());
    },
    [onAdd],
  );

  async function importFiles(files: File[]) {
    const found: string[] = [];
    for (const file of files) {
      if (!(acceptedImageTypes as readonly string[]).includes(file.type)) {
        found.push(texts.wrongType(file.name));
        continue;
      }
      try {
        // The time of import: a file's date says when it was copied, not when it was taken.
        await onAdd(await imageFromFile(file), new Date());
      } catch {
        found.push(texts.unreadable(file.name));
      }
    }
    setProblems(found);
  }

  return (
    <section className="bb-workplace__capture" aria-label={texts.heading}>
      <h2>{texts.heading}</h2>
      <label htmlFor={ageField} className="bb-workplace__inline-field">
        {texts.ageGroup}{' '}
        <select
          id={ageField}
          className="bb-field__control"
          value={ageGroup}
          onChange={(event) => onAgeGroup(event.target.value as AgeGroup)}
        >
          {(Object.keys(ageGroupLabels) as AgeGroup[]).map((group) => (
            <option key={group} value={group}>
              {ageGroupLabels[group]}
            </option>
          ))}
        </select>
      </label>
      <p className="bb-workplace__hint">{texts.ageGroupHint}</p>
      <div aria-live="polite">
        {checkerStatus === 'loading' ? (
          <p className="bb-workplace__hint">{texts.modelLoading}</p>
        ) : null}
        {checkerStatus === 'failed' ? (
          <Alert variant="warning">
            <p>{texts.modelFailed}</p>
            <Button variant="secondary" onClick={props.onRetryChecker}>
              {texts.retryModel}
            </Button>
          </Alert>
        ) : null}
      </div>
      <div className="bb-workplace__sources">
        <CameraPanel onShot={shoot} />
        <ImportPanel onFiles={(files) => void importFiles(files)} />
      </div>
      {problems.length > 0 ? (
        <Alert variant="error">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </Alert>
      ) : null}
      <h3>{texts.shotsHeading}</h3>
      {shots.length === 0 ? <p>{texts.noShots}</p> : null}
      <ul className="bb-workplace__shots" aria-label={texts.shotsHeading}>
        {shots.map((shot) => (
          <li key={shot.key} className="bb-workplace__shot" aria-label={texts.shot(shot.number)}>
            <img src={shot.output?.url ?? shot.previewUrl} alt={texts.shot(shot.number)} />
            <p>
              <strong>{texts.shot(shot.number)}</strong>: <ShotStatus shot={shot} />
            </p>
            <div className="bb-workplace__shot-actions">
              <Button
                variant="secondary"
                onClick={() => props.onCrop(shot.key)}
                disabled={shot.check.state === 'running'}
              >
                {texts.crop}
              </Button>
              {shot.check.state === 'done' && shot !== inspected ? (
                <Button variant="link" onClick={() => setInspectKey(shot.key)}>
                  {texts.showReport}
                </Button>
              ) : null}
              <Button variant="link" onClick={() => props.onRemove(shot.key)}>
                {texts.remove}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {inspected ? <ShotReport shot={inspected} /> : null}
      <div className="bb-workplace__actions">
        <Button onClick={props.onNext} disabled={!shots.some((shot) => shot.output)}>
          {texts.toChoice}
        </Button>
      </div>
    </section>
  );
}
