import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Formik, useFormikContext } from 'formik';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, type AlertVariant } from 'shared-ui/components/alert';
import { Button, buttonClassName } from 'shared-ui/components/button';
import { PasswordField } from 'shared-ui/components/password-field';
import { LoadingState } from 'shared-ui/components/spinner';
import { TextField } from 'shared-ui/components/text-field';
import { selectIsAuthenticated, signedIn, userTypeLoaded } from 'shared-ui/session/session-slice';
import type { AppDispatch } from 'shared-ui/store/app-store';
import { verificationCodeLength } from 'shared-ui/validation/domain-values';
import { readStudios, type StudioDraft } from '../locations/studio-drafts';
import { errorDetail, serverUnreachable } from 'shared-ui/api/api-errors';
import {
  useLazyGetProfileQuery,
  useRegisterShopMutation,
  useResendOtpMutation,
  useVerifyOtpMutation,
  useWebLoginMutation,
} from '../registration-api/registration-api';
import { verificationTexts as texts } from '../texts/ui-texts';
import { submitPendingStudios } from './studio-submission';
import { verificationEmailParam } from 'shared-ui/routing/verification-link';
import { readVerificationState } from './verification-state';
import './verification.css';

/** Where an owner continues after the first login (a page of the administration remote). */
export const softwareDownloadPath = '/software-download';

type Stage = 'code' | 'verified' | 'login';

interface VerificationValues {
  email: string;
  code: string;
  password: string;
}

interface Message {
  variant: AlertVariant;
  text: string;
}

function Messages({ messages }: { messages: Message[] }) {
  return (
    <>
      {messages.map((message) => (
        <Alert key={message.text} variant={message.variant}>
          {message.text}
        </Alert>
      ))}
    </>
  );
}

function StageForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      className="bb-verification__form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

function CodeStage({
  notice,
  onVerified,
}: {
  notice?: string;
  onVerified: (licenseHash?: string) => void;
}) {
  const { values } = useFormikContext<VerificationValues>();
  const [verifyOtp, { isLoading: verifying }] = useVerifyOtpMutation();
  const [resendOtp, { isLoading: resending }] = useResendOtpMutation();
  const [message, setMessage] = useState<Message | null>(
    notice ? { variant: 'warning', text: notice } : null,
  );

  async function verify() {
    const email = values.email.trim();
    const otp = values.code.trim();
    if (!otp) return setMessage({ variant: 'error', text: texts.emptyCode });
    if (!email) return setMessage({ variant: 'error', text: texts.emailMissing });
    setMessage(null);
    try {
      const answer = await verifyOtp({ email, otp }).unwrap();
      onVerified(answer.license_hash);
    } catch (error) {
      setMessage({
        variant: 'error',
        text: serverUnreachable(error)
          ? texts.verifyServerError
          : (errorDetail(error) ?? texts.verifyFailed),
      });
    }
  }

  async function resend() {
    const email = values.email.trim();
    if (!email) return setMessage({ variant: 'error', text: texts.emailMissing });
    setMessage(null);
    try {
      await resendOtp({ email }).unwrap();
      setMessage({ variant: 'success', text: texts.resendSuccess });
    } catch (error) {
      setMessage({
        variant: 'error',
        text: serverUnreachable(error)
          ? texts.resendServerError
          : (errorDetail(error) ?? texts.resendFailed),
      });
    }
  }

  return (
    <StageForm onSubmit={() => void verify()}>
      <p>{texts.codeIntro}</p>
      <TextField name="email" label={texts.email} type="email" autoComplete="email" required />
      <TextField
        name="code"
        label={texts.code}
        maxLength={verificationCodeLength}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
      />
      {message ? <Messages messages={[message]} /> : null}
      <div className="bb-verification__actions">
        <Button type="submit" disabled={verifying} aria-busy={verifying || undefined}>
          {verifying ? texts.verifying : texts.verify}
        </Button>
        <Button
          variant="link"
          onClick={() => void resend()}
          disabled={resending}
          aria-busy={resending || undefined}
        >
          {texts.resend}
        </Button>
      </div>
    </StageForm>
  );
}

/**
 * Tells an owner whether the locations of the registration are here: they are kept in this
 * browser only, so a code entered on another device finds none.
 */
function DraftsNotice() {
  const [count] = useState(() => readStudios().length);
  return count > 0 ? (
    <Alert variant="info">{texts.draftsKept(count)}</Alert>
  ) : (
    <Alert variant="warning">{texts.noDraftsHere}</Alert>
  );
}

function VerifiedStage({ isOwner, onContinue }: { isOwner: boolean; onContinue: () => void }) {
  return (
    <div className="bb-verification__form">
      <Alert variant="success">{texts.verifiedNotice}</Alert>
      {isOwner ? (
        <>
          <p>{texts.ownerNext}</p>
          <DraftsNotice />
          <div className="bb-verification__actions">
            <Button onClick={onContinue}>{texts.continueToLogin}</Button>
          </div>
        </>
      ) : (
        <>
          <p>{texts.employeeNext}</p>
          <div className="bb-verification__actions">
            <Link to="/login" className={buttonClassName('primary')}>
              {texts.toLogin}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}

type LoginPhase = 'idle' | 'signing-in' | 'submitting';

function LoginStage() {
  const { values } = useFormikContext<VerificationValues>();
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const [webLogin] = useWebLoginMutation();
  const [loadProfile] = useLazyGetProfileQuery();
  const [registerShop] = useRegisterShopMutation();
  const [phase, setPhase] = useState<LoginPhase>('idle');
  const [messages, setMessages] = useState<Message[]>([]);
  const [pending, setPending] = useState<StudioDraft[]>([]);
  const [signedInHere, setSignedInHere] = useState(false);
  const isAuthenticated = useSelector(selectIsAuthenticated);
  // A 401 on the way (expired or revoked token) signs out: then the form asks to sign in again.
  const signedInOnce = signedInHere && isAuthenticated;

  async function submitStudios() {
    setPhase('submitting');
    setMessages([]);
    const report = await submitPendingStudios((entry) => registerShop(entry).unwrap());
    setPhase('idle');
    if (report.messages.length === 0 && report.remaining.length === 0) {
      void navigate(softwareDownloadPath);
      return;
    }
    setPending(report.remaining);
    setMessages(report.messages.map((text) => ({ variant: 'error', text })));
  }

  async function signIn() {
    const email = values.email.trim();
    const password = values.password;
    if (!email || !password) {
      setMessages([{ variant: 'error', text: texts.loginMissing }]);
      return;
    }
    setMessages([]);
    setPhase('signing-in');
    let answer;
    try {
      answer = await webLogin({ email, password }).unwrap();
    } catch (error) {
      setPhase('idle');
      setMessages([
        {
          variant: 'error',
          text: serverUnreachable(error)
            ? texts.loginServerError
            : texts.loginFailed(errorDetail(error)),
        },
      ]);
      return;
    }
    if (!answer.access_token) {
      setPhase('idle');
      setMessages([{ variant: 'error', text: texts.noAccessToken }]);
      return;
    }
    dispatch(
      signedIn({
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token ?? '',
        eidVerified: answer.EID_verified === true,
      }),
    );
    setSignedInHere(true);
    try {
      const profile = await loadProfile().unwrap();
      dispatch(userTypeLoaded(profile.user_type));
      if (profile.user_type !== 'owner') {
        // Staff have no studios to submit; after their login they start on the home page.
        void navigate('/');
        return;
      }
    } catch (error) {
      // The role is read again by the administration area; the studios need only the token.
      console.warn('Das Profil konnte nach der Anmeldung nicht geladen werden.', error);
    }
    await submitStudios();
  }

  if (phase === 'submitting') return <LoadingState label={texts.submittingStudios} />;

  return (
    <StageForm onSubmit={() => void (signedInOnce ? submitStudios() : signIn())}>
      {signedInOnce ? null : (
        <>
          <TextField name="email" label={texts.email} type="email" autoComplete="email" required />
          <PasswordField name="password" label={texts.password} required />
        </>
      )}
      <Messages messages={messages} />
      {pending.length > 0 ? (
        <section aria-labelledby="bb-pending-studios">
          <h3 id="bb-pending-studios">{texts.pendingStudiosHeading}</h3>
          <ul>
            {pending.map((studio) => (
              <li key={studio.id}>
                {studio.name}, {studio.address}, {studio.zipcode} {studio.city}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="bb-verification__actions">
        {signedInOnce ? (
          <>
            <Button type="submit">{texts.retrySubmit}</Button>
            <Link to={softwareDownloadPath} className={buttonClassName('link')}>
              {texts.skipToDownload}
            </Link>
          </>
        ) : (
          <Button
            type="submit"
            disabled={phase === 'signing-in'}
            aria-busy={phase === 'signing-in' || undefined}
          >
            {phase === 'signing-in' ? texts.loggingIn : texts.login}
          </Button>
        )}
      </div>
    </StageForm>
  );
}

const stageTitles: Record<Stage, string> = {
  code: texts.code,
  verified: texts.verifiedHeading,
  login: texts.loginHeading,
};

/**
 * /Code-Verifizierung: enter the mailed code (or have it sent again), then employees go to the
 * login page, while owners sign in here so that their studios can be submitted.
 */
export default function VerificationPage() {
  const location = useLocation();
  const [query] = useSearchParams();
  const [handedOver] = useState(() => readVerificationState(location.state));
  // The mailed link carries the address (?email=); the registration's navigation state wins.
  const [initialEmail] = useState(
    () => handedOver.email ?? query.get(verificationEmailParam)?.trim() ?? '',
  );
  const [stage, setStage] = useState<Stage>('code');
  const [isOwner, setIsOwner] = useState<boolean | undefined>(handedOver.isOwner);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousStage = useRef(stage);
  useEffect(() => {
    if (previousStage.current !== stage) headingRef.current?.focus();
    previousStage.current = stage;
  }, [stage]);

  return (
    <div className="bb-container bb-section bb-verification">
      <h1>{texts.pageTitle}</h1>
      <Formik<VerificationValues>
        initialValues={{ email: initialEmail, code: '', password: '' }}
        onSubmit={() => undefined}
      >
        <>
          <h2 ref={headingRef} tabIndex={-1} className="bb-verification__stage-title">
            {stageTitles[stage]}
          </h2>
          {stage === 'code' ? (
            <CodeStage
              notice={handedOver.notice}
              onVerified={(licenseHash) => {
                // Without navigation state (e.g. an opened link) the licence marks an owner.
                setIsOwner((known) => known ?? Boolean(licenseHash));
                setStage('verified');
              }}
            />
          ) : null}
          {stage === 'verified' ? (
            <VerifiedStage isOwner={isOwner === true} onContinue={() => setStage('login')} />
          ) : null}
          {stage === 'login' ? <LoginStage /> : null}
        </>
      </Formik>
    </div>
  );
}
