import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

export const areaUnavailableNotice = 'Dieser Bereich ist vorübergehend nicht verfügbar.';
export const retryLabel = 'Erneut versuchen';

export interface AreaUnavailableProps {
  onRetry: () => void;
}

/** What a visitor sees instead of an area (a remote or a part of one) that cannot be shown. */
export function AreaUnavailable({ onRetry }: AreaUnavailableProps) {
  return (
    <div className="bb-container">
      <Alert variant="warning">
        <p>{areaUnavailableNotice}</p>
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Alert>
    </div>
  );
}

export interface AreaErrorBoundaryProps {
  children: ReactNode;
  /** Called when the visitor asks to retry; the owner re-creates whatever failed (e.g. a lazy import). */
  onRetry: () => void;
  /** Name of the area for the console, e.g. `mfe_blog`. */
  area: string;
}

interface AreaErrorBoundaryState {
  failed: boolean;
}

/**
 * Contains a failing area (load error of a remote, thrown render) so that header, footer and
 * the other areas keep working.
 */
export class AreaErrorBoundary extends Component<AreaErrorBoundaryProps, AreaErrorBoundaryState> {
  override state: AreaErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): AreaErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Bereich ${this.props.area} konnte nicht angezeigt werden.`, error, info);
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (this.state.failed) return <AreaUnavailable onRetry={this.retry} />;
    return this.props.children;
  }
}
