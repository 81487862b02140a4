import { LoadingState } from 'shared-ui/components/spinner';
import './site-layout.css';

/**
 * What the content area shows while a page's code is on its way. It holds a full screen, so the
 * footer stays below the fold instead of jumping down when the page arrives (layout shift).
 */
export function PagePending({ label }: { label?: string }) {
  return (
    <div className="site-layout__pending">
      <LoadingState label={label} />
    </div>
  );
}
