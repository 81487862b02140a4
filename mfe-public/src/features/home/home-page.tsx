import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from 'shared-ui/components/button';
import { RemoteSlot } from 'shared-ui/components/remote-slot';
import { serviceTerms } from 'shared-ui/legal/service-terms';
import { PromoVideo } from '../page/promo-video';
import { CitizenTipsSection } from '../tips/citizen-tips-section';
import { startEnables } from 'shared-ui/prerender/prerendered-files';
import { useHydrated } from 'shared-ui/prerender/use-hydrated';
import { useHydratedSiteConfigQuery } from 'shared-ui/site/site-config-api';
import heroIllustration from './hero-illustration.svg';
import { HeroSearch } from './hero-search';
import { useNearViewport } from './use-near-viewport';
import '../page/page.css';
import './home.css';

/** The id the spec gives the finder section; both hero buttons lead there. */
export const finderSectionId = 'map';

/** How far below the viewport the finder starts loading, so it is there when scrolled to. */
const finderPreloadMargin = '600px';

/**
 * Brings the finder into view and moves the keyboard focus there. Smooth only for visitors who
 * have not asked their system for reduced motion ('auto' then jumps, as base.css sets it).
 */
function scrollToFinder(finder: HTMLElement) {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  finder.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  finder.focus({ preventScroll: true });
}

const citizenBenefits = [
  'Fotografen und Fotostudios in Ihrer Nähe schnell über Postleitzahl oder Adresse finden',
  'Ein Passbild für Reisepass, Personalausweis und Visum – ohne zusätzliche Kosten',
  'Kein Ausdruck, der verloren geht oder beschädigt wird: Sie erhalten nur einen gedruckten QR-Code',
  `${serviceTerms.photoValidityMonths} Monate Gültigkeit, danach wird das Bild automatisch gelöscht`,
];

const studioBenefits = [
  'Kostenlose Softwarelizenz, keine Grundgebühr und keine Vertragsbindung',
  'Abrechnung nur pro erfolgreicher Übertragung, monatlich per SEPA-Lastschrift',
  'Biometrische Prüfung des Bildes vor dem verschlüsselten Hochladen',
  'Ihr Studio erscheint in der öffentlichen Fotografensuche',
];

const steps = [
  {
    title: 'Fotografensuche',
    text: 'Sie suchen über die Karte auf dieser Seite ein zertifiziertes Fotostudio in Ihrer Nähe.',
  },
  {
    title: 'Aufnahme',
    text: 'Die Fotografin oder der Fotograf nimmt Ihr biometrisches Passbild professionell auf.',
  },
  {
    title: 'Datenprüfung',
    text: 'Die Software prüft das Bild gegen die biometrischen Vorgaben; Sie wählen Ihr Bild aus und bestätigen es.',
  },
  {
    title: 'QR-Code-Erstellung',
    text: 'Zu Ihrem Bild wird ein QR-Code erzeugt und für Sie ausgedruckt – er wird nicht digital verschickt.',
  },
  {
    title: 'Zugriff durch die Behörde',
    text: 'Bei Ihrem Antrag zeigen Sie den QR-Code vor; die Behörde ruft damit Ihr Passbild aus der Cloud ab.',
  },
  {
    title: 'Sichere Übertragung',
    text: 'Das Bild wird verschlüsselt übertragen und gespeichert und nach Ablauf der Gültigkeit automatisch gelöscht.',
  },
];

/** The landing page: what the service is, how it works, and the photographer finder at the end. */
export default function HomePage() {
  const { data: config } = useHydratedSiteConfigQuery();
  const hydrated = useHydrated();
  const finderRef = useRef<HTMLElement>(null);
  const finderNear = useNearViewport(finderRef, finderPreloadMargin);
  const [finderRequested, setFinderRequested] = useState(false);
  const showFinder = () => {
    setFinderRequested(true);
    if (finderRef.current) scrollToFinder(finderRef.current);
  };
  const { hash, key } = useLocation();
  // `/#map` (a link from elsewhere): the section only exists once this page has rendered, too
  // late for the browser's own jump to the anchor, so the page goes there itself.
  useEffect(() => {
    if (hash !== `#${finderSectionId}` || !finderRef.current) return;
    setFinderRequested(true);
    scrollToFinder(finderRef.current);
  }, [hash, key]);
  return (
    <div className="pub-home">
      <section className="pub-hero" aria-labelledby="home-title">
        <div className="bb-container pub-hero__inner">
          <div className="pub-hero__text">
            <h1 id="home-title">Digitale Passbilder 2025: sicher vom Fotostudio zur Behörde</h1>
            <p className="pub-page__lead">
              Seit dem {serviceTerms.mandatorySince} gelangen Passbilder nur noch digital zur
              Behörde. Bildbote verbindet zertifizierte Fotostudios, Bürgerinnen und Bürger und
              Ämter – verschlüsselt, geprüft und mit einem einfachen QR-Code.
            </p>
            <HeroSearch />
            {/* The finder needs the script: the HTML shows them disabled, the start script
                enables them and hands a click on to the page once it has hydrated. */}
            <div className="pub-actions">
              <Button onClick={showFinder} disabled={!hydrated} {...startEnables}>
                Fotografen finden
              </Button>
              <Button
                variant="secondary"
                onClick={showFinder}
                disabled={!hydrated}
                {...startEnables}
              >
                Zur Fotografensuche
              </Button>
            </div>
          </div>
          <img
            className="pub-hero__image"
            src={heroIllustration}
            alt="Biometrisches Passbild mit Hilfslinien für die Augenhöhe und ein QR-Code"
            width={560}
            height={420}
          />
        </div>
      </section>

      <div className="bb-container pub-page__body">
        {config?.homeVideoUrl ? (
          <section className="pub-section pub-section--wide">
            <h2>So funktioniert Bildbote</h2>
            <PromoVideo
              url={config.homeVideoUrl}
              posterUrl={config.homeVideoPosterUrl}
              captionsUrl={config.homeVideoCaptionsUrl}
              label="Video: So funktioniert das digitale Passbild mit Bildbote"
            />
          </section>
        ) : null}

        <section className="pub-section pub-section--wide">
          <h2>Ihre Vorteile</h2>
          <div className="pub-cards">
            <div className="pub-card">
              <h3>Für Bürgerinnen und Bürger</h3>
              <ul>
                {citizenBenefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </div>
            <div className="pub-card">
              <h3>Für Fotografen und Fotostudios</h3>
              <ul>
                {studioBenefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </div>
          </div>
        </section>

        <section className="pub-section">
          <h2>Hintergrund: die Gesetzesänderung 2025</h2>
          <p>
            Seit dem {serviceTerms.mandatorySince} ist das digitale Passbild in Deutschland Pflicht.
            Selbst erstellte Fotos und ausgedruckte Passbilder werden seitdem nicht mehr angenommen;
            nur professionelle Fotostudios dürfen Passbilder erstellen und übermitteln. Ziel ist es,
            Manipulationen wie das Verschmelzen mehrerer Gesichter zu einem Bild (Morphing) zu
            verhindern und die Qualität der biometrischen Daten zu sichern.
          </p>
          <p>
            Ein bei der Behörde selbst aufgenommenes Foto gilt nur etwa{' '}
            {serviceTerms.authorityPhotoValidityDays} Tage und nur für einen einzigen Antrag. Ein
            über Bildbote gespeichertes Passbild bleibt dagegen {serviceTerms.photoValidityMonths}{' '}
            Monate gültig und kann für Reisepass, Personalausweis und Visum verwendet werden.
          </p>
        </section>

        <section className="pub-section">
          <h2>In sechs Schritten zum digitalen Passbild</h2>
          <ol className="pub-steps">
            {steps.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <CitizenTipsSection />

        <section className="pub-section">
          <h2>Fazit</h2>
          <p>
            Mit Bildbote erhalten Sie Ihr Passbild dort, wo es am besten wird: im Fotostudio. Das
            Bild wird geprüft, verschlüsselt gespeichert und ist mit dem QR-Code für alle Ihre
            Anträge bereit. Finden Sie jetzt ein Fotostudio in Ihrer Nähe.
          </p>
        </section>
      </div>

      {/* Below the fold: the finder remote (and with it any map code) loads only when the
          visitor scrolls near it or asks for it with a hero button. */}
      <section
        id={finderSectionId}
        ref={finderRef}
        className="pub-finder"
        aria-label="Fotografensuche"
        tabIndex={-1}
      >
        {finderNear || finderRequested ? <RemoteSlot id="mfe_finder/FinderSection" /> : null}
      </section>
    </div>
  );
}
