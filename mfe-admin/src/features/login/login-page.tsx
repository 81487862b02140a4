import { Formik, Form } from 'formik';
import { useDispatch } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert } from 'shared-ui/components/alert';
import { SubmitButton } from 'shared-ui/components/submit-button';
import { signedIn, signedOut, userTypeLoaded } from 'shared-ui/session/session-slice';
import { useLazyGetProfileQuery } from '../admin-api/admin-api';
import { dashboardPath, knownUserType } from '../session-guard/dashboard-path';
import { sessionTexts } from '../session-guard/session-texts';
import {
  CredentialsFields,
  emptyLoginValues,
  loginSchema,
  useCredentialsLogin,
  type LoginValues,
} from './credentials-login';
import { loginTexts as texts } from './login-texts';
import { readLoginNotice } from './login-notice';
import { nextPathOf } from './next-path';
import './login.css';

export default function LoginPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [loadProfile] = useLazyGetProfileQuery();
  const { problem, setProblem, logIn } = useCredentialsLogin();
  // A signed-in page opened without a session sent the person here (?next=): back there after.
  const next = nextPathOf(location.search);
  const notice = readLoginNotice(location.state) ?? (next ? sessionTexts.loginRequired : null);
  const noticeVariant = notice === sessionTexts.loginRequired ? 'info' : 'success';

  async function signIn(values: LoginValues) {
    const tokens = await logIn(values);
    if (!tokens) return;
    dispatch(signedIn(tokens));
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
        initialValues={emptyLoginValues}
        validationSchema={loginSchema}
        onSubmit={signIn}
      >
        <Form noValidate className="bb-login__form">
          <CredentialsFields />
          <Link to="/forgotpassword" className="bb-login__forgot">
            {texts.forgotPassword}
          </Link>
          {problem ? <Alert variant="error">{problem}</Alert> : null}
          <SubmitButton label={texts.submit} busyLabel={texts.submitting} />
        </Form>
      </Formik>
      <p className="bb-login__register">
        {texts.noAccount} <Link to="/Registrierung">{texts.register}</Link>
      </p>
    </div>
  );
}
