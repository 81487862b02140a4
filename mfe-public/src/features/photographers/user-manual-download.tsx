import type { CompanyInfo } from 'shared-ui/site/site-config';
import { TextDocumentPdfDownload } from 'shared-ui/components/text-document-pdf-download';

/**
 * Builds the user manual as a PDF in the browser (pdf-lib and the text load only on click) and
 * downloads it as Benutzerhandbuch.pdf.
 */
export function UserManualDownload({ company }: { company: CompanyInfo }) {
  return (
    <TextDocumentPdfDownload
      build={async () => (await import('./user-manual')).userManualDocument(company)}
      author={company.name}
      fileName="Benutzerhandbuch.pdf"
      label="Benutzerhandbuch als PDF herunterladen"
    />
  );
}
