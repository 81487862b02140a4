import { awaitsData } from '../prerender/prerendered-files';
import './spinner.css';

export interface SpinnerProps {
  /** Text for screen readers; also shown next to the spinner by LoadingState. */
  label?: string;
}

export const defaultLoadingLabel = 'Wird geladen …';

/** A spinning ring; purely visual, the label is announced by LoadingState's live region. */
export function Spinner() {
  return <span className="bb-spinner" aria-hidden="true" />;
}

/** The loading state of a page, an area or a request: spinner plus a German status text. */
export function LoadingState({ label = defaultLoadingLabel }: SpinnerProps) {
  return (
    <div className="bb-loading-state" role="status" {...awaitsData}>
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
