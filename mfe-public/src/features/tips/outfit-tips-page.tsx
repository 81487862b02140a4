import { Link } from 'react-router-dom';
import { FinderLink } from '../page/finder-link';
import { InfoPage, PageSection } from '../page/info-page';
import { OutfitIllustration } from './tip-illustrations';
import { TipCards, type Tip } from './tip-cards';

const tips: readonly Tip[] = [
  {
    title: 'Farben mit Kontrast',
    text: 'Wählen Sie Kleidung, die sich vom hellen Hintergrund abhebt: Blau, Grün, Bordeaux oder Grau wirken auf dem Passbild ruhig und klar.',
  },
  {
    title: 'Ruhige Muster',
    text: 'Feine Streifen oder kleine Karos können im Bild flimmern. Einfarbige Oberteile sind die sichere Wahl.',
  },
  {
    title: 'Schlichter Ausschnitt',
    text: 'Ein Rundhals- oder Hemdkragen rahmt das Gesicht. Sehr tiefe Ausschnitte oder schulterfreie Oberteile wirken auf dem Ausschnitt wie „ohne Kleidung“.',
  },
  {
    title: 'Dezenter Schmuck',
    text: 'Große Ohrringe und auffällige Ketten lenken ab und können spiegeln. Kleiner Schmuck ist erlaubt.',
  },
];

/** Advice on clothing, glasses and head coverings for the photo appointment. */
export default function OutfitTipsPage() {
  return (
    <InfoPage
      title="Kleidungstipps für Ihr Passbild"
      lead="Auf dem Passbild zählt das Gesicht. Mit der passenden Kleidung sorgen Sie dafür, dass nichts davon ablenkt."
    >
      <OutfitIllustration />
      <PageSection title="Was Sie anziehen sollten">
        <TipCards tips={tips} />
      </PageSection>

      <PageSection title="Brillen und Kopfbedeckungen">
        <p>
          Brillen dürfen getragen werden, wenn die Augen klar zu erkennen sind: keine getönten
          Gläser, keine Spiegelungen und kein Rahmen, der die Augen verdeckt. Im Zweifel nehmen Sie
          die Brille für die Aufnahme ab.
        </p>
        <p>
          Kopfbedeckungen sind grundsätzlich nicht erlaubt. Ausnahmen gelten aus religiösen Gründen;
          dann muss das Gesicht von der unteren Kinnkante bis zur Stirn vollständig sichtbar sein
          und es dürfen keine Schatten auf das Gesicht fallen.
        </p>
      </PageSection>

      <PageSection title="Am Tag der Aufnahme">
        <p>
          Kommen Sie ausgeruht und mit Ihrer gewohnten Frisur. Ziehen Sie das Oberteil an, in dem
          Sie sich wohlfühlen, und achten Sie auf ein natürliches Make-up – passende Hinweise finden
          Sie in unseren <Link to="/make-up">Make-up-Tipps</Link>. Den Rest übernimmt Ihr
          Fotostudio.
        </p>
      </PageSection>

      <FinderLink />
    </InfoPage>
  );
}
