import { useState } from 'react';
import type { TextDocument } from '../legal/text-document';
import { Alert } from './alert';
import { Button, type ButtonVariant } from './button';

export interface TextDocumentPdfDownloadProps {
  /** Builds the document on click, so that its text loads only then (like pdf-lib). */
  build: () => Promise<TextDocument>;
  /** The PDF's author, the company of the site. */
  author: string;
  fileName: string;
  label: string;
  variant?: ButtonVariant;
  className?: string;
}

function savePdf(bytes: Uint8Array, fileName: string) {
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

/** Builds a text document (AGB, Datenschutz, user manual) as a PDF in the browser and downloads it. */
export function TextDocumentPdfDownload({
  build,
  author,
  fileName,
  label,
  variant = 'secondary',
  className,
}: TextDocumentPdfDownloadProps) {
  const [state, setState] = useState<'idle' | 'building' | 'failed'>('idle');

  async function download() {
    setState('building');
    try {
      const [document, { renderTextDocumentPdf }] = await Promise.all([
        build(),
        import('../legal/legal-pdf'),
      ]);
      savePdf(await renderTextDocumentPdf(document, { author }), fileName);
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
        {state === 'building' ? 'PDF wird erstellt …' : label}
      </Button>
      {state === 'failed' && (
        <Alert variant="error">
          Die PDF-Datei konnte nicht erstellt werden. Bitte versuchen Sie es erneut.
        </Alert>
      )}
    </>
  );
}
