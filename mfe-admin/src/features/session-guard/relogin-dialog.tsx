import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { Modal } from 'shared-ui/components/modal';
import { PasswordField } from 'shared-ui/components/password-field';
import { TextField } from 'shared-ui/components/text-field';
import { lastSignedInSubject, sessionResumed, signedIn } from 'shared-ui/session/session-slice';
import { subjectOf } from 'shared-ui/session/token-subject';
import { validationMessages } from 'shared-ui/validation/messages';
import { emailRule } from 'shared-ui/validation/rules';
import { useWebLoginMutation } from '../admin-api/admin-api';
import { loginFailure } from '../login/login-failure';
import { loginTexts } from '../login/login-texts';
import { ownerDashboardPath } from './dashboard-path';
import { sessionTexts } from './session-texts';

const reloginSchema = yup.object({
  email: emailRule,
  password: yup.string().required(validationMessages.required),
});

/**
 * The session ended while this page was open: log in again over the page, which stays as it
 * is (its form input included). Only the same person continues the page; someone else who
 * logs in here starts on their own dashboard with nothing of the previous person.
 */
export function ReloginDialog() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [webLogin] = useWebLoginMutation();
  const [problem, setProblem] = useState<string | null>(null);

  async function signIn(values: { email: string; password: string }) {
    setProblem(null);
    let answer;
    try {
      answer = await webLogin({ email: values.email.trim(), password: values.password }).unwrap();
    } catch (error) {
      setProblem(loginFailure(error));
      return;
    }
    if (!answer.access_token) {
      setProblem(loginTexts.failed);
      return;
    }
    const payload = {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? '',
      eidVerified: answer.EID_verified === true,
    };
    const previous = lastSignedInSubject();
    if (previous !== null && previous === subjectOf(answer.access_token)) {
      dispatch(sessionResumed(payload));
      return;
    }
    // Another person: the page of the previous one (and its input) is left; their role is read
    // anew and a dashboard not theirs sends them on to their own.
    dispatch(signedIn({ ...payload, userType: null }));
    void navigate(ownerDashboardPath, { replace: true });
  }

  return (
    // The session is over: the dialog can only be left by signing in (or leaving the page).
    <Modal open title={sessionTexts.reloginTitle} onClose={() => undefined} closeLabel={null}>
      <p>{sessionTexts.reloginText}</p>
      <Formik
        initialValues={{ email: '', password: '' }}
        validationSchema={reloginSchema}
        onSubmit={signIn}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="bb-login__form">
            <TextField
              name="email"
              label={loginTexts.email}
              type="email"
              autoComplete="email"
              required
            />
            <PasswordField
              name="password"
              label={loginTexts.password}
              toggleLabel={loginTexts.showPassword}
              autoComplete="current-password"
              required
            />
            {problem ? <Alert variant="error">{problem}</Alert> : null}
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
              {isSubmitting ? loginTexts.submitting : sessionTexts.reloginSubmit}
            </Button>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
