import { Link } from 'react-router-dom';
import type { CompanyInfo } from 'shared-ui/site/site-config';
import { useGetSiteConfigQuery } from 'shared-ui/site/site-config-api';
import { legalLinks, networkLinks, type FooterLink } from './footer-links';
import './site-footer.css';

export interface SiteFooterProps {
  /** Opens the cookie banner again so the visitor can change the decision. */
  onOpenCookieSettings: () => void;
}

function LinkList({ links }: { links: readonly FooterLink[] }) {
  return links.map(({ to, label }) => (
    <li key={to}>
      <Link to={to}>{label}</Link>
    </li>
  ));
}

function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function ContactBlock({ company }: { company: CompanyInfo }) {
  return (
    <section className="site-footer__column" aria-labelledby="site-footer-contact">
      <h2 id="site-footer-contact" className="site-footer__heading">
        Kontakt
      </h2>
      <ul className="site-footer__list">
        <li>
          E-Mail: <a href={`mailto:${company.email}`}>{company.email}</a>
        </li>
        <li>
          Telefon: <a href={telephoneHref(company.phone)}>{company.phone}</a>
        </li>
      </ul>
    </section>
  );
}

function CompanyBlock({ company }: { company: CompanyInfo }) {
  return (
    <section className="site-footer__column" aria-labelledby="site-footer-company">
      <h2 id="site-footer-company" className="site-footer__heading">
        Anschrift
      </h2>
      <address className="site-footer__address">
        {company.name}
        <br />
        {company.street}
        <br />
        {company.postcode} {company.city}
      </address>
    </section>
  );
}

/** Links always; contact and address only when the site configuration could be read. */
export function SiteFooter({ onOpenCookieSettings }: SiteFooterProps) {
  const { data: config } = useGetSiteConfigQuery();
  return (
    <footer className="site-footer">
      <div className="bb-container site-footer__grid">
        <nav className="site-footer__column" aria-labelledby="site-footer-network">
          <h2 id="site-footer-network" className="site-footer__heading">
            Netzwerk
          </h2>
          <ul className="site-footer__list">
            <LinkList links={networkLinks} />
          </ul>
        </nav>
        <nav className="site-footer__column" aria-labelledby="site-footer-legal">
          <h2 id="site-footer-legal" className="site-footer__heading">
            Rechtliches
          </h2>
          <ul className="site-footer__list">
            <LinkList links={legalLinks} />
            <li>
              <button
                type="button"
                className="site-footer__settings"
                onClick={onOpenCookieSettings}
              >
                Cookie-Einstellungen
              </button>
            </li>
          </ul>
        </nav>
        {config ? <ContactBlock company={config.company} /> : null}
        {config ? <CompanyBlock company={config.company} /> : null}
      </div>
    </footer>
  );
}
