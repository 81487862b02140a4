import { serviceTerms } from 'shared-ui/legal/service-terms';
import { InfoPage, PageSection } from '../page/info-page';
import { MistakesIllustration } from './tip-illustrations';
import { TipCards, type Tip } from './tip-cards';

const mistakes: readonly Tip[] = [
  {
    title: 'Schatten im Gesicht oder auf dem Hintergrund',
    text: 'Licht von nur einer Seite wirft Schatten neben Nase und Augen. Biometrische Passbilder verlangen eine gleichmäßige Ausleuchtung und einen schattenfreien, hellen Hintergrund.',
  },
  {
    title: 'Spiegelungen auf Brillengläsern oder Haut',
    text: 'Reflexe verdecken die Augen oder verändern Hautpartien. Gläser ohne Spiegelung, mattes Make-up und die richtige Position des Blitzes verhindern das.',
  },
  {
    title: 'Falscher Kopfausschnitt',
    text: 'Ist der Kopf zu klein, zu groß oder nicht mittig im Bild, liegen die Augen nicht in der vorgeschriebenen Höhe. Das Bild wird dann abgelehnt.',
  },
  {
    title: 'Geneigter oder gedrehter Kopf',
    text: 'Der Kopf muss gerade gehalten werden und frontal in die Kamera blicken. Schon eine leichte Drehung kann die automatische Gesichtserkennung stören.',
  },
  {
    title: 'Lächeln oder offener Mund',
    text: 'Der Gesichtsausdruck muss neutral sein, der Mund geschlossen. Ein freundlicher Blick ist erlaubt, ein Lächeln mit sichtbaren Zähnen nicht.',
  },
  {
    title: 'Verdeckte Augen',
    text: 'Haarsträhnen, dicke Brillenrahmen oder halb geschlossene Lider führen dazu, dass die Augen nicht klar erkennbar sind.',
  },
  {
    title: 'Unscharfe oder bearbeitete Bilder',
    text: 'Unschärfe, starke Weichzeichner oder Filter verfälschen die biometrischen Merkmale. Passbilder dürfen nicht nachträglich retuschiert werden.',
  },
];

/** The mistakes that most often get a passport photo rejected. */
export default function PhotoMistakesPage() {
  return (
    <InfoPage
      title="Häufige Fehler beim Passbild"
      lead="Viele Passbilder werden abgelehnt, weil Kleinigkeiten nicht stimmen. Diese Fehler kommen am häufigsten vor – und so vermeiden Sie sie."
    >
      <MistakesIllustration />
      <PageSection title="Die häufigsten Ablehnungsgründe">
        <TipCards tips={mistakes} />
      </PageSection>

      <PageSection title="So gelingt das Bild beim ersten Versuch">
        <p>
          Seit dem {serviceTerms.mandatorySince} werden Passbilder ohnehin nur noch von
          professionellen Fotostudios erstellt. Die Software des Studios prüft jedes Bild gegen die
          biometrischen Vorgaben, bevor es verschlüsselt übertragen wird. Fehler wie ein falscher
          Ausschnitt oder Schatten fallen so noch während des Termins auf, und die Aufnahme kann
          sofort wiederholt werden.
        </p>
      </PageSection>
    </InfoPage>
  );
}
