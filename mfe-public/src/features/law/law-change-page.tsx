import { serviceTerms } from 'shared-ui/legal/service-terms';
import { FaqList, type FaqEntry } from '../page/faq-list';
import { FinderLink } from '../page/finder-link';
import { InfoPage, PageSection } from '../page/info-page';
import { LawChangeIllustration } from './law-change-illustration';

const { mandatorySince, photoValidityMonths, authorityPhotoValidityDays } = serviceTerms;

const faq: FaqEntry[] = [
  {
    question: 'Ab wann gilt die neue Regelung?',
    answer: <p>Das digitale Passbild ist in Deutschland seit dem {mandatorySince} Pflicht.</p>,
  },
  {
    question: 'Kann ich mein Passbild noch selbst machen oder ausgedruckt mitbringen?',
    answer: (
      <p>
        Nein. Selbst erstellte Fotos und ausgedruckte Passbilder werden seit dem {mandatorySince}{' '}
        nicht mehr angenommen. Nur professionelle Fotostudios dürfen Passbilder erstellen.
      </p>
    ),
  },
  {
    question: 'Wie kommt mein Passbild zur Behörde?',
    answer: (
      <p>
        Das Fotostudio lädt Ihr Bild verschlüsselt in eine Cloud hoch und gibt Ihnen einen
        ausgedruckten QR-Code. Der QR-Code wird nicht digital verschickt. Sie zeigen ihn bei der
        Antragstellung vor, und die Behörde ruft Ihr Bild damit aus der Cloud ab.
      </p>
    ),
  },
  {
    question: 'Wie lange ist mein Passbild gültig?',
    answer: (
      <p>
        Das Passbild und sein QR-Code sind {photoValidityMonths} Monate ab dem Aufnahmedatum gültig.
        Danach wird das Bild automatisch gelöscht.
      </p>
    ),
  },
  {
    question: 'Kann ich ein Bild für mehrere Anträge verwenden?',
    answer: (
      <p>
        Ja. Innerhalb der Gültigkeit können Sie dasselbe Passbild für Reisepass, Personalausweis und
        Visum verwenden – ohne zusätzliche Kosten.
      </p>
    ),
  },
  {
    question: 'Kann ich das Foto auch bei der Behörde machen lassen?',
    answer: (
      <p>
        Manche Ämter bieten das an. Ein dort aufgenommenes Foto gilt jedoch nur etwa{' '}
        {authorityPhotoValidityDays} Tage und nur für einen einzigen Antrag.
      </p>
    ),
  },
];

/** The law change of May 2025 explained for citizens, with the common questions. */
export default function LawChangePage() {
  return (
    <InfoPage
      title="Gesetzesänderung 2025: das digitale Passbild"
      lead={`Seit dem ${mandatorySince} gelangen Passbilder für Reisepass und Personalausweis nur noch digital zur Behörde. Das müssen Sie wissen.`}
    >
      <div className="pub-callout">
        <ul>
          <li>Pflicht seit dem {mandatorySince}</li>
          <li>Selbst erstellte Fotos und Ausdrucke werden nicht mehr angenommen</li>
          <li>Nur professionelle Fotostudios erstellen Passbilder</li>
          <li>Sie erhalten einen gedruckten QR-Code – er wird nicht digital verschickt</li>
          <li>
            {photoValidityMonths} Monate gültig, danach automatische Löschung; nutzbar für
            Reisepass, Personalausweis und Visum ohne Zusatzkosten
          </li>
        </ul>
      </div>

      <LawChangeIllustration since={mandatorySince} />

      <PageSection title="Was sich geändert hat">
        <p>
          Bisher konnten Antragstellende ein ausgedrucktes Passbild zur Behörde mitbringen. Solche
          Bilder ließen sich jedoch leicht bearbeiten, etwa durch das Verschmelzen zweier Gesichter
          zu einem Bild. Um solche Manipulationen zu verhindern, wird das Passbild heute direkt vom
          Fotostudio über einen gesicherten Weg an die Behörde übermittelt.
        </p>
        <p>
          Für Sie bedeutet das: Sie lassen Ihr Foto in einem zertifizierten Studio aufnehmen, das
          Studio prüft es gegen die biometrischen Vorgaben und überträgt es verschlüsselt. Mit dem
          ausgedruckten QR-Code gehen Sie zur Behörde.
        </p>
      </PageSection>

      <PageSection title="Foto im Studio oder bei der Behörde?">
        <p>
          Ein bei der Behörde aufgenommenes Foto gilt nur etwa {authorityPhotoValidityDays} Tage und
          nur für einen Antrag. Ein im Studio aufgenommenes und gespeichertes Passbild bleibt{' '}
          {photoValidityMonths} Monate gültig und kann mehrfach verwendet werden.
        </p>
      </PageSection>

      <PageSection title="Häufige Fragen">
        <FaqList entries={faq} />
      </PageSection>

      <FinderLink />
    </InfoPage>
  );
}
