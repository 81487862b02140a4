import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'shared-ui/components/button';
import { UseMyLocation } from 'shared-ui/components/use-my-location';
import {
  finderDefaultRadiusKm,
  finderFocusResultsState,
  finderPagePath,
  finderPositionHref,
  finderQueryHref,
  type VisitorPosition,
} from 'shared-ui/locations/visitor-position';
import { startEnables } from 'shared-ui/prerender/prerendered-files';
import { useHydrated } from 'shared-ui/prerender/use-hydrated';

export const heroSearchTexts = {
  heading: 'Passbildstudio in Ihrer Nähe',
  label: 'Postleitzahl oder Ort',
  placeholder: 'z. B. 24103 oder Kiel',
  submit: 'Studios suchen',
  empty: 'Bitte geben Sie Postleitzahl oder Ort ein.',
} as const;

/**
 * The hero's own search (issue 21, item 1): postcode or place, or "Meinen Standort verwenden".
 * Both lead to the finder page with the search in its URL, and the focus goes to its results.
 */
export function HeroSearch() {
  // One hero search per page: a fixed id is the same in the prerendered HTML and the browser.
  const id = 'hero-search';
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [place, setPlace] = useState('');
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = place.trim();
    if (!query) {
      setError(heroSearchTexts.empty);
      return;
    }
    setError('');
    void navigate(finderQueryHref(query), { state: finderFocusResultsState });
  };
  const searchAround = (position: VisitorPosition) =>
    void navigate(finderPositionHref(position, finderDefaultRadiusKm), {
      state: finderFocusResultsState,
    });

  return (
    <div className="pub-hero-search">
      <form
        className="pub-hero-search__form"
        role="search"
        aria-labelledby={`${id}-heading`}
        // Before the page's script runs (prerendered HTML), the browser sends the search itself.
        action={finderPagePath}
        method="get"
        onSubmit={submit}
        noValidate
      >
        <h2 id={`${id}-heading`} className="pub-hero-search__heading">
          {heroSearchTexts.heading}
        </h2>
        <label htmlFor={`${id}-place`}>{heroSearchTexts.label}</label>
        <div className="pub-hero-search__row">
          <input
            id={`${id}-place`}
            className="pub-hero-search__input"
            type="search"
            name="q"
            inputMode="search"
            autoComplete="postal-code"
            placeholder={heroSearchTexts.placeholder}
            value={place}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-error`}
            onChange={(event) => setPlace(event.target.value)}
          />
          <Button type="submit">{heroSearchTexts.submit}</Button>
        </div>
        <p id={`${id}-error`} className="pub-hero-search__error" aria-live="polite">
          {error}
        </p>
      </form>
      {/* The position needs the script: the HTML shows the button disabled, the start script
          enables it and hands a click on to the page once it has hydrated. */}
      <fieldset className="pub-hero-search__locate" disabled={!hydrated} {...startEnables}>
        <UseMyLocation onFound={searchAround} />
      </fieldset>
    </div>
  );
}
