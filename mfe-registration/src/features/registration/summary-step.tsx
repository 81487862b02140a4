import { useFormikContext } from 'formik';
import { Alert } from 'shared-ui/components/alert';
import { Checkbox } from 'shared-ui/components/checkbox';
import { LegalPdfDownload } from 'shared-ui/components/legal-pdf-download';
import { LoadingState } from 'shared-ui/components/spinner';
import { formatGermanDate } from 'shared-ui/format/german-date';
import { legalFormLabels, legalForms } from 'shared-ui/validation/domain-values';
import { StudioSummary } from '../locations/studio-summary';
import type { StudioDraftsController } from '../locations/use-studio-drafts';
import { useGetSiteConfigQuery } from 'shared-ui/site/site-config-api';
import { registrationTexts } from '../texts/ui-texts';
import type { Invitation, RegistrationValues } from './registration-form';

const texts = registrationTexts.summary;
const fieldTexts = registrationTexts.fields;

function legalFormLabel(value: string): string {
  const form = legalForms.find((candidate) => candidate === value);
  return form ? legalFormLabels[form] : '';
}

function Entries({ entries }: { entries: [string, string][] }) {
  return (
    <dl className="bb-registration__summary-list">
      {entries
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <div key={label} className="bb-registration__summary-entry">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function LegalDownloads() {
  const { data: config, isLoading, isError } = useGetSiteConfigQuery();
  if (isLoading) return <LoadingState />;
  if (isError || !config) {
    return (
      <Alert variant="warning">
        {texts.legalTextsUnavailable}{' '}
        <a href="/Pressebereich" target="_blank" rel="noopener noreferrer">
          {texts.agbLink}
        </a>{' '}
        ·{' '}
        <a href="/datenschutz" target="_blank" rel="noopener noreferrer">
          {texts.privacyLink}
        </a>
      </Alert>
    );
  }
  return (
    <div className="bb-registration__downloads">
      <LegalPdfDownload kind="agb" config={config} />
      <LegalPdfDownload kind="datenschutz" config={config} />
    </div>
  );
}

export interface SummaryStepProps {
  invitation: Invitation | null;
  drafts: StudioDraftsController;
}

/** The last step: the entered data, the AGB and privacy PDFs, and the four consents. */
export function SummaryStep({ invitation, drafts }: SummaryStepProps) {
  const { values } = useFormikContext<RegistrationValues>();
  const { sharedUpload } = drafts;
  const sharedFile = sharedUpload.oneFileForAll ? sharedUpload.files[0] : undefined;

  return (
    <div className="bb-registration__summary">
      <section aria-labelledby="bb-summary-person">
        <h3 id="bb-summary-person">{texts.personalHeading}</h3>
        <Entries
          entries={[
            [fieldTexts.salutation, values.salutation],
            [fieldTexts.firstName, values.firstName],
            [fieldTexts.lastName, values.lastName],
            [fieldTexts.birthDate, values.birthDate ? formatGermanDate(values.birthDate) : ''],
            [fieldTexts.email, values.email],
            [fieldTexts.phone, invitation ? '' : values.phonenumber],
            [fieldTexts.ownerCode, invitation ? values.owner_code : ''],
          ]}
        />
      </section>
      <section aria-labelledby="bb-summary-company">
        <h3 id="bb-summary-company">{texts.companyHeading}</h3>
        <Entries
          entries={[
            [fieldTexts.companyName, values.company_name],
            [fieldTexts.legalForm, legalFormLabel(values.legal_form)],
            [fieldTexts.website, values.website],
          ]}
        />
      </section>
      {invitation ? null : (
        <section aria-labelledby="bb-summary-locations">
          <h3 id="bb-summary-locations">{texts.locationsHeading}</h3>
          {sharedFile ? (
            <p>
              {texts.sharedProofFile}: {sharedFile.name}
            </p>
          ) : null}
          <ul className="bb-location-list">
            {drafts.studios.map((studio) => (
              <li key={studio.id} className="bb-location-list__item">
                <StudioSummary studio={studio} />
                {sharedFile ? null : (
                  <p className="bb-studio-summary__line">
                    {texts.proofFile}:{' '}
                    {studio.uploadedFiles.map((file) => file.name).join(', ') || texts.noProofFile}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="bb-summary-legal">
        <h3 id="bb-summary-legal">{texts.legalHeading}</h3>
        <LegalDownloads />
      </section>
      <fieldset className="bb-registration__consents">
        <legend>{texts.consentsHeading}</legend>
        <Checkbox name="consentPrivacy" required>
          {registrationTexts.consents.privacy}{' '}
          <a href="/datenschutz" target="_blank" rel="noopener noreferrer">
            ({texts.privacyLink})
          </a>
        </Checkbox>
        <Checkbox name="consentTerms" required>
          {registrationTexts.consents.terms}{' '}
          <a href="/Pressebereich" target="_blank" rel="noopener noreferrer">
            ({texts.agbLink})
          </a>
        </Checkbox>
        <Checkbox name="consentPartnerAccess" required>
          {registrationTexts.consents.partnerAccess}
        </Checkbox>
        <Checkbox name="consentPilotPhase" required>
          {registrationTexts.consents.pilotPhase}
        </Checkbox>
      </fieldset>
    </div>
  );
}
