import { useId, type ReactNode } from 'react';
import './page.css';

/** The colours of shared-ui's design tokens (tokens.css) for SVG presentation attributes. */
export const illustrationColours = {
  ink: '#1d2733',
  primary: '#0b4f8a',
  surfaceAlt: '#f3f6fa',
  accent: '#f2a900',
  border: '#d5dde7',
  paper: '#ffffff',
  success: '#1e7b45',
  error: '#b3261e',
} as const;

/** Who made the site's illustrations; each one says so under it (issue 21, item 7). */
export const illustrationCredit = 'Illustration: Bildbote (eigene Darstellung)';

interface IllustrationFigureProps {
  /** What the picture shows, for screen readers (the SVG's accessible name). */
  label: string;
  viewBox: string;
  children: ReactNode;
}

/**
 * An inline SVG illustration with a German description and the credit as its caption. Inline,
 * so it needs no request and no image licence beyond our own.
 */
export function IllustrationFigure({ label, viewBox, children }: IllustrationFigureProps) {
  const titleId = useId();
  return (
    <figure className="pub-figure">
      <svg
        className="pub-figure__image"
        viewBox={viewBox}
        role="img"
        aria-labelledby={titleId}
        focusable="false"
      >
        <title id={titleId}>{label}</title>
        {children}
      </svg>
      <figcaption className="pub-figure__credit">{illustrationCredit}</figcaption>
    </figure>
  );
}
