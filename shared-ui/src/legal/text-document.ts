import type { CompanyInfo } from '../site/site-config';

/**
 * A long text kept as data, so that the web page and the PDF download show the same words.
 * A block is either a paragraph (string) or a bulleted list (array of strings).
 */
export type TextBlock = string | readonly string[];

export interface TextSection {
  heading: string;
  blocks: readonly TextBlock[];
}

export interface TextDocument {
  title: string;
  /** Short line under the title, e.g. the provider's name or the date the text applies from. */
  subtitle?: string;
  sections: readonly TextSection[];
}

export function isBulletList(block: TextBlock): block is readonly string[] {
  return typeof block !== 'string';
}

/** "Muster GmbH, Beispielstraße 1, 24103 Kiel" */
export function companyAddressLine(company: CompanyInfo): string {
  return `${company.name}, ${company.street}, ${company.postcode} ${company.city}`;
}
