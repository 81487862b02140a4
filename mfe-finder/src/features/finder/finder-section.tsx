import { Finder } from './finder';
import './finder.css';

/**
 * The photographer finder. The spec hides it behind a checkbox 'Finden Sie einen Fotografen';
 * issue 21 drops that step: the one task most visitors come for is there at once. The home page
 * renders it inside its own `<section id="map">`, the /map page wraps it the same way, so this
 * component carries no id of its own.
 */
export default function FinderSection() {
  return (
    <div className="bb-finder">
      <Finder />
    </div>
  );
}
