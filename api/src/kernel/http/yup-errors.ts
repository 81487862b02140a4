import { ValidationError } from 'yup';
import type { AnySchema, InferType, SchemaDescription } from 'yup';
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
  const mistyped: FieldErrors = {};
  collectWrongTypes(schema.describe({ value: input }), input, '', mistyped);
  if (Object.keys(mistyped).length > 0) return { valid: false, errors: mistyped };
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

export const wrongTypeMessage = 'Ungültiger Wert für dieses Feld.';

type Description = Partial<SchemaDescription> & {
  type: string;
  fields?: Record<string, unknown>;
  innerType?: unknown;
};

/**
 * Values of a type the schema's casting cannot take (issue 25): Yup's string transforms call
 * `.trim()` on whatever arrives, so an array or object where the browser sends text threw a
 * TypeError (500). Such fields are refused up front with a German message per field.
 */
function collectWrongTypes(
  description: Description,
  value: unknown,
  path: string,
  errors: FieldErrors,
): void {
  if (value === undefined || value === null) return;
  const refuse = () => {
    errors[path || nonFieldErrorsKey] = [wrongTypeMessage];
  };
  const container = typeof value === 'object';
  switch (description.type) {
    case 'object':
      if (!container || Array.isArray(value)) return refuse();
      for (const [name, field] of Object.entries(description.fields ?? {})) {
        const child = (value as Record<string, unknown>)[name];
        collectWrongTypes(field as Description, child, path ? `${path}.${name}` : name, errors);
      }
      return;
    case 'array':
      if (!Array.isArray(value)) return refuse();
      if (description.innerType) {
        value.forEach((item, index) =>
          collectWrongTypes(
            description.innerType as Description,
            item,
            `${path}[${index}]`,
            errors,
          ),
        );
      }
      return;
    case 'string':
    case 'number':
    case 'boolean':
    case 'date':
      if (container) refuse();
      return;
    default:
      return;
  }
}
