import { formatEuro, serviceTerms } from 'shared-ui/legal/service-terms';
import { FaqList, type FaqEntry } from '../page/faq-list';
import { InfoPage, PageSection } from '../page/info-page';
import { HelpIllustration } from './help-illustration';

const citizenFaq: FaqEntry[] = [
  {
    question: 'Was ist ein E-Passfoto?',
    answer: (
      <p>
        Ein biometrisches Passbild, das nicht mehr ausgedruckt, sondern vom Fotostudio verschlüsselt
        in eine Cloud hochgeladen wird. Die Behörde ruft es dort mit Ihrem QR-Code ab.
      </p>
    ),
  },
  {
    question: 'Wo bekomme ich ein E-Passfoto?',
    answer: (
      <p>
        Bei einem zertifizierten Fotografen oder Fotostudio. Über die Fotografensuche auf der
        Startseite finden Sie Studios in Ihrer Nähe per Postleitzahl oder Adresse.
      </p>
    ),
  },
  {
    question: 'Was bekomme ich vom Fotostudio?',
    answer: (
      <p>
        Einen ausgedruckten QR-Code. Er wird nicht per E-Mail oder App verschickt. Bewahren Sie ihn
        bis zur Antragstellung gut auf.
      </p>
    ),
  },
  {
    question: 'Was passiert, wenn ich den QR-Code verliere?',
    answer: (
      <p>
        Wenden Sie sich an das Fotostudio, in dem Ihr Bild aufgenommen wurde. Ohne QR-Code kann die
        Behörde Ihr Bild nicht abrufen.
      </p>
    ),
  },
  {
    question: 'Wie lange ist das Bild gespeichert?',
    answer: (
      <p>
        {serviceTerms.photoValidityMonths} Monate ab dem Aufnahmedatum. Danach wird es automatisch
        gelöscht. In dieser Zeit können Sie es für Reisepass, Personalausweis und Visum ohne
        zusätzliche Kosten verwenden.
      </p>
    ),
  },
];

const transferFaq: FaqEntry[] = [
  {
    question: 'Wie sicher ist die Übertragung?',
    answer: (
      <p>
        Das Bild wird vor dem Hochladen verschlüsselt und verschlüsselt gespeichert. Abrufen kann es
        nur die Behörde, der Sie den QR-Code vorlegen.
      </p>
    ),
  },
  {
    question: 'Wer prüft, ob das Bild den Vorgaben entspricht?',
    answer: (
      <p>
        Die Software im Fotostudio prüft das Bild gegen die biometrischen Vorgaben (unter anderem{' '}
        {serviceTerms.photoSize}, Augenhöhe {serviceTerms.eyeHeight} vom unteren Bildrand). Die
        Fotografin oder der Fotograf kontrolliert und beschneidet das Bild, und Sie bestätigen Ihre
        Auswahl.
      </p>
    ),
  },
  {
    question: 'Was kostet die Übertragung für Fotostudios?',
    answer: (
      <p>
        Die Softwarelizenz ist kostenlos. Jede erfolgreiche Übertragung kostet{' '}
        {formatEuro(serviceTerms.transferFeeEur)}, die Identifikation einer Mitarbeiterin oder eines
        Mitarbeiters einmalig {formatEuro(serviceTerms.employeeIdentificationFeeEur)}. Die
        Abrechnung erfolgt monatlich per SEPA-Lastschrift.
      </p>
    ),
  },
  {
    question: 'Muss die Behörde etwas installieren?',
    answer: (
      <p>
        Die Behörde ruft das Bild über den QR-Code ab. Details für Ämter finden Sie im
        Behördenbereich.
      </p>
    ),
  },
];

/** Answers to the common questions about e-passport photos and the transfer. */
export default function HelpPage() {
  return (
    <InfoPage
      title="Hilfe und Antworten zum E-Passfoto"
      lead="Hier beantworten wir die häufigsten Fragen zum digitalen Passbild und zur verschlüsselten Übertragung an die Behörde."
    >
      <HelpIllustration />
      <PageSection title="Fragen von Bürgerinnen und Bürgern">
        <FaqList entries={citizenFaq} />
      </PageSection>
      <PageSection title="Fragen zur Übertragung">
        <FaqList entries={transferFaq} />
      </PageSection>
    </InfoPage>
  );
}
