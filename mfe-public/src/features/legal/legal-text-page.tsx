import { LegalPdfDownload, type LegalPdfKind } from 'shared-ui/components/legal-pdf-download';
import type { TextDocument } from 'shared-ui/legal/text-document';
import type { PublicSiteConfig } from 'shared-ui/site/site-config';
import { InfoPage } from '../page/info-page';
import { TextDocumentView } from '../page/text-document-view';
import { SiteConfigGate } from '../site-config/site-config-gate';

interface LegalTextPageProps {
  /** The page heading; the same as the document's title. */
  title: string;
  kind: LegalPdfKind;
  document: (config: PublicSiteConfig) => TextDocument;
}

/**
 * AGB and Datenschutzerklärung: the text with the provider's data from the site configuration,
 * and the download of the same text as a PDF file.
 */
export function LegalTextPage({ title, kind, document }: LegalTextPageProps) {
  return (
    <InfoPage title={title}>
      <SiteConfigGate subject="Die Angaben zum Anbieter">
        {(config) => {
          const text = document(config);
          return (
            <>
              {text.subtitle ? <p className="pub-page__lead">{text.subtitle}</p> : null}
              <div className="pub-actions">
                <LegalPdfDownload kind={kind} config={config} />
              </div>
              <TextDocumentView document={text} />
            </>
          );
        }}
      </SiteConfigGate>
    </InfoPage>
  );
}
