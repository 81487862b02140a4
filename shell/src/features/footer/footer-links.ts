export interface FooterLink {
  to: string;
  label: string;
}

/** The platform's own pages for citizens, studios and authorities. */
export const networkLinks: readonly FooterLink[] = [
  { to: '/map', label: 'Passbild-Finder' },
  { to: '/Fotografenportal', label: 'Fotografenportal' },
  { to: '/behordenbereich-Information', label: 'Behörden' },
  { to: '/gesetzesaenderung-Epassfoto', label: 'Gesetzesänderung 2025' },
  { to: '/Hilfe-Antworten', label: 'Hilfe & Antworten' },
  { to: '/blog', label: 'Blog' },
];

/** /Pressebereich carries the general terms (AGB), as the spec labels it. */
export const legalLinks: readonly FooterLink[] = [
  { to: '/impressum', label: 'Impressum' },
  { to: '/datenschutz', label: 'Datenschutz' },
  { to: '/Pressebereich', label: 'AGB' },
];
