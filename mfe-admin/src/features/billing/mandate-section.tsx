import { Form, Formik } from 'formik';
import { useState } from 'react';
import { firstFieldError, serverMessage } from 'shared-ui/api/api-errors';
import { mandateFormSchema, type MandateForm } from 'shared-ui/billing/billing-rules';
import { Alert } from 'shared-ui/components/alert';
import { SubmitButton } from 'shared-ui/components/submit-button';
import { TextField } from 'shared-ui/components/text-field';
import type { Mandate } from 'shared-ui/contracts/billing-contract';
import { formatGermanDate } from 'shared-ui/format/german-date';
import { useGetMandateQuery, useSaveMandateMutation } from './billing-api';
import { billingTexts as texts } from './billing-texts';

const emptyForm: MandateForm = { account_holder: '', iban: '', bic: '' };

function MandateFacts({ mandate }: { mandate: Mandate }) {
  return (
    <dl className="bb-billing__facts" aria-label={texts.currentMandate}>
      <dt>{texts.reference}</dt>
      <dd>{mandate.reference}</dd>
      <dt>{texts.signedAt}</dt>
      <dd>{formatGermanDate(mandate.signed_at)}</dd>
      <dt>{texts.accountHolder}</dt>
      <dd>{mandate.account_holder}</dd>
      <dt>{texts.iban}</dt>
      <dd>{mandate.iban}</dd>
      {mandate.bic ? (
        <>
          <dt>BIC</dt>
          <dd>{mandate.bic}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * The SEPA mandate: the text with the creditor id, the mandate in force (IBAN masked) and the
 * form that grants a new one. The server checks the form again with the same rules.
 */
export function MandateSection() {
  const { data, isLoading, isError } = useGetMandateQuery();
  const [saveMandate] = useSaveMandateMutation();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function save(values: MandateForm, reset: () => void) {
    setResult(null);
    try {
      const answer = await saveMandate({
        account_holder: values.account_holder.trim(),
        iban: values.iban.trim(),
        ...(values.bic?.trim() ? { bic: values.bic.trim() } : {}),
      }).unwrap();
      reset();
      setResult({ ok: true, text: answer.message ?? '' });
    } catch (error) {
      setResult({
        ok: false,
        text: serverMessage(error) ?? firstFieldError(error) ?? texts.saveFailed,
      });
    }
  }

  return (
    <section aria-labelledby="bb-billing-mandate" className="bb-billing__section">
      <h2 id="bb-billing-mandate">{texts.mandateHeading}</h2>
      {isLoading ? <p role="status">{texts.loading}</p> : null}
      {isError ? <Alert variant="error">{texts.loadFailed}</Alert> : null}
      {data ? (
        <>
          <p>{texts.creditor(data.creditor_name, data.creditor_id)}</p>
          <blockquote className="bb-billing__mandate-text">{data.mandate_text}</blockquote>
          {data.mandate ? <MandateFacts mandate={data.mandate} /> : <p>{texts.noMandate}</p>}
          <Formik<MandateForm>
            initialValues={emptyForm}
            validationSchema={mandateFormSchema}
            onSubmit={(values, helpers) => save(values, () => helpers.resetForm())}
          >
            <Form noValidate className="bb-billing__form">
              <TextField
                name="account_holder"
                label={texts.accountHolder}
                autoComplete="name"
                required
              />
              <TextField
                name="iban"
                label={texts.iban}
                autoComplete="off"
                spellCheck={false}
                required
              />
              <TextField name="bic" label={texts.bic} autoComplete="off" spellCheck={false} />
              <SubmitButton
                label={data.mandate ? texts.change : texts.grant}
                busyLabel={texts.saving}
              />
            </Form>
          </Formik>
          {result ? <Alert variant={result.ok ? 'success' : 'error'}>{result.text}</Alert> : null}
          {data.history.some((mandate) => mandate.superseded_at) ? (
            <>
              <h3>{texts.historyHeading}</h3>
              <ul>
                {data.history
                  .filter((mandate) => mandate.superseded_at)
                  .map((mandate) => (
                    <li key={mandate.reference}>
                      {mandate.reference}: {mandate.iban}, {texts.signedAt}{' '}
                      {formatGermanDate(mandate.signed_at)}, {texts.supersededAt}{' '}
                      {formatGermanDate(mandate.superseded_at!)}
                    </li>
                  ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
