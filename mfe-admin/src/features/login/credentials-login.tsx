// The log-in page and the re-login dialog sign in with the same form and the same first step.
import { useCallback, useState } from 'react';
import * as yup from 'yup';
import { PasswordField } from 'shared-ui/components/password-field';
import { TextField } from 'shared-ui/components/text-field';
import { validationMessages } from 'shared-ui/validation/messages';
import { emailRule } from 'shared-ui/validation/rules';
import { useWebLoginMutation } from '../admin-api/admin-api';
import { loginFailure } from './login-failure';
import { loginTexts as texts } from './login-texts';

export interface LoginValues {
  email: string;
  password: string;
}

export const emptyLoginValues: LoginValues = { email: '', password: '' };

export const loginSchema = yup.object({
  email: emailRule,
  password: yup.string().required(validationMessages.required),
});

/** The tokens of an accepted log-in, as the session actions take them. */
export interface LoginTokens {
  accessToken: string;
  refreshToken: string;
  eidVerified: boolean;
}

/**
 * Sends the credentials. `logIn` gives the tokens, or null after setting the problem to show
 * (wrong credentials, no connection, an answer without a token).
 */
export function useCredentialsLogin() {
  const [webLogin] = useWebLoginMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const logIn = useCallback(
    async (values: LoginValues): Promise<LoginTokens | null> => {
      setProblem(null);
      let answer;
      try {
        answer = await webLogin({ email: values.email.trim(), password: values.password }).unwrap();
      } catch (error) {
        setProblem(loginFailure(error));
        return null;
      }
      if (!answer.access_token) {
        setProblem(texts.failed);
        return null;
      }
      return {
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token ?? '',
        eidVerified: answer.EID_verified === true,
      };
    },
    [webLogin],
  );
  return { problem, setProblem, logIn };
}

/** The e-mail and password fields of a log-in form (inside its Formik). */
export function CredentialsFields() {
  return (
    <>
      <TextField name="email" label={texts.email} type="email" autoComplete="email" required />
      <PasswordField
        name="password"
        label={texts.password}
        toggleLabel={texts.showPassword}
        autoComplete="current-password"
        required
      />
    </>
  );
}
