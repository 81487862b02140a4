import type { CompanyInfo } from 'shared-ui/site/site-config';
import { telHref } from '../page/contact-block';
import { InfoPage, PageSection } from '../page/info-page';
import { SiteConfigGate } from '../site-config/site-config-gate';

function ImprintDetails({ company }: { company: CompanyInfo }) {
  return (
    <>
      <PageSection title="Angaben gemäß § 5 DDG">
        <address className="pub-contact">
          <p className="pub-contact__name">{company.name}</p>
          <p>
            {company.street}
            <br />
            {company.postcode} {company.city}
            <br />
            Deutschland
          </p>
        </address>
      </PageSection>

      <PageSection title="Vertreten durch">
        <p>Geschäftsführung: {company.managingDirector}</p>
      </PageSection>

      <PageSection title="Registereintrag">
        <p>
          Registergericht: {company.registerCourt}
          <br />
          Registernummer: {company.registerNumber}
        </p>
      </PageSection>

      <PageSection title="Umsatzsteuer-ID">
        <p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {company.vatId}</p>
      </PageSection>

      <PageSection title="Kontakt">
        <p>
          E-Mail: <a href={`mailto:${company.email}`}>{company.email}</a>
          <br />
          Telefon: <a href={telHref(company.phone)}>{company.phone}</a>
        </p>
      </PageSection>

      <PageSection title="Verbraucherstreitbeilegung">
        <p>
          Unser Angebot richtet sich ausschließlich an Unternehmer. Wir sind nicht bereit und nicht
          verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle
          teilzunehmen.
        </p>
      </PageSection>

      <PageSection title="Haftung für Inhalte und Links">
        <p>
          Wir erstellen die Inhalte dieser Website mit Sorgfalt, übernehmen aber keine Gewähr für
          ihre Vollständigkeit und Aktualität. Für die Inhalte verlinkter externer Seiten sind
          ausschließlich deren Betreiber verantwortlich; bei Bekanntwerden von Rechtsverletzungen
          entfernen wir solche Links umgehend.
        </p>
      </PageSection>
    </>
  );
}

/** Legal notice with the provider's data from the site configuration. */
export default function ImprintPage() {
  return (
    <InfoPage title="Impressum">
      <SiteConfigGate subject="Die Angaben zum Anbieter">
        {(config) => <ImprintDetails company={config.company} />}
      </SiteConfigGate>
    </InfoPage>
  );
}
