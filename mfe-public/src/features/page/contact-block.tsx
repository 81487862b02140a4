import type { CompanyInfo } from 'shared-ui/site/site-config';
import './page.css';

/** Telephone link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** E-mail address and telephone number of the provider, from the site configuration. */
export function ContactBlock({ company }: { company: CompanyInfo }) {
  return (
    <address className="pub-contact">
      <p className="pub-contact__name">{company.name}</p>
      <p>
        E-Mail: <a href={`mailto:${company.email}`}>{company.email}</a>
        <br />
        Telefon: <a href={telHref(company.phone)}>{company.phone}</a>
      </p>
    </address>
  );
}
