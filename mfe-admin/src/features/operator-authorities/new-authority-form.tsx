import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Alert } from 'shared-ui/components/alert';
import { SubmitButton } from 'shared-ui/components/submit-button';
import { TextField } from 'shared-ui/components/text-field';
import type { CreatedAuthority } from 'shared-ui/contracts/authorities-contract';
import { newAuthoritySchema } from 'shared-ui/validation/authority-forms';
import { authorityFailure } from './authority-failure';
import { useCreateAuthorityMutation } from './authorities-api';
import { authoritiesTexts } from './authorities-texts';

const texts = authoritiesTexts.create;

interface NewAuthorityValues {
  name: string;
  email: string;
}

const initialValues: NewAuthorityValues = { name: '', email: '' };

/** Creates an authority with its first clerk; the page shows the clerk's one-time password. */
export function NewAuthorityForm({
  onCreated,
}: {
  onCreated: (created: CreatedAuthority) => void;
}) {
  const [createAuthority] = useCreateAuthorityMutation();
  const [problem, setProblem] = useState<string | null>(null);

  async function create(values: NewAuthorityValues, helpers: FormikHelpers<NewAuthorityValues>) {
    setProblem(null);
    try {
      onCreated(await createAuthority(newAuthoritySchema.cast(values)).unwrap());
    } catch (error) {
      setProblem(authorityFailure(error, ['name', 'email'], texts.failed));
      return;
    }
    helpers.resetForm({ values: initialValues });
  }

  return (
    <section className="bb-operator__section" aria-labelledby="bb-authorities-create">
      <h2 id="bb-authorities-create">{texts.heading}</h2>
      <Formik<NewAuthorityValues>
        initialValues={initialValues}
        validationSchema={newAuthoritySchema}
        onSubmit={create}
      >
        <Form noValidate className="bb-authorities-create">
          <TextField name="name" label={texts.name} hint={texts.nameHint} required />
          <TextField name="email" label={texts.email} type="email" autoComplete="off" required />
          {problem ? <Alert variant="error">{problem}</Alert> : null}
          <SubmitButton label={texts.submit} busyLabel={texts.submitting} />
        </Form>
      </Formik>
    </section>
  );
}
