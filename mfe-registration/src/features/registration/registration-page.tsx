import { useEffect, useMemo, useRef, useState } from 'react';
import { Formik, type FormikProps } from 'formik';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ValidationError } from 'yup';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { Modal } from 'shared-ui/components/modal';
import { Stepper } from 'shared-ui/components/stepper';
import { validationMessages } from 'shared-ui/validation/messages';
import { LocationOverviewStep } from '../locations/location-overview-step';
import { LocationStep } from '../locations/location-step';
import { everyStudioHasProof } from '../locations/studio-drafts';
import { useStudioDrafts } from '../locations/use-studio-drafts';
import { useRegisterMutation } from '../registration-api/registration-api';
import { registrationTexts as texts } from '../texts/ui-texts';
import { verificationPath, type VerificationState } from '../verification/verification-state';
import { PersonalDataStep } from './personal-data-step';
import { registerFailure } from './register-failure';
import {
  allConsentsGiven,
  initialRegistrationValues,
  personalDataProblem,
  personalDataSchema,
  personalFields,
  readInvitation,
  registrationPayload,
  type RegistrationValues,
} from './registration-form';
import { SummaryStep } from './summary-step';
import './registration.css';

type StepKind = 'personal' | 'locations' | 'overview' | 'summary';
const ownerFlow: readonly StepKind[] = ['personal', 'locations', 'overview', 'summary'];
const invitedFlow: readonly StepKind[] = ['personal', 'summary'];

interface Problem {
  message: string;
  /** The address is registered and verified: offer the way to sign in. */
  offerLogin?: boolean;
  /**
   * A problem the visitor fixes in the form itself follows the form: step 1's message is
   * recomputed as fields change (and goes once all are right), the consents' once all are ticked.
   */
  fixedBy?: 'personal-data' | 'consents';
}

/** The problem as it stands with the form's current values, or null once it is fixed. */
function currentProblem(
  problem: Problem | null,
  form: FormikProps<RegistrationValues>,
  invited: boolean,
): Problem | null {
  if (problem?.fixedBy === 'personal-data') {
    const message = personalDataProblem(form.values, form.errors, invited);
    return message ? { ...problem, message } : null;
  }
  if (problem?.fixedBy === 'consents' && allConsentsGiven(form.values)) return null;
  return problem;
}

/** /Registrierung: owners in four steps with their locations, invited staff in two. */
export default function RegistrationPage() {
  const [query] = useSearchParams();
  const invitation = useMemo(() => readInvitation(query), [query]);
  const invited = invitation !== null;
  const flow = invited ? invitedFlow : ownerFlow;
  const stepTitles = invited ? texts.invitedSteps : texts.ownerSteps;
  const schema = useMemo(() => personalDataSchema(invited), [invited]);

  const [stepIndex, setStepIndex] = useState(0);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [registered, setRegistered] = useState<VerificationState | null>(null);
  const drafts = useStudioDrafts();
  const [register, { isLoading: registering }] = useRegisterMutation();
  const navigate = useNavigate();

  const step = flow[stepIndex] ?? 'personal';
  const isLastStep = stepIndex === flow.length - 1;

  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(stepIndex);
  useEffect(() => {
    // Moving between steps puts keyboard and screen-reader users at the new step's heading.
    if (previousStep.current !== stepIndex) headingRef.current?.focus();
    previousStep.current = stepIndex;
  }, [stepIndex]);

  function goTo(index: number) {
    setProblem(null);
    setStepIndex(index);
  }

  async function leavePersonalData(form: FormikProps<RegistrationValues>): Promise<boolean> {
    const errors = await form.validateForm();
    const message = personalDataProblem(form.values, errors, invited);
    if (!message) return true;
    await form.setTouched(Object.fromEntries(personalFields.map((field) => [field, true])), false);
    setProblem({ message, fixedBy: 'personal-data' });
    return false;
  }

  function stepProblem(kind: StepKind): string | null {
    if (kind === 'locations' && drafts.studios.length === 0) {
      return texts.errors.locationRequired;
    }
    if (kind === 'overview' && !everyStudioHasProof(drafts.studios, drafts.sharedUpload)) {
      return texts.errors.proofFileRequired;
    }
    return null;
  }

  async function submitRegistration(values: RegistrationValues) {
    const next: VerificationState = { email: values.email.trim(), isOwner: !invited };
    let payload;
    try {
      payload = await registrationPayload(values, invitation);
    } catch (error) {
      setProblem({
        // isError checks the name: the schema's yup may be another copy than this bundle's.
        message: ValidationError.isError(error) ? (error.errors[0] ?? '') : String(error),
      });
      return;
    }
    try {
      await register(payload).unwrap();
    } catch (error) {
      const failure = registerFailure(error);
      if (failure.kind === 'unverified') {
        // The server has sent a new code; the visitor confirms the address on the next page.
        void navigate(verificationPath, { state: { ...next, notice: failure.message } });
        return;
      }
      setProblem({ message: failure.message, offerLogin: failure.kind === 'verified' });
      return;
    }
    setRegistered(next);
  }

  async function proceed(form: FormikProps<RegistrationValues>) {
    if (step === 'personal' && !(await leavePersonalData(form))) return;
    const blocked = stepProblem(step);
    if (blocked) {
      setProblem({ message: blocked });
      return;
    }
    if (!isLastStep) {
      goTo(stepIndex + 1);
      return;
    }
    if (!allConsentsGiven(form.values)) {
      setProblem({ message: validationMessages.consentsRequired, fixedBy: 'consents' });
      return;
    }
    setProblem(null);
    await submitRegistration(form.values);
  }

  function confirmSuccess() {
    if (registered) void navigate(verificationPath, { state: registered });
  }

  return (
    <div className="bb-container bb-section bb-registration">
      <h1>{texts.pageTitle}</h1>
      <Stepper steps={stepTitles} current={stepIndex} label={texts.stepperLabel} />
      <Formik<RegistrationValues>
        initialValues={initialRegistrationValues(invitation)}
        validationSchema={schema}
        onSubmit={() => undefined}
      >
        {(form) => {
          const consentsGiven = allConsentsGiven(form.values);
          const shownProblem = currentProblem(problem, form, invited);
          return (
            <form
              noValidate
              className="bb-registration__form"
              onSubmit={(event) => {
                event.preventDefault();
                void proceed(form);
              }}
            >
              <h2 ref={headingRef} tabIndex={-1} className="bb-registration__step-title">
                {stepTitles[stepIndex]}
              </h2>
              {step === 'personal' ? (
                <>
                  <p className="bb-registration__required-note">{texts.requiredNote}</p>
                  <PersonalDataStep invitation={invitation} />
                </>
              ) : null}
              {step === 'locations' ? <LocationStep drafts={drafts} /> : null}
              {step === 'overview' ? <LocationOverviewStep drafts={drafts} /> : null}
              {step === 'summary' ? <SummaryStep invitation={invitation} drafts={drafts} /> : null}

              {shownProblem ? (
                <Alert variant="error">
                  {shownProblem.message}
                  {shownProblem.offerLogin ? (
                    <>
                      {' '}
                      <Link to="/login">{texts.toLogin}</Link>
                    </>
                  ) : null}
                </Alert>
              ) : null}
              {isLastStep && !consentsGiven ? (
                <div id="bb-registration-consents-hint">
                  <Alert variant="info">{validationMessages.consentsRequired}</Alert>
                </div>
              ) : null}
              {registered && invited ? (
                <Alert variant="success">{texts.success.employeeNotice}</Alert>
              ) : null}

              <div className="bb-registration__actions">
                {stepIndex > 0 ? (
                  <Button variant="secondary" onClick={() => goTo(stepIndex - 1)}>
                    {texts.back}
                  </Button>
                ) : null}
                {isLastStep ? (
                  <Button
                    type="submit"
                    disabled={!consentsGiven || registering}
                    aria-busy={registering || undefined}
                    aria-describedby={consentsGiven ? undefined : 'bb-registration-consents-hint'}
                  >
                    {registering ? texts.registering : texts.register}
                  </Button>
                ) : (
                  <Button type="submit">{texts.next}</Button>
                )}
              </div>
            </form>
          );
        }}
      </Formik>
      <Modal
        open={registered !== null}
        title={texts.success.title}
        onClose={confirmSuccess}
        closeLabel={null}
        actions={<Button onClick={confirmSuccess}>{texts.success.ok}</Button>}
      >
        <p>{registered ? texts.success.body(registered.email) : null}</p>
      </Modal>
    </div>
  );
}
