import { useId, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { Alert, type AlertVariant } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { SubmitButton } from 'shared-ui/components/submit-button';
import { PasswordField } from 'shared-ui/components/password-field';
import { Select } from 'shared-ui/components/select';
import { LoadingState } from 'shared-ui/components/spinner';
import { TextField } from 'shared-ui/components/text-field';
import { formatGermanDate } from 'shared-ui/format/german-date';
import { signedOut, type UserType } from 'shared-ui/session/session-slice';
import { salutations } from 'shared-ui/validation/domain-values';
import type { Profile } from 'shared-ui/contracts/profile-contract';
import {
  useChangePasswordMutation,
  useGetProfileQuery,
  useUpdateProfileMutation,
} from '../admin-api/admin-api';
import { firstErrorOf, firstFieldError, httpStatus, serverMessage } from 'shared-ui/api/api-errors';
import { AdminPage, backToDashboard } from '../layout/admin-page';
import { loginNotice } from '../login/login-notice';
import { companyRoles, loginPath } from '../session-guard/dashboard-path';
import { RequireSession } from '../session-guard/require-session';
import { sessionTexts } from '../session-guard/session-texts';
import {
  changedProfile,
  passwordChange,
  profileSchema,
  profileValues,
  type ProfileValues,
} from './profile-form';
import { profileTexts as texts } from './profile-texts';
import './profile.css';

interface Message {
  variant: AlertVariant;
  text: string;
  detail?: string;
}

const salutationOptions = salutations.map((salutation) => ({
  value: salutation,
  label: salutation,
}));

function ProfileDetails({ profile }: { profile: Profile }) {
  const entries: [string, string][] = [
    [texts.fields.salutation, profile.salutation],
    [texts.fields.firstName, profile.first_name],
    [texts.fields.lastName, profile.last_name],
    [texts.fields.birthDate, profile.date_of_birth ? formatGermanDate(profile.date_of_birth) : ''],
    [texts.fields.email, profile.email],
    [texts.fields.phone, profile.phone],
  ];
  return (
    <dl className="bb-profile__details">
      {entries.map(([label, value]) => (
        <div key={label} className="bb-profile__entry">
          <dt>{label}</dt>
          <dd>{value || texts.notSet}</dd>
        </div>
      ))}
    </dl>
  );
}

function Messages({ messages }: { messages: Message[] }) {
  return (
    <>
      {messages.map((message) => (
        <Alert key={message.text} variant={message.variant}>
          {message.text}
          {message.detail ? <p className="bb-profile__detail">{message.detail}</p> : null}
        </Alert>
      ))}
    </>
  );
}

function ProfileEditor({
  profile,
  onDone,
  onCancel,
}: {
  profile: Profile;
  onDone: (messages: Message[]) => void;
  onCancel: () => void;
}) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [updateProfile] = useUpdateProfileMutation();
  const [changePassword] = useChangePasswordMutation();
  const [messages, setMessages] = useState<Message[]>([]);
  const emailId = useId();

  async function save(values: ProfileValues, form: FormikHelpers<ProfileValues>) {
    setMessages([]);
    const update = changedProfile(profile, values);
    const newPassword = passwordChange(values);
    if (!update && !newPassword) {
      onDone([{ variant: 'info', text: texts.nothingChanged }]);
      return;
    }
    if (update) {
      try {
        await updateProfile(update).unwrap();
      } catch (error) {
        setMessages([
          {
            variant: 'error',
            text: texts.updateFailed(httpStatus(error) ?? texts.noConnection),
            detail: serverMessage(error) ?? firstFieldError(error),
          },
        ]);
        return;
      }
    }
    if (!newPassword) {
      onDone([{ variant: 'success', text: texts.profileUpdated }]);
      return;
    }
    try {
      await changePassword(newPassword).unwrap();
    } catch (error) {
      const profileSaved: Message[] = update
        ? [{ variant: 'success', text: texts.profileUpdated }]
        : [];
      // A wrong current password belongs to its field: shown and focused there, and gone as soon
      // as the field is changed (the next validation replaces it).
      const wrongCurrent = firstErrorOf(error, ['current_password']);
      if (wrongCurrent) {
        setMessages(profileSaved);
        form.setFieldTouched('current_password', true, false);
        form.setFieldError('current_password', wrongCurrent);
        document.getElementsByName('current_password')[0]?.focus();
        return;
      }
      setMessages([
        ...profileSaved,
        { variant: 'error', text: serverMessage(error) ?? texts.passwordFailed },
      ]);
      return;
    }
    // The server has ended every session of this person: sign in again with the new password.
    void navigate(loginPath, {
      state: loginNotice(update ? texts.bothUpdated : texts.passwordUpdated),
    });
    dispatch(signedOut());
  }

  return (
    <Formik<ProfileValues>
      initialValues={profileValues(profile)}
      validationSchema={profileSchema(profile)}
      onSubmit={save}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="bb-profile__form">
          <h2>{texts.personalHeading}</h2>
          <Select
            name="salutation"
            label={texts.fields.salutation}
            options={salutationOptions}
            required
          />
          <TextField
            name="first_name"
            label={texts.fields.firstName}
            autoComplete="given-name"
            required
          />
          <TextField
            name="last_name"
            label={texts.fields.lastName}
            autoComplete="family-name"
            required
          />
          <TextField
            name="date_of_birth"
            label={texts.fields.birthDate}
            type="date"
            autoComplete="bday"
            required={Boolean(profile.date_of_birth)}
          />
          <div className="bb-field">
            <label htmlFor={emailId} className="bb-field__label">
              {texts.fields.email}
            </label>
            <input
              id={emailId}
              type="email"
              value={profile.email}
              readOnly
              aria-describedby={`${emailId}-hint`}
              className="bb-field__control"
            />
            <p id={`${emailId}-hint`} className="bb-field__hint">
              {texts.emailReadOnly}
            </p>
          </div>
          <TextField name="phone" label={texts.fields.phone} type="tel" autoComplete="tel" />

          <h2>{texts.passwordHeading}</h2>
          <p>{texts.passwordIntro}</p>
          <PasswordField
            name="current_password"
            label={texts.fields.currentPassword}
            toggleLabel={texts.showCurrentPassword}
            autoComplete="current-password"
          />
          <PasswordField
            name="new_password"
            label={texts.fields.newPassword}
            toggleLabel={texts.showNewPassword}
            autoComplete="new-password"
            hint={texts.passwordHint}
          />
          <PasswordField
            name="confirm_password"
            label={texts.fields.confirmPassword}
            toggleLabel={texts.showConfirmPassword}
            autoComplete="new-password"
          />
          <Messages messages={messages} />
          <div className="bb-profile__actions">
            <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
              {texts.cancel}
            </Button>
            <SubmitButton label={texts.save} busyLabel={texts.saving} />
          </div>
        </Form>
      )}
    </Formik>
  );
}

function ProfileContent({ userType }: { userType: UserType }) {
  const { data: profile, isLoading, isError } = useGetProfileQuery();
  const [editing, setEditing] = useState(false);
  const [messages, setMessages] = useState<Message[]>([]);

  let content;
  if (isLoading) content = <LoadingState label={texts.loading} />;
  else if (isError || !profile) {
    content = <Alert variant="error">{sessionTexts.profileLoadFailed}</Alert>;
  } else if (editing) {
    content = (
      <ProfileEditor
        profile={profile}
        onCancel={() => setEditing(false)}
        onDone={(done) => {
          setMessages(done);
          setEditing(false);
        }}
      />
    );
  } else {
    content = (
      <>
        <Messages messages={messages} />
        <ProfileDetails profile={profile} />
        <div className="bb-profile__actions">
          <Button
            onClick={() => {
              setMessages([]);
              setEditing(true);
            }}
          >
            {texts.edit}
          </Button>
        </div>
      </>
    );
  }

  return (
    <AdminPage title={texts.title} back={backToDashboard(userType)} className="bb-profile">
      {content}
    </AdminPage>
  );
}

export default function ProfilePage() {
  return (
    <RequireSession allowed={companyRoles}>
      {(userType) => <ProfileContent userType={userType} />}
    </RequireSession>
  );
}
