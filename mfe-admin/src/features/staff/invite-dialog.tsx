import { useId, useState } from 'react';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { Alert } from 'shared-ui/components/alert';
import { Modal } from 'shared-ui/components/modal';
import { TextField } from 'shared-ui/components/text-field';
import { FormDialogActions } from 'shared-ui/components/form-dialog-actions';
import { emailRule } from 'shared-ui/validation/rules';
import type { AccessLevel } from 'shared-ui/contracts/invitations-contract';
import { useInviteEmployeeMutation } from '../admin-api/admin-api';
import { firstErrorOf, isNetworkError } from 'shared-ui/api/api-errors';
import { invitation } from './staff-rules';
import { accessLevelTexts, staffTexts } from './staff-texts';

const texts = staffTexts.invite;

interface InviteValues {
  email: string;
  accessLevel: AccessLevel;
}

/** Every new invitation starts restricted (signed-in-area.md §9). */
const initialValues: InviteValues = { email: '', accessLevel: 'restricted' };
const inviteSchema = yup.object({ email: emailRule });
const accessLevels: readonly AccessLevel[] = ['restricted', 'full'];

/** Per-field errors first, then the server's message, then the spec's general text. */
function inviteFailure(error: unknown): string {
  if (isNetworkError(error)) return texts.network;
  return (
    firstErrorOf(error, ['email', 'user_type', 'role']) ??
    firstErrorOf(error, ['message', 'detail']) ??
    texts.failed
  );
}

function AccessLevelOption({ level }: { level: AccessLevel }) {
  const descriptionId = useId();
  const inputId = useId();
  const [field] = useField({ name: 'accessLevel', type: 'radio', value: level });
  return (
    <div className="bb-invite__level">
      <input
        {...field}
        id={inputId}
        type="radio"
        aria-describedby={descriptionId}
        className="bb-invite__radio"
      />
      <label htmlFor={inputId} className="bb-invite__level-label">
        {accessLevelTexts[level].label}
      </label>
      <p id={descriptionId} className="bb-invite__level-description">
        {accessLevelTexts[level].description}
      </p>
    </div>
  );
}

export interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  onInvited: (email: string) => void;
}

/** Invites a person by email with an access level; the server mails the registration link. */
export function InviteDialog({ open, onClose, onInvited }: InviteDialogProps) {
  const formId = useId();
  const [inviteEmployee] = useInviteEmployeeMutation();
  const [problem, setProblem] = useState<string | null>(null);

  async function invite(values: InviteValues, helpers: FormikHelpers<InviteValues>) {
    setProblem(null);
    const payload = invitation(values.email, values.accessLevel);
    try {
      await inviteEmployee(payload).unwrap();
    } catch (error) {
      setProblem(inviteFailure(error));
      return;
    }
    helpers.resetForm({ values: initialValues });
    onInvited(payload.email);
  }

  function close() {
    setProblem(null);
    onClose();
  }

  return (
    <Formik<InviteValues>
      initialValues={initialValues}
      validationSchema={inviteSchema}
      onSubmit={invite}
    >
      {({ isSubmitting, resetForm }) => (
        <Modal
          open={open}
          title={texts.title}
          onClose={() => {
            resetForm({ values: initialValues });
            close();
          }}
          actions={
            <FormDialogActions
              formId={formId}
              cancelLabel={texts.cancel}
              submitLabel={isSubmitting ? texts.submitting : texts.submit}
              busy={isSubmitting}
              onCancel={() => {
                resetForm({ values: initialValues });
                close();
              }}
            />
          }
        >
          <Form id={formId} noValidate className="bb-invite">
            <p>{texts.intro}</p>
            <TextField name="email" label={texts.email} type="email" autoComplete="off" required />
            <fieldset className="bb-invite__levels">
              <legend className="bb-field__label">{texts.accessLevel}</legend>
              {accessLevels.map((level) => (
                <AccessLevelOption key={level} level={level} />
              ))}
            </fieldset>
            {problem ? <Alert variant="error">{problem}</Alert> : null}
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
