import { Link } from 'react-router-dom';
import { buttonClassName } from 'shared-ui/components/button';
import { serviceTerms } from 'shared-ui/legal/service-terms';
import { ContactBlock } from '../page/contact-block';
import { InfoPage, PageSection } from '../page/info-page';
import { AuthoritiesIllustration } from './authorities-illustration';
import { SiteConfigGate } from '../site-config/site-config-gate';

const process = [
  {
    title: 'Aufnahme im Fotostudio',
    text: 'Ein zertifiziertes Fotostudio nimmt das biometrische Passbild auf, prüft es und lädt es verschlüsselt in die Cloud hoch.',
  },
  {
    title: 'QR-Code für den Antragsteller',
    text: 'Die Bürgerin oder der Bürger erhält einen ausgedruckten QR-Code, der nicht digital verschickt wird.',
  },
  {
    title: 'Vorlage im Amt',
    text: 'Bei der Antragstellung wird der QR-Code vorgelegt und im Amt gescannt.',
  },
  {
    title: 'Abruf aus der Cloud',
    text: 'Das Amt ruft das Passbild mit dem QR-Code aus der Cloud ab und übernimmt es in den Antrag.',
  },
];

const benefits = [
  'Fälschungssicher: Das Bild gelangt auf einem gesicherten Weg vom Studio ins Amt, ohne Papierabzug.',
  'Geprüfte Qualität: Jedes Bild wird vor dem Hochladen gegen die biometrischen Vorgaben geprüft.',
  'Weniger Aufwand am Schalter: kein Einscannen und kein Zurückweisen unbrauchbarer Ausdrucke.',
  `Mehrfach nutzbar: ein Bild für Reisepass, Personalausweis und Visum, ${serviceTerms.photoValidityMonths} Monate gültig.`,
  'Datensparsam: Nach Ablauf der Gültigkeit wird das Bild automatisch gelöscht.',
];

const officeTasks = [
  'Den QR-Code des Antragstellers am Arbeitsplatz lesen können (QR-Code-Scanner oder Kamera).',
  'Das Passbild über den abgerufenen Datensatz in das Antragsverfahren übernehmen.',
  'Die Mitarbeitenden über den Ablauf informieren und Bürgerinnen und Bürger auf zertifizierte Fotostudios hinweisen.',
  'Bei Fragen zur Anbindung Kontakt mit uns aufnehmen.',
];

/** Information for passport and ID offices: how they receive the photos. */
export default function AuthoritiesPage() {
  return (
    <InfoPage
      title="Informationen für Behörden"
      lead="So erhalten Pass- und Ausweisbehörden biometrische Passbilder digital und fälschungssicher direkt aus dem Fotostudio."
    >
      <AuthoritiesIllustration />

      <PageSection title="Der Ablauf">
        <ol className="pub-steps">
          {process.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection title="Ihre Vorteile">
        <ul>
          {benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection title="Was Ihr Amt tun muss">
        <ul>
          {officeTasks.map((task) => (
            <li key={task}>{task}</li>
          ))}
        </ul>
        <p>
          Seit dem {serviceTerms.mandatorySince} dürfen nur noch professionelle Fotostudios
          Passbilder erstellen. Ein im Amt selbst aufgenommenes Foto gilt nur etwa{' '}
          {serviceTerms.authorityPhotoValidityDays} Tage und nur für einen einzigen Antrag.
        </p>
      </PageSection>

      <PageSection title="Kontakt">
        <SiteConfigGate subject="Die Kontaktdaten">
          {(config) => <ContactBlock company={config.company} />}
        </SiteConfigGate>
      </PageSection>

      <PageSection title="Fotostudios in Ihrer Region">
        <p>
          Kennen Sie Fotostudios, die Passbilder digital übermitteln möchten? Studios können sich
          direkt registrieren.
        </p>
        <Link to="/Registrierung" className={buttonClassName('primary')}>
          Zur Registrierung
        </Link>
      </PageSection>
    </InfoPage>
  );
}
