import { useState } from 'react';
import type { PublicSiteConfig } from '../site/site-config';
import type { TextDocument } from '../legal/text-document';
import { Alert } from './alert';
import { Button, type ButtonVariant } from './button';

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

function saveFile(bytes: Uint8Array, fileName: string) {
  const url = URL.createObjectURL(new Blob([bytes.slice()], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob asynchronously after the click; release it a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

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
  variant = 'secondary',
  className,
  label,
}: LegalPdfDownloadProps) {
  const [state, setState] = useState<'idle' | 'building' | 'failed'>('idle');
  const pdf = legalPdfs[kind];

  async function download() {
    setState('building');
    try {
      const [document, { renderTextDocumentPdf }] = await Promise.all([
        pdf.build(config),
        import('../legal/legal-pdf'),
      ]);
      saveFile(
        await renderTextDocumentPdf(document, { author: config.company.name }),
        pdf.fileName,
      );
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <Button
        variant={variant}
        className={className}
        onClick={() => void download()}
        disabled={state === 'building'}
        aria-busy={state === 'building'}
      >
        {state === 'building' ? 'PDF wird erstellt …' : (label ?? pdf.label)}
      </Button>
      {state === 'failed' && (
        <Alert variant="error">
          Die PDF-Datei konnte nicht erstellt werden. Bitte versuchen Sie es erneut.
        </Alert>
      )}
    </>
  );
}
