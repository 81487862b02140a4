import { useRef, useState } from 'react';
import {
  locateVisitor,
  visitorPositionTexts,
  type VisitorPosition,
} from '../locations/visitor-position';
import { Button } from './button';

export interface UseMyLocationProps {
  /** The browser gave a position: the caller starts the search around it. */
  onFound: (position: VisitorPosition) => void;
  className?: string;
}

/**
 * The button "Meinen Standort verwenden" and its polite live region (issue 21): while the
 * browser looks, it says so; when the visitor refused, or no position came in time, it says in
 * German what to do instead. Used by the home page's hero search and by the finder.
 */
export function UseMyLocation({ onFound, className }: UseMyLocationProps) {
  const [locating, setLocating] = useState(false);
  const [message, setMessage] = useState('');
  const latest = useRef(0);

  const locate = async () => {
    const run = (latest.current += 1);
    setLocating(true);
    setMessage(visitorPositionTexts.locating);
    const result = await locateVisitor();
    if (run !== latest.current) return;
    setLocating(false);
    if (result.kind === 'found') {
      setMessage('');
      onFound(result.position);
    } else {
      setMessage(result.message);
    }
  };

  return (
    <div className={className}>
      <Button
        variant="secondary"
        onClick={() => void locate()}
        disabled={locating}
        aria-busy={locating || undefined}
      >
        {visitorPositionTexts.useMyLocation}
      </Button>
      {/* Always in the page, so the message is announced when it appears. */}
      <p className="bb-use-my-location__message" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
