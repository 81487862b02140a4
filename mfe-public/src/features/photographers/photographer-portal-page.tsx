import { Link } from 'react-router-dom';
import { buttonClassName } from 'shared-ui/components/button';
import { formatEuro, serviceTerms, tradeProofDocuments } from 'shared-ui/legal/service-terms';
import { ContactBlock } from '../page/contact-block';
import { InfoPage, PageSection } from '../page/info-page';
import { PromoVideo } from '../page/promo-video';
import { SiteConfigGate } from '../site-config/site-config-gate';
import { UserManualDownload } from './user-manual-download';

const prices = [
  { figure: formatEuro(serviceTerms.licenceFeeEur), label: 'Softwarelizenz – kostenlos' },
  {
    figure: formatEuro(serviceTerms.employeeIdentificationFeeEur),
    label: 'einmalig pro Mitarbeiteridentifikation',
  },
  { figure: formatEuro(serviceTerms.transferFeeEur), label: 'pro erfolgreicher Übertragung' },
];

const joinSteps = [
  {
    title: 'Unternehmen registrieren',
    text: `Registrieren Sie Ihr Unternehmen mit Ihren Standorten und laden Sie für jeden Standort einen Gewerbenachweis als PDF hoch: ${tradeProofDocuments.join(', ')}.`,
  },
  {
    title: 'E-Mail bestätigen',
    text: 'Bestätigen Sie Ihre E-Mail-Adresse mit dem Bestätigungscode, den wir Ihnen senden.',
  },
  {
    title: 'Software herunterladen',
    text: 'Nach der ersten Anmeldung laden Sie die Software herunter und installieren sie an Ihrem Standort.',
  },
  {
    title: 'Mitarbeitende identifizieren',
    text: 'Laden Sie Ihr Team ein. Jede Person identifiziert sich einmalig mit dem Personalausweis und einem Chipkartenlesegerät.',
  },
  {
    title: 'Passbilder übertragen',
    text: 'Nehmen Sie Passbilder auf, prüfen Sie sie und übertragen Sie sie verschlüsselt. Ihre Kundschaft erhält den QR-Code ausgedruckt.',
  },
];

function RegisterLink() {
  return (
    <Link to="/Registrierung" className={buttonClassName('primary')}>
      Jetzt registrieren
    </Link>
  );
}

/** For photographers and studios: terms, how to join, manual, contact. */
export default function PhotographerPortalPage() {
  return (
    <InfoPage
      title="Fotografenportal"
      lead={`Seit dem ${serviceTerms.mandatorySince} werden Passbilder nur noch digital übermittelt. Mit Bildbote bieten Sie Ihrer Kundschaft das E-Passfoto an – ohne Grundgebühr und ohne Vertragsbindung.`}
    >
      <div className="pub-actions">
        <RegisterLink />
      </div>

      <PageSection title="Preise und Konditionen" className="pub-section--wide">
        <ul className="pub-cards">
          {prices.map((price) => (
            <li key={price.label} className="pub-card">
              <p className="pub-card__figure">{price.figure}</p>
              <p>{price.label}</p>
            </li>
          ))}
        </ul>
        <ul>
          <li>Abrechnung monatlich per SEPA-Lastschrift</li>
          <li>Keine Grundgebühr, keine Vertragsbindung, kein Prepaid-Guthaben</li>
          <li>
            Kündigung mit einer Frist von {serviceTerms.cancellationNoticeDays} Tagen zum Monatsende
          </li>
          <li>Für die Identifikation der Mitarbeitenden wird ein Chipkartenlesegerät benötigt</li>
          <li>
            Das Angebot richtet sich ausschließlich an Unternehmer (§ 14 BGB); Verbraucher sind
            ausgeschlossen
          </li>
        </ul>
      </PageSection>

      <PageSection title="So werden Sie Partner">
        <ol className="pub-steps">
          {joinSteps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <RegisterLink />
      </PageSection>

      <SiteConfigGate subject="Video, Handbuch und Kontaktdaten">
        {(config) => {
          const registrationVideo = config.tutorialVideos?.Registrierung;
          return (
            <>
              {config.homeVideoUrl ? (
                <PageSection title="Video" className="pub-section--wide">
                  <PromoVideo
                    url={config.homeVideoUrl}
                    posterUrl={config.homeVideoPosterUrl}
                    captionsUrl={config.homeVideoCaptionsUrl}
                    label="Video: So funktioniert das digitale Passbild mit Bildbote"
                  />
                </PageSection>
              ) : null}

              <PageSection title="Benutzerhandbuch und Anleitung">
                <p>
                  Das Benutzerhandbuch beschreibt Registrierung, Installation, Mitarbeitende,
                  Übertragung und Abrechnung Schritt für Schritt.
                </p>
                <div className="pub-actions">
                  <UserManualDownload company={config.company} />
                  {registrationVideo ? (
                    <a
                      href={registrationVideo}
                      target="_blank"
                      rel="noreferrer"
                      className={buttonClassName('secondary')}
                    >
                      Video zur Registrierung ansehen
                    </a>
                  ) : null}
                </div>
              </PageSection>

              <PageSection title="Kontakt">
                <p>Sie haben Fragen zur Anmeldung oder zur Software? Wir helfen Ihnen gerne.</p>
                <ContactBlock company={config.company} />
              </PageSection>
            </>
          );
        }}
      </SiteConfigGate>

      <div className="pub-actions">
        <RegisterLink />
      </div>
    </InfoPage>
  );
}
