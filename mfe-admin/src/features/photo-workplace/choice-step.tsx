import { useId } from 'react';
import { Button } from 'shared-ui/components/button';
import type { Shot } from './use-shots';
import { workplaceTexts } from './workplace-texts';

const texts = workplaceTexts.choice;

export interface ChoiceStepProps {
  shots: Shot[];
  chosenKey: number | null;
  confirmed: boolean;
  onChoose: (key: number) => void;
  onConfirm: (confirmed: boolean) => void;
  onBack: () => void;
  onNext: () => void;
}

function Choice({ shot, chosen, onChoose }: { shot: Shot; chosen: boolean; onChoose: () => void }) {
  return (
    <li className={`bb-workplace__choice${chosen ? ' bb-workplace__choice--chosen' : ''}`}>
      <img src={shot.output!.url} alt={texts.photoAlt(shot.number)} />
      <Button variant={chosen ? 'primary' : 'secondary'} onClick={onChoose} aria-pressed={chosen}>
        {chosen ? texts.chosen : texts.choose}
      </Button>
    </li>
  );
}

interface ChoiceGroupProps {
  title: string;
  shots: Shot[];
  /** Smaller pictures: the photos that failed the check are offered, but not first. */
  small?: boolean;
  chosenKey: number | null;
  onChoose: (key: number) => void;
}

/** A titled list of photos to choose from; nothing when the list is empty. */
function ChoiceGroup({ title, shots, small = false, chosenKey, onChoose }: ChoiceGroupProps) {
  if (shots.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul
        className={`bb-workplace__choices${small ? ' bb-workplace__choices--small' : ''}`}
        aria-label={title}
      >
        {shots.map((shot) => (
          <Choice
            key={shot.key}
            shot={shot}
            chosen={shot.key === chosenKey}
            onChoose={() => onChoose(shot.key)}
          />
        ))}
      </ul>
    </>
  );
}

/** Auswahl: the customer sees the cropped photos large, chooses one and confirms. */
export function ChoiceStep(props: ChoiceStepProps) {
  const cropped = props.shots.filter((shot) => shot.output);
  const passing = cropped.filter((shot) => shot.output!.overall !== 'red');
  const failing = cropped.filter((shot) => shot.output!.overall === 'red');
  const confirmId = useId();
  const chosen = cropped.some((shot) => shot.key === props.chosenKey);

  return (
    <section className="bb-workplace__choose" aria-label={texts.heading}>
      <h2>{texts.heading}</h2>
      <p>{texts.help}</p>
      {cropped.length === 0 ? <p>{texts.none}</p> : null}
      <ChoiceGroup
        title={texts.passing}
        shots={passing}
        chosenKey={props.chosenKey}
        onChoose={props.onChoose}
      />
      <ChoiceGroup
        title={texts.failing}
        shots={failing}
        small
        chosenKey={props.chosenKey}
        onChoose={props.onChoose}
      />
      <div className="bb-checkbox">
        <input
          id={confirmId}
          type="checkbox"
          className="bb-checkbox__input"
          checked={props.confirmed}
          disabled={!chosen}
          onChange={(event) => props.onConfirm(event.target.checked)}
        />
        <label htmlFor={confirmId} className="bb-checkbox__label">
          {texts.confirm}
        </label>
      </div>
      <div className="bb-workplace__actions">
        <Button variant="secondary" onClick={props.onBack}>
          {texts.back}
        </Button>
        <Button onClick={props.onNext} disabled={!chosen || !props.confirmed}>
          {texts.toTransfer}
        </Button>
      </div>
    </section>
  );
}
