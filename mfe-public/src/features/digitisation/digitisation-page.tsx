import { serviceTerms } from 'shared-ui/legal/service-terms';
import { InfoPage, PageSection } from '../page/info-page';
import { DigitisationIllustration } from './digitisation-illustration';

const workflow = [
  'Das Fotostudio nimmt Ihr Bild auf und prüft und beschneidet es von Hand.',
  'Sie wählen Ihr Bild aus und bestätigen es.',
  'Die Software erstellt einen QR-Code zu Ihrem Bild.',
  'Das Bild wird verschlüsselt in die Cloud hochgeladen.',
  'Sie erhalten den QR-Code ausgedruckt.',
  'Die Behörde ruft das Bild mit dem QR-Code aus der Cloud ab.',
];

/** What an e-passport photo is and how it travels from the studio to the authority. */
export default function DigitisationPage() {
  return (
    <InfoPage
      title="Was ist ein E-Passfoto?"
      lead="Das E-Passfoto ist das biometrische Passbild in digitaler Form: Es gelangt direkt und verschlüsselt vom Fotostudio zur Behörde."
    >
      <PageSection title="Vom Papierbild zum digitalen Passbild">
        <p>
          Jahrzehntelang brachten Antragstellende ein ausgedrucktes Passbild mit zur Behörde. Seit
          dem {serviceTerms.mandatorySince} ist das vorbei: Passbilder werden nur noch digital
          übermittelt. Selbst erstellte Fotos und Ausdrucke werden nicht mehr angenommen, nur
          professionelle Fotostudios dürfen Passbilder erstellen.
        </p>
        <p>
          Der Grund ist die Fälschungssicherheit. Ein Bild, das auf einem gesicherten Weg vom Studio
          zur Behörde gelangt, kann unterwegs nicht ausgetauscht oder bearbeitet werden.
        </p>
      </PageSection>

      <DigitisationIllustration />

      <PageSection title="So entsteht Ihr E-Passfoto">
        <ol>
          {workflow.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </PageSection>

      <PageSection title="Gültigkeit und Mehrfachnutzung">
        <p>
          Ihr E-Passfoto und der QR-Code sind {serviceTerms.photoValidityMonths} Monate ab dem
          Aufnahmedatum gültig. In dieser Zeit können Sie dasselbe Bild für Reisepass,
          Personalausweis und Visum verwenden, ohne zusätzliche Kosten. Danach wird das Bild
          automatisch gelöscht.
        </p>
        <p>
          Ein Foto, das direkt bei der Behörde aufgenommen wird, gilt dagegen nur etwa{' '}
          {serviceTerms.authorityPhotoValidityDays} Tage und nur für einen einzigen Antrag.
        </p>
      </PageSection>
    </InfoPage>
  );
}
