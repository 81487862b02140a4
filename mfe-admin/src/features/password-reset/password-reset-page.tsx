import { useEffect, useState } from 'react';
import { Form, Formik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { SubmitButton } from 'shared-ui/components/submit-button';
import { PasswordField } from 'shared-ui/components/password-field';
import { Stepper } from 'shared-ui/components/stepper';
import { TextField } from 'shared-ui/components/text-field';
import { verificationCodeLength } from 'shared-ui/validation/domain-values';
import { validationMessages } from 'shared-ui/validation/messages';
import { emailRule, passwordRule } from 'shared-ui/validation/rules';
import { useRequestPasswordResetMutation, useResetPasswordMutation } from '../admin-api/admin-api';
import { serverMessage } from 'shared-ui/api/api-errors';
import { loginPath } from '../session-guard/dashboard-path';
import { passwordResetTexts as texts, redirectDelayMs } from './password-reset-texts';
import './password-reset.css';

const emailSchema = yup.object({ email: emailRule });

const resetSchema = yup.object({
  reset_code: yup.string().trim().required(validationMessages.required),
  new_password: passwordRule,
  confirm_password: yup
    .string()
    .required(validationMessages.required)
    .oneOf([yup.ref('new_password')], validationMessages.passwordsDiffer),
});

interface ResetValues {
  reset_code: string;
  new_password: string;
  confirm_password: string;
}

function EmailStep({ onCodeSent }: { onCodeSent: (email: string) => void }) {
  const [requestReset] = useRequestPasswordResetMutation();
  const [problem, setProblem] = useState<string | null>(null);

  async function requestCode({ email }: { email: string }) {
    setProblem(null);
    const address = email.trim();
    try {
      await requestReset({ email: address }).unwrap();
      onCodeSent(address);
    } catch (error) {
      setProblem(serverMessage(error) ?? texts.requestFailed);
    }
  }

  return (
    <Formik initialValues={{ email: '' }} validationSchema={emailSchema} onSubmit={requestCode}>
      <Form noValidate className="bb-password-reset__form">
        <p>{texts.emailIntro}</p>
        <TextField name="email" label={texts.email} type="email" autoComplete="email" required />
        {problem ? <Alert variant="error">{problem}</Alert> : null}
        <SubmitButton label={texts.sendCode} busyLabel={texts.sendingCode} />
      </Form>
    </Formik>
  );
}

function CodeStep({ email, onOtherEmail }: { email: string; onOtherEmail: () => void }) {
  const navigate = useNavigate();
  const [resetPassword] = useResetPasswordMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);

  useEffect(() => {
    if (!succeeded) return undefined;
    const timer = window.setTimeout(() => void navigate(loginPath), redirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [navigate, succeeded]);

  async function reset(values: ResetValues) {
    setProblem(null);
    try {
      await resetPassword({
        email,
        reset_code: values.reset_code.trim(),
        new_password: values.new_password,
      }).unwrap();
      setSucceeded(true);
    } catch (error) {
      setProblem(serverMessage(error) ?? texts.resetFailed);
    }
  }

  if (succeeded) return <Alert variant="success">{texts.resetSucceeded}</Alert>;

  return (
    <Formik<ResetValues>
      initialValues={{ reset_code: '', new_password: '', confirm_password: '' }}
      validationSchema={resetSchema}
      onSubmit={reset}
    >
      <Form noValidate className="bb-password-reset__form">
        <Alert variant="success">{texts.codeSent}</Alert>
        <p>{texts.codeIntro(email)}</p>
        <PasswordField
          name="reset_code"
          label={texts.code}
          toggleLabel={texts.showCode}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={verificationCodeLength}
          required
        />
        <PasswordField
          name="new_password"
          label={texts.newPassword}
          toggleLabel={texts.showNewPassword}
          autoComplete="new-password"
          hint={texts.passwordHint}
          required
        />
        <PasswordField
          name="confirm_password"
          label={texts.confirmPassword}
          toggleLabel={texts.showConfirmPassword}
          autoComplete="new-password"
          required
        />
        {problem ? <Alert variant="error">{problem}</Alert> : null}
        <div className="bb-password-reset__actions">
          <Button variant="link" onClick={onOtherEmail}>
            {texts.otherEmail}
          </Button>
          <SubmitButton label={texts.submit} busyLabel={texts.submitting} />
        </div>
      </Form>
    </Formik>
  );
}

export default function PasswordResetPage() {
  const [email, setEmail] = useState<string | null>(null);
  return (
    <div className="bb-container bb-section bb-password-reset">
      <h1>{texts.title}</h1>
      <Stepper steps={texts.steps} current={email ? 1 : 0} label={texts.stepperLabel} />
      {email ? (
        <CodeStep email={email} onOtherEmail={() => setEmail(null)} />
      ) : (
        <EmailStep onCodeSent={setEmail} />
      )}
      <p className="bb-password-reset__back">
        <Link to={loginPath}>{texts.backToLogin}</Link>
      </p>
    </div>
  );
}
