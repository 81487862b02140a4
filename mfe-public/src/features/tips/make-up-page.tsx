import { Link } from 'react-router-dom';
import { FinderLink } from '../page/finder-link';
import { InfoPage, PageSection } from '../page/info-page';
import { MakeUpIllustration } from './tip-illustrations';
import { TipCards, type Tip } from './tip-cards';

const tips: readonly Tip[] = [
  {
    title: 'Natürlich bleiben',
    text: 'Schminken Sie sich so, wie Sie im Alltag aussehen. Die Behörde muss Sie auf dem Bild eindeutig wiedererkennen können.',
  },
  {
    title: 'Matte Haut',
    text: 'Ein mattierendes Puder verhindert glänzende Stellen auf Stirn, Nase und Kinn. Glanz kann die biometrische Prüfung stören.',
  },
  {
    title: 'Kein Glitzer',
    text: 'Verzichten Sie auf schimmernde Lidschatten, Highlighter und Glitzerpartikel. Sie erzeugen Lichtreflexe im Bild.',
  },
  {
    title: 'Augen frei',
    text: 'Die Augen müssen offen und deutlich sichtbar sein. Dezente Wimperntusche ist in Ordnung, farbige Kontaktlinsen sind es nicht.',
  },
];

/** Make-up advice for the photo appointment. */
export default function MakeUpPage() {
  return (
    <InfoPage
      title="Make-up-Tipps für Ihr biometrisches Passbild"
      lead="Mit dem richtigen Make-up sehen Sie auf Ihrem Passbild gut aus – und das Bild besteht die biometrische Prüfung beim ersten Versuch."
    >
      <MakeUpIllustration />
      <PageSection title="Die wichtigsten Regeln">
        <TipCards tips={tips} />
      </PageSection>

      <PageSection title="Warum das Make-up wichtig ist">
        <p>
          Ein biometrisches Passbild dient dazu, Ihr Gesicht automatisch mit Ihnen selbst zu
          vergleichen, etwa an der Grenzkontrolle. Starkes Konturieren verändert die Form des
          Gesichts, kräftige Farben und Glanzeffekte verfälschen Hauttöne und erzeugen Reflexe. Das
          Ergebnis kann ein Bild sein, das die Software des Fotostudios oder später die Behörde
          zurückweist.
        </p>
        <p>
          Ihre Fotografin oder Ihr Fotograf sieht das Bild sofort und prüft es vor dem Hochladen.
          Bringen Sie trotzdem ein Taschentuch und etwas Puder mit, um glänzende Stellen kurz vor
          der Aufnahme abzutupfen.
        </p>
      </PageSection>

      <PageSection title="Was sonst noch zählt">
        <p>
          Neben dem Make-up gibt es klare Vorgaben zu Format, Kopfhaltung und Gesichtsausdruck.
          Lesen Sie dazu die <Link to="/anforderungen-makeup">Anforderungen an das Passbild</Link>.
        </p>
      </PageSection>

      <FinderLink />
    </InfoPage>
  );
}
