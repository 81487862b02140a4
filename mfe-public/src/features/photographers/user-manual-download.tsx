import { useState } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import type { CompanyInfo } from 'shared-ui/site/site-config';

const fileName = 'Benutzerhandbuch.pdf';

function saveFile(bytes: Uint8Array) {
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

/**
 * Builds the user manual as a PDF in the browser (pdf-lib and the text load only on click) and
 * downloads it as Benutzerhandbuch.pdf.
 */
export function UserManualDownload({ company }: { company: CompanyInfo }) {
  const [state, setState] = useState<'idle' | 'building' | 'failed'>('idle');

  async function download() {
    setState('building');
    try {
      const [{ userManualDocument }, { renderTextDocumentPdf }] = await Promise.all([
        import('./user-manual'),
        import('shared-ui/legal/legal-pdf'),
      ]);
      saveFile(await renderTextDocumentPdf(userManualDocument(company), { author: company.name }));
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => void download()}
        disabled={state === 'building'}
        aria-busy={state === 'building'}
      >
        {state === 'building' ? 'PDF wird erstellt …' : 'Benutzerhandbuch als PDF herunterladen'}
      </Button>
      {state === 'failed' && (
        <Alert variant="error">
          Die PDF-Datei konnte nicht erstellt werden. Bitte versuchen Sie es erneut.
        </Alert>
      )}
    </>
  );
}
