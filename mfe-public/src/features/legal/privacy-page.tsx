import { datenschutzDocument } from 'shared-ui/legal/datenschutz';
import { LegalTextPage } from './legal-text-page';

export default function PrivacyPage() {
  return (
    <LegalTextPage title="Datenschutzerklärung" kind="datenschutz" document={datenschutzDocument} />
  );
}
