import { useId, type FormEvent } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { UseMyLocation } from 'shared-ui/components/use-my-location';
import type { VisitorPosition } from 'shared-ui/locations/visitor-position';
import { radiusSlider } from './finder-constants';
import { finderTexts } from './finder-texts';

export interface SearchPanelProps {
  location: string;
  radiusKm: number;
  pending: boolean;
  error: string | null;
  onLocationChange: (location: string) => void;
  onRadiusChange: (radiusKm: number) => void;
  onSearch: () => void;
  /** "Meinen Standort verwenden": the browser gave the visitor's position. */
  onUseMyLocation: (position: VisitorPosition) => void;
}

/** The panel 'PASSBILDSTUDIO SUCHEN': location, radius 'UMKREIS' and 'Suche Starten' (spec §2). */
export function SearchPanel({
  location,
  radiusKm,
  pending,
  error,
  onLocationChange,
  onRadiusChange,
  onSearch,
  onUseMyLocation,
}: SearchPanelProps) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form
      className="bb-finder-panel"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="bb-finder-panel__heading">
        {finderTexts.searchHeading}
      </h2>
      <div className="bb-finder-panel__field">
        <label htmlFor={`${id}-location`} className="bb-visually-hidden">
          {finderTexts.locationLabel}
        </label>
        <input
          id={`${id}-location`}
          className="bb-finder-panel__input"
          type="search"
          name="location"
          autoComplete="street-address"
          placeholder={finderTexts.locationPlaceholder}
          value={location}
          onChange={(event) => onLocationChange(event.target.value)}
        />
      </div>
      <div className="bb-finder-panel__field">
        <label htmlFor={`${id}-radius`} className="bb-finder-panel__label">
          {finderTexts.radiusLabel}: <output htmlFor={`${id}-radius`}>{radiusKm} km</output>
        </label>
        <input
          id={`${id}-radius`}
          className="bb-finder-panel__slider"
          type="range"
          name="radius"
          min={radiusSlider.min}
          max={radiusSlider.max}
          step={radiusSlider.step}
          value={radiusKm}
          aria-valuetext={`${radiusKm} km`}
          onChange={(event) => onRadiusChange(Number(event.target.value))}
        />
      </div>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {finderTexts.submit}
      </Button>
      {/* Announced by the finder's status region; shown here for everyone who looks. */}
      {pending ? <p aria-hidden="true">{finderTexts.searching}</p> : null}
      <UseMyLocation className="bb-finder-panel__locate" onFound={onUseMyLocation} />
    </form>
  );
}
