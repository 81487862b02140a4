import { useId, useState } from 'react';
import { Finder } from './finder';
import { finderTexts } from './finder-texts';
import './finder.css';

/**
 * The photographer finder (spec §2): a card with the checkbox 'Finden Sie einen Fotografen';
 * checked, the map and the search. The home page renders it inside its own `<section id="map">`,
 * the /map page wraps it the same way, so this component carries no id of its own.
 */
export default function FinderSection() {
  const checkboxId = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="bb-finder">
      <div className="bb-finder__card">
        <input
          id={checkboxId}
          type="checkbox"
          className="bb-finder__checkbox"
          checked={open}
          onChange={(event) => setOpen(event.target.checked)}
        />
        <label htmlFor={checkboxId} className="bb-finder__card-label">
          {finderTexts.openCheckbox}
        </label>
      </div>
      {open ? <Finder /> : null}
    </div>
  );
}
