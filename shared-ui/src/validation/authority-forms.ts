import * as yup from 'yup';
import { emailRule, requiredText } from './rules';

/**
 * The operator console's forms for authorities (ARCHITECTURE.md section 8), checked by the page
 * and again by the API with the same schemas.
 */
export const authorityNameMaxLength = 150;
export const apiKeyLabelMaxLength = 100;

/** A new authority ("Bürgeramt Kiel") with the address of its first clerk. */
export const newAuthoritySchema = yup.object({
  name: requiredText(authorityNameMaxLength),
  email: emailRule,
});

/** Another clerk of an authority. */
export const newClerkSchema = yup.object({ email: emailRule });

/** A key for an authority's own software, named so the operators know where it is used. */
export const newApiKeySchema = yup.object({ label: requiredText(apiKeyLabelMaxLength) });
