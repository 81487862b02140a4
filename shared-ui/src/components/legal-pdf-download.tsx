import type { PublicSiteConfig } from '../site/site-config';
import type { TextDocument } from '../legal/text-document';
import type { ButtonVariant } from './button';
import { TextDocumentPdfDownload } from './text-document-pdf-download';

export type LegalPdfKind = 'agb' | 'datenschutz';

const legalPdfs: Record<
  LegalPdfKind,
  { fileName: string; label: string; build: (config: PublicSiteConfig) => Promise<TextDocument> }
> = {
  agb: {
    fileName: 'AGB.pdf',
    label: 'AGB als PDF herunterladen',
    build: async (config) => (await import('../legal/agb')).agbDocument(config.company),
  },
  datenschutz: {
    fileName: 'Datenschutz.pdf',
    label: 'Datenschutzerklärung als PDF herunterladen',
    build: async (config) => (await import('../legal/datenschutz')).datenschutzDocument(config),
  },
};

interface LegalPdfDownloadProps {
  kind: LegalPdfKind;
  /** Company data filled into the text; the same configuration the web page shows. */
  config: PublicSiteConfig;
  variant?: ButtonVariant;
  className?: string;
  label?: string;
}

/**
 * Builds the AGB or the Datenschutzerklärung as a PDF in the browser, from the same text as the
 * web page and with the current company data, and downloads it as AGB.pdf / Datenschutz.pdf.
 */
export function LegalPdfDownload({
  kind,
  config,
  variant,
  className,
  label,
}: LegalPdfDownloadProps) {
  const pdf = legalPdfs[kind];
  return (
    <TextDocumentPdfDownload
      build={() => pdf.build(config)}
      author={config.company.name}
      fileName={pdf.fileName}
      label={label ?? pdf.label}
      variant={variant}
      className={className}
    />
  );
}
