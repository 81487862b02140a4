import { Component, type ReactNode } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { retryLabel } from 'shared-ui/components/area-error-boundary';
import { Button } from 'shared-ui/components/button';

export interface ArticleBodyBoundaryProps {
  children: ReactNode;
  /** Called when the visitor asks to retry, before the body renders again. */
  onRetry: () => void;
}

interface ArticleBodyBoundaryState {
  failed: boolean;
}

/**
 * Contains a body that could not be loaded (network, a release folder gone): the rest of the
 * article stays, with a notice and a retry button in the body's place.
 */
export class ArticleBodyBoundary extends Component<
  ArticleBodyBoundaryProps,
  ArticleBodyBoundaryState
> {
  override state: ArticleBodyBoundaryState = { failed: false };

  static getDerivedStateFromError(): ArticleBodyBoundaryState {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert variant="error" title="Der Beitrag konnte nicht geladen werden.">
        <p>Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.</p>
        <Button variant="secondary" onClick={this.retry}>
          {retryLabel}
        </Button>
      </Alert>
    );
  }
}
