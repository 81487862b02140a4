import { Link } from 'react-router-dom';
import { buttonClassName } from 'shared-ui/components/button';

/** The call to action of the advice pages: on to the photographer finder. */
export function FinderLink({ label = 'Fotografen in Ihrer Nähe finden' }: { label?: string }) {
  return (
    <Link to="/map" className={buttonClassName('primary')}>
      {label}
    </Link>
  );
}
