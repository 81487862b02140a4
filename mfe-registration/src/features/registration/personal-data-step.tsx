import { useId } from 'react';
import { FieldFrame } from 'shared-ui/components/field-frame';
import { PasswordField } from 'shared-ui/components/password-field';
import { Select } from 'shared-ui/components/select';
import { TextField } from 'shared-ui/components/text-field';
import { legalFormLabels, legalForms, salutations } from 'shared-ui/validation/domain-values';
import { registrationTexts } from '../texts/ui-texts';
import type { Invitation } from './registration-form';

const texts = registrationTexts.fields;
const salutationOptions = salutations.map((salutation) => ({
  value: salutation,
  label: salutation,
}));
const legalFormOptions = legalForms.map((form) => ({ value: form, label: legalFormLabels[form] }));

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  const inputId = useId();
  return (
    <FieldFrame inputId={inputId} label={label}>
      <input id={inputId} className="bb-field__control" value={value} readOnly />
    </FieldFrame>
  );
}

/**
 * Step 1: the person and, for owners, the company. Invited staff see the company data, their
 * e-mail address and the owner_code from the invitation read-only; their phone number is
 * optional (without one the spec's placeholder is sent, issue 23.9).
 */
export function PersonalDataStep({ invitation }: { invitation: Invitation | null }) {
  const invited = invitation !== null;
  return (
    <div className="bb-registration__fields">
      {invited ? <p>{registrationTexts.invitedIntro}</p> : null}
      <Select
        name="salutation"
        label={texts.salutation}
        options={salutationOptions}
        placeholder={texts.salutationPlaceholder}
        required
        autoComplete="honorific-prefix"
      />
      <TextField name="firstName" label={texts.firstName} required autoComplete="given-name" />
      <TextField name="lastName" label={texts.lastName} required autoComplete="family-name" />
      <TextField
        name="birthDate"
        label={texts.birthDate}
        type="date"
        required
        autoComplete="bday"
      />
      <TextField
        name="phonenumber"
        label={texts.phone}
        type="tel"
        required={!invited}
        autoComplete="tel"
      />
      {invited ? (
        <>
          <TextField name="company_name" label={texts.companyName} readOnly />
          <ReadOnlyField
            label={texts.legalForm}
            value={invitation.legalForm ? legalFormLabels[invitation.legalForm] : ''}
          />
          <TextField name="website" label={texts.website} readOnly />
          <TextField name="owner_code" label={texts.ownerCode} readOnly required />
        </>
      ) : (
        <>
          <TextField
            name="company_name"
            label={texts.companyName}
            required
            autoComplete="organization"
          />
          <Select
            name="legal_form"
            label={texts.legalForm}
            options={legalFormOptions}
            placeholder={texts.legalFormPlaceholder}
            required
          />
          <TextField name="website" label={texts.website} type="url" autoComplete="url" />
        </>
      )}
      <TextField
        name="email"
        label={texts.email}
        type="email"
        required
        autoComplete="email"
        readOnly={invited && invitation.email !== ''}
      />
      <PasswordField
        name="password"
        label={texts.password}
        required
        autoComplete="new-password"
        hint={registrationTexts.passwordHint}
      />
    </div>
  );
}
