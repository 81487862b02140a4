import { useState } from 'react';
import { Formik, Form } from 'formik';
import { useDispatch } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { PasswordField } from 'shared-ui/components/password-field';
import { TextField } from 'shared-ui/components/text-field';
import { signedIn, signedOut, userTypeLoaded } from 'shared-ui/session/session-slice';
import { validationMessages } from 'shared-ui/validation/messages';
import { emailRule } from 'shared-ui/validation/rules';
import { useLazyGetProfileQuery, useWebLoginMutation } from '../admin-api/admin-api';
import { dashboardPath, knownUserType } from '../session-guard/dashboard-path';
import { sessionTexts } from '../session-guard/session-texts';
import { loginFailure } from './login-failure';
import { loginTexts as texts } from './login-texts';
import { readLoginNotice } from './login-notice';
import { nextPathOf } from './next-path';
import './login.css';

interface LoginValues {
  email: string;
  password: string;
}

const loginSchema = yup.object({
  email: emailRule,
  password: yup.string().required(validationMessages.required),
});

export default function LoginPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [webLogin] = useWebLoginMutation();
  const [loadProfile] = useLazyGetProfileQuery();
  const [problem, setProblem] = useState<string | null>(null);
  // A signed-in page opened without a session sent the person here (?next=): back there after.
  const next = nextPathOf(location.search);
  const notice = readLoginNotice(location.state) ?? (next ? sessionTexts.loginRequired : null);
  const noticeVariant = notice === sessionTexts.loginRequired ? 'info' : 'success';

  async function signIn(values: LoginValues) {
    setProblem(null);
    let answer;
    try {
      answer = await webLogin({ email: values.email.trim(), password: values.password }).unwrap();
    } catch (error) {
      setProblem(loginFailure(error));
      return;
    }
    if (!answer.access_token) {
      setProblem(texts.failed);
      return;
    }
    dispatch(
      signedIn({
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token ?? '',
        eidVerified: answer.EID_verified === true,
      }),
    );
    let profile;
    try {
      profile = await loadProfile().unwrap();
    } catch {
      // Without a role the session leads nowhere: end it rather than leave half a sign-in.
      dispatch(signedOut());
      setProblem(texts.profileFailed);
      return;
    }
    const userType = knownUserType(profile.user_type);
    if (!userType) {
      dispatch(signedOut());
      setProblem(texts.unknownUserType);
      return;
    }
    dispatch(userTypeLoaded(userType));
    void navigate(next ?? dashboardPath(userType), { replace: next !== null });
  }

  return (
    <div className="bb-container bb-section bb-login">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      {notice ? <Alert variant={noticeVariant}>{notice}</Alert> : null}
      <Formik<LoginValues>
        initialValues={{ email: '', password: '' }}
        validationSchema={loginSchema}
        onSubmit={signIn}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="bb-login__form">
            <TextField
              name="email"
              label={texts.email}
              type="email"
              autoComplete="email"
              required
            />
            <PasswordField
              name="password"
              label={texts.password}
              toggleLabel={texts.showPassword}
              autoComplete="current-password"
              required
            />
            <Link to="/forgotpassword" className="bb-login__forgot">
              {texts.forgotPassword}
            </Link>
            {problem ? <Alert variant="error">{problem}</Alert> : null}
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
              {isSubmitting ? texts.submitting : texts.submit}
            </Button>
          </Form>
        )}
      </Formik>
      <p className="bb-login__register">
        {texts.noAccount} <Link to="/Registrierung">{texts.register}</Link>
      </p>
    </div>
  );
}
