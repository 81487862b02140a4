import { Link } from 'react-router-dom';
import { serviceTerms } from 'shared-ui/legal/service-terms';
import { FinderLink } from '../page/finder-link';
import { InfoPage, PageSection } from '../page/info-page';
import { RequirementsIllustration } from './tip-illustrations';

/** The biometric requirements a passport photo must meet. */
export default function PhotoRequirementsPage() {
  return (
    <InfoPage
      title="Anforderungen an das biometrische Passbild"
      lead="Damit die Behörde Ihr Passbild annimmt, muss es genaue Vorgaben erfüllen. Hier finden Sie die wichtigsten im Überblick."
    >
      <div className="pub-callout">
        <p>
          <strong>Format:</strong> {serviceTerms.photoSize}. <strong>Augenhöhe:</strong>{' '}
          {serviceTerms.eyeHeight} vom unteren Bildrand.
        </p>
      </div>

      <RequirementsIllustration />

      <PageSection title="Bildausschnitt und Kopfhaltung">
        <ul>
          <li>Das Gesicht ist frontal aufgenommen, der Kopf gerade und nicht geneigt.</li>
          <li>Das Gesicht ist mittig im Bild und vollständig zu sehen, von Kinn bis Stirn.</li>
          <li>Die Augen liegen {serviceTerms.eyeHeight} über dem unteren Bildrand.</li>
        </ul>
      </PageSection>

      <PageSection title="Gesichtsausdruck">
        <ul>
          <li>Neutraler Ausdruck, der Mund ist geschlossen.</li>
          <li>Die Augen sind geöffnet, deutlich sichtbar und blicken in die Kamera.</li>
          <li>Haare dürfen die Augen nicht verdecken.</li>
        </ul>
      </PageSection>

      <PageSection title="Licht, Hintergrund und Make-up">
        <ul>
          <li>Gleichmäßige Ausleuchtung ohne Schatten im Gesicht und auf dem Hintergrund.</li>
          <li>Einfarbiger, heller Hintergrund ohne Muster.</li>
          <li>Keine Reflexe auf der Haut oder auf Brillengläsern.</li>
          <li>Natürliches, mattes Make-up ohne Glanz- oder Glitzereffekte.</li>
        </ul>
      </PageSection>

      <PageSection title="Typische Fehler vermeiden">
        <p>
          Die meisten Passbilder werden wegen Schatten, Spiegelungen oder eines falschen
          Kopfausschnitts abgelehnt. Eine Übersicht finden Sie unter{' '}
          <Link to="/Fehler-Foto">Häufige Fehler beim Passbild</Link>. Ein zertifiziertes Fotostudio
          prüft Ihr Bild mit der Software gegen alle Vorgaben, bevor es übertragen wird.
        </p>
      </PageSection>

      <FinderLink />
    </InfoPage>
  );
}
