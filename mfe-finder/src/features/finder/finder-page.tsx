import { useId } from 'react';
import FinderSection from './finder-section';
import { finderPageHeading } from './finder-route-meta';

/** The page /map: the same finder as on the home page, in its own section #map. */
export default function FinderPage() {
  const headingId = useId();
  return (
    <section id="map" className="bb-container bb-section" aria-labelledby={headingId}>
      <h1 id={headingId}>{finderPageHeading}</h1>
      <FinderSection />
    </section>
  );
}
