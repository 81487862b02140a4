import { useState } from 'react';
import { Form, Formik } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { Alert } from 'shared-ui/components/alert';
import { SubmitButton } from 'shared-ui/components/submit-button';
import { TextField } from 'shared-ui/components/text-field';

export interface SingleFieldFormProps {
  /** Field name as the API and the shared schema call it. */
  name: string;
  label: string;
  hint?: string;
  type?: 'text' | 'email';
  schema: AnyObjectSchema;
  submit: string;
  submitting: string;
  /** Sends the value; resolves to null when done (the field is cleared) or to a German problem. */
  onSubmit: (value: string) => Promise<string | null>;
}

/** One field and its button, for adding a clerk or a key under an authority. */
export function SingleFieldForm({
  name,
  label,
  hint,
  type = 'text',
  schema,
  submit,
  submitting,
  onSubmit,
}: SingleFieldFormProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const initialValues = { [name]: '' };
  return (
    <Formik<Record<string, string>>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        setProblem(null);
        const refusal = await onSubmit((schema.cast(values) as Record<string, string>)[name]!);
        if (refusal) {
          setProblem(refusal);
          return;
        }
        helpers.resetForm({ values: initialValues });
      }}
    >
      <Form noValidate className="bb-authorities-inline-form">
        <TextField name={name} label={label} hint={hint} type={type} autoComplete="off" required />
        <SubmitButton variant="secondary" label={submit} busyLabel={submitting} />
        {problem ? <Alert variant="error">{problem}</Alert> : null}
      </Form>
    </Formik>
  );
}
