import { Form, Formik } from 'formik';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { Alert } from 'shared-ui/components/alert';
import { SubmitButton } from 'shared-ui/components/submit-button';
import { Modal } from 'shared-ui/components/modal';
import { lastSignedInSubject, sessionResumed, signedIn } from 'shared-ui/session/session-slice';
import { subjectOf } from 'shared-ui/session/token-subject';
import {
  CredentialsFields,
  emptyLoginValues,
  loginSchema,
  useCredentialsLogin,
  type LoginValues,
} from '../login/credentials-login';
import { loginTexts } from '../login/login-texts';
import { ownerDashboardPath } from './dashboard-path';
import { sessionTexts } from './session-texts';

/**
 * The session ended while this page was open: log in again over the page, which stays as it
 * is (its form input included). Only the same person continues the page; someone else who
 * logs in here starts on their own dashboard with nothing of the previous person.
 */
export function ReloginDialog() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { problem, logIn } = useCredentialsLogin();

  async function signIn(values: LoginValues) {
    const tokens = await logIn(values);
    if (!tokens) return;
    const previous = lastSignedInSubject();
    if (previous !== null && previous === subjectOf(tokens.accessToken)) {
      dispatch(sessionResumed(tokens));
      return;
    }
    // Another person: the page of the previous one (and its input) is left; their role is read
    // anew and a dashboard not theirs sends them on to their own.
    dispatch(signedIn({ ...tokens, userType: null }));
    void navigate(ownerDashboardPath, { replace: true });
  }

  return (
    // The session is over: the dialog can only be left by signing in (or leaving the page).
    <Modal open title={sessionTexts.reloginTitle} onClose={() => undefined} closeLabel={null}>
      <p>{sessionTexts.reloginText}</p>
      <Formik initialValues={emptyLoginValues} validationSchema={loginSchema} onSubmit={signIn}>
        <Form noValidate className="bb-login__form">
          <CredentialsFields />
          {problem ? <Alert variant="error">{problem}</Alert> : null}
          <SubmitButton label={sessionTexts.reloginSubmit} busyLabel={loginTexts.submitting} />
        </Form>
      </Formik>
    </Modal>
  );
}
