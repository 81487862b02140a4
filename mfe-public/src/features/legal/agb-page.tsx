import { agbDocument } from 'shared-ui/legal/agb';
import { LegalTextPage } from './legal-text-page';

/** /Pressebereich: the spec labels this page as the general terms (AGB). */
export default function AgbPage() {
  return (
    <LegalTextPage
      title="Allgemeine Geschäftsbedingungen (AGB)"
      kind="agb"
      document={(config) => agbDocument(config.company)}
    />
  );
}
