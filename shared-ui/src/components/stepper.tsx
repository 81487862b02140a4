import { classNames } from './class-names';
import './stepper.css';

export interface StepperProps {
  /** Step titles in order, e.g. ['Persönliche Daten', 'Standort hinzufügen', …]. */
  steps: readonly string[];
  /** Index of the current step (0-based). */
  current: number;
  /** Accessible name of the list. */
  label?: string;
}

/** Shows where the visitor is in a multi-step form; the current step carries aria-current="step". */
export function Stepper({ steps, current, label = 'Fortschritt' }: StepperProps) {
  return (
    <ol className="bb-stepper" aria-label={label}>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={step}
            className={classNames('bb-stepper__step', `bb-stepper__step--${state}`)}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="bb-stepper__number" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="bb-stepper__title">
              {step}
              {state === 'done' ? <span className="bb-visually-hidden"> (erledigt)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
