import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Form, Formik } from 'formik';
import { useDispatch } from 'react-redux';
import * as yup from 'yup';
import { Alert } from 'shared-ui/components/alert';
import { SubmitButton } from 'shared-ui/components/submit-button';
import { PasswordField } from 'shared-ui/components/password-field';
import type { PasswordChange } from 'shared-ui/contracts/profile-contract';
import { signedOut } from 'shared-ui/session/session-slice';
import { validationMessages } from 'shared-ui/validation/messages';
import { passwordRule } from 'shared-ui/validation/rules';
import { firstErrorOf, isNetworkError } from 'shared-ui/api/api-errors';
import { useChangeInitialPasswordMutation } from './operator-api';
import { operatorTexts } from './operator-texts';

const texts = operatorTexts.initialPassword;

const schema = yup.object({
  current_password: yup.string().required(validationMessages.required),
  new_password: passwordRule,
  confirm_password: yup
    .string()
    .required(validationMessages.required)
    .oneOf([yup.ref('new_password')], validationMessages.passwordsDiffer),
});

/** The one-time password, then the own one twice; each field with its own show toggle. */
const passwordFields: ReadonlyArray<{
  name: keyof PasswordChange;
  label: string;
  autoComplete: 'current-password' | 'new-password';
}> = [
  { name: 'current_password', label: texts.current, autoComplete: 'current-password' },
  { name: 'new_password', label: texts.next, autoComplete: 'new-password' },
  { name: 'confirm_password', label: texts.confirm, autoComplete: 'new-password' },
];

export interface InitialPasswordFormProps {
  onSignOut: (notice: string) => void;
  /** Why the password must be replaced; the operator console's wording unless given. */
  intro?: string;
}

/**
 * The first thing a new operator (or authority clerk) sees: the one-time password is replaced
 * by an own one. The server then ends every session of the account, so the person signs in anew.
 */
export function InitialPasswordForm({ onSignOut, intro = texts.intro }: InitialPasswordFormProps) {
  const dispatch = useDispatch();
  const [changePassword] = useChangeInitialPasswordMutation();
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(values: PasswordChange) {
    setProblem(null);
    try {
      await changePassword(values).unwrap();
    } catch (error) {
      setProblem(
        isNetworkError(error)
          ? operatorTexts.console.network
          : (firstErrorOf(error, ['detail', 'message']) ?? texts.failed),
      );
      return;
    }
    // The console sends the signed-out operator to /login with this notice.
    flushSync(() => onSignOut(texts.changed));
    dispatch(signedOut());
  }

  return (
    <>
      <p>{intro}</p>
      <Formik<PasswordChange>
        initialValues={{ current_password: '', new_password: '', confirm_password: '' }}
        validationSchema={schema}
        onSubmit={submit}
      >
        <Form noValidate className="bb-operator-password">
          {passwordFields.map(({ name, label, autoComplete }) => (
            <PasswordField
              key={name}
              name={name}
              label={label}
              toggleLabel={texts.showPassword(label)}
              autoComplete={autoComplete}
              required
            />
          ))}
          {problem ? <Alert variant="error">{problem}</Alert> : null}
          <SubmitButton label={texts.submit} busyLabel={texts.submitting} />
        </Form>
      </Formik>
    </>
  );
}
