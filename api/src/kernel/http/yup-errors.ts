import { ValidationError } from 'yup';
import type { AnySchema, InferType } from 'yup';
import { nonFieldErrorsKey } from './validation-errors';
import type { FieldErrors } from './validation-errors';

export type Validated<T extends AnySchema> =
  { valid: true; value: InferType<T> } | { valid: false; errors: FieldErrors };

/**
 * Validates with one of the Yup schemas shared with the browser (shared-ui/validation) and
 * collects every problem as per-field arrays of German messages, in the API's error shape.
 */
export async function validateWith<T extends AnySchema>(
  schema: T,
  input: unknown,
): Promise<Validated<T>> {
  try {
    const value = (await schema.validate(input, {
      abortEarly: false,
      stripUnknown: true,
    })) as InferType<T>;
    return { valid: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { valid: false, errors: fieldErrorsOf(error) };
  }
}

function fieldErrorsOf(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of error.inner.length > 0 ? error.inner : [error]) {
    const field = problem.path || nonFieldErrorsKey;
    const messages = (errors[field] ??= []);
    for (const message of problem.errors) if (!messages.includes(message)) messages.push(message);
  }
  return errors;
}
