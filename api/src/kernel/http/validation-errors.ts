import type { FastifySchemaValidationError } from 'fastify';

/** Key of errors that concern the whole payload rather than one field (the spec reads `non_field_errors[0]`). */
export const nonFieldErrorsKey = 'non_field_errors';

/** `{ <field>: ['<German message>', ...], non_field_errors: [...] }`; nested fields as `user.email`. */
export type FieldErrors = Record<string, string[]>;

const typeMessages: Record<string, string> = {
  string: 'Muss ein Text sein.',
  number: 'Muss eine Zahl sein.',
  integer: 'Muss eine ganze Zahl sein.',
  boolean: 'Muss wahr oder falsch sein.',
  array: 'Muss eine Liste sein.',
  object: 'Muss ein Objekt sein.',
  null: 'Muss leer sein.',
};

const formatMessages: Record<string, string> = {
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  date: 'Muss ein Datum im Format JJJJ-MM-TT sein.',
  'date-time': 'Muss ein Zeitpunkt im ISO-8601-Format sein.',
  uri: 'Muss eine gültige URL sein.',
  uuid: 'Muss eine gültige UUID sein.',
};

const invalidValue = 'Ungültiger Wert.';

/** Turns the schema validation errors of one request part into per-field German messages. */
export function validationErrorBody(errors: FastifySchemaValidationError[]): FieldErrors {
  const body: FieldErrors = {};
  for (const error of errors) {
    const field = fieldOf(error) || nonFieldErrorsKey;
    const message = messageOf(error);
    const messages = (body[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return body;
}

function fieldOf(error: FastifySchemaValidationError): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    segments.push(error.params.missingProperty);
  }
  return segments.join('.');
}

function messageOf({ keyword, params }: FastifySchemaValidationError): string {
  const limit = params.limit;
  switch (keyword) {
    case 'required':
      return 'Dieses Feld ist erforderlich.';
    case 'type':
      return typeMessages[String(params.type)] ?? invalidValue;
    case 'minLength':
      return limit === 1
        ? 'Dieses Feld darf nicht leer sein.'
        : `Muss mindestens ${limit} Zeichen lang sein.`;
    case 'maxLength':
      return `Darf höchstens ${limit} Zeichen lang sein.`;
    case 'minimum':
      return `Muss mindestens ${limit} sein.`;
    case 'exclusiveMinimum':
      return `Muss größer als ${limit} sein.`;
    case 'maximum':
      return `Darf höchstens ${limit} sein.`;
    case 'exclusiveMaximum':
      return `Muss kleiner als ${limit} sein.`;
    case 'minItems':
      return `Muss mindestens ${limit} Einträge enthalten.`;
    case 'maxItems':
      return `Darf höchstens ${limit} Einträge enthalten.`;
    case 'format':
      return formatMessages[String(params.format)] ?? 'Ungültiges Format.';
    case 'pattern':
      return 'Ungültiges Format.';
    case 'enum':
      return Array.isArray(params.allowedValues)
        ? `Muss einer der folgenden Werte sein: ${params.allowedValues.join(', ')}.`
        : invalidValue;
    default:
      return invalidValue;
  }
}
