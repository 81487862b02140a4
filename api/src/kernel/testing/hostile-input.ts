import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';

/**
 * Inputs for the security suite drawn from the API's own OpenAPI document (issue 25): every
 * documented operation, with arbitraries for its parameters and JSON body built from their
 * schemas, mixed with the hostile values an attacker tries first.
 */

/** The subset of JSON Schema the API's TypeBox schemas produce in the document. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

export interface DocumentedParameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface DocumentedOperation {
  method: HttpMethod;
  /** As documented, e.g. `/api/operator/companies/{id}/block/`. */
  path: string;
  /** `POST /api/photos/`: the key of the suite's access table. */
  key: string;
  /** OpenAPI security alternatives; empty: no login asked for. */
  security: Array<Record<string, unknown>>;
  parameters: DocumentedParameter[];
  /** Content types of the request body with their schemas. */
  body: Record<string, JsonSchema>;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: Array<Record<string, unknown>>;
        parameters?: DocumentedParameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

/** Every operation of the document the app serves at `/api/docs/json`. */
export async function documentedOperations(app: FastifyInstance): Promise<DocumentedOperation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`/api/docs/json: ${response.statusCode}`);
  const document = response.json<OpenApiDocument>();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const upper = method.toUpperCase() as HttpMethod;
      return {
        method: upper,
        path,
        key: `${upper} ${path}`,
        security: operation.security ?? [],
        parameters: operation.parameters ?? [],
        body: Object.fromEntries(
          Object.entries(operation.requestBody?.content ?? {}).map(([type, { schema }]) => [
            type,
            schema,
          ]),
        ),
      };
    }),
  );
}

/** Strings an attacker tries in any text field. */
export const hostileStrings = [
  '',
  ' ',
  'a\u0000b@example.de',
  '\u0000',
  'x\ud800y',
  '\udc00',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  '\u202e\u0645',
  '😀'.repeat(300),
  'a'.repeat(10_000),
] as const;

/** Numbers outside what any field accepts, and values of the wrong type. */
const hostileScalars: unknown[] = [
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  true,
  null,
  [],
  {},
];

/** JSON text nested `depth` levels deep (as text: JSON.stringify itself overflows on it). */
export function deeplyNestedJson(depth: number, kind: 'array' | 'object' = 'array'): string {
  const [open, close] = kind === 'array' ? ['[', ']'] : ['{"a":', '}'];
  return `${open.repeat(depth)}"tief"${close.repeat(depth)}`;
}

/**
 * Raw request bodies every write route must refuse without 5xx (issue 25, finding 3): broken
 * JSON, nesting far past the guard's limit, NUL bytes, lone surrogates, unsafe numbers and
 * prototype-pollution keys, as JSON text so nothing is lost on the way.
 */
export const hostileJsonBodies: readonly string[] = [
  '',
  '{',
  'null',
  '"text"',
  '[]',
  '1e400',
  deeplyNestedJson(10_000),
  deeplyNestedJson(10_000, 'object'),
  '{"email":"a\\u0000b@example.de","password":"x","code":"\\u0000"}',
  '{"email":"\\ud800@example.de","name":"\\udfff"}',
  '{"id":9007199254740993,"location_id":1e400,"page":-9007199254740993}',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
  `{"a":"${'x'.repeat(200_000)}"}`,
];

/** A value for `schema`: usually plausible, often hostile, sometimes of another type. */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const hostile = fc.constantFrom<unknown>(...hostileStrings, ...hostileScalars);
  if (!schema || depth > 4) return hostile;
  return fc.oneof(
    { weight: 3, arbitrary: plausibleValue(schema, depth) },
    { weight: 2, arbitrary: hostile },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

function plausibleValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alternative) => valueFor(alternative, depth + 1)));
  }
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return objectFor(schema, depth);
    case 'array':
      return fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 });
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000 }),
        fc.integer(),
      );
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringFor(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const record = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, valueFor(property, depth + 1)]),
    ),
    { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
  );
  // Fields nobody asked for, under names that have bitten JavaScript servers before.
  const extra = fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'role', 'user_type', 'is_admin'),
    fc.jsonValue({ maxDepth: 1 }),
    { maxKeys: 2 },
  );
  return fc
    .tuple(record, extra)
    .map(([known, unknown]) => Object.assign(JSON.parse(JSON.stringify(unknown)), known));
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc.oneof(fc.emailAddress(), fc.string());
    case 'uuid':
      return fc.oneof(fc.uuid(), fc.string());
    case 'date':
      return fc.oneof(
        fc
          .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((date) => date.toISOString().slice(0, 10)),
        fc.string(),
      );
    case 'date-time':
      return fc.oneof(
        fc
          .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((date) => date.toISOString()),
        fc.string(),
      );
    default:
      return fc.string({ maxLength: schema.maxLength ?? 64, unit: 'binary' });
  }
}

/**
 * Path and query values as they appear in a URL: plausible for the schema, or hostile, already
 * percent-encoded (including encodings of a NUL byte, of half a surrogate pair and of invalid
 * UTF-8 that no `encodeURIComponent` would produce).
 */
export function urlValueFor(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const rawHostile = fc.constantFrom(
    '%00',
    '%ED%A0%80',
    '%FF%FE',
    '%',
    '%2e%2e%2f%2e%2e%2f',
    '-1',
    '0',
    '1.5',
    '9007199254740993',
    '1e400',
    'NaN',
    'null',
    '%27%20OR%201%3D1--',
  );
  // Large ids only: a real id of the test's people or companies must not be hit by chance, or a
  // generated block or removal would change who may call what during the suite.
  const plausible =
    schema?.type === 'integer'
      ? fc.integer({ min: 1_000_000, max: 2_147_483_647 }).map(String)
      : fc.string({ maxLength: 40 }).map((text) => encodeURIComponent(text.replace(/\0/g, '')));
  return fc.oneof(plausible, rawHostile);
}

/** Header values that can be sent at all (visible ASCII), plausible or nonsense. */
export const headerValue = fc.oneof(
  fc.base64String({ maxLength: 60 }),
  fc.string({ maxLength: 80, unit: fc.integer({ min: 0x21, max: 0x7e }).map(String.fromCharCode) }),
);

export interface GeneratedRequest {
  url: string;
  headers: Record<string, string>;
  /** JSON body (object form) when the operation takes one. */
  body?: unknown;
  /** Text fields of a multipart body when the operation takes one instead. */
  form?: Record<string, string>;
}

/** A request for `operation`: path, query and header parameters and a JSON body from its schemas. */
export function requestFor(operation: DocumentedOperation): fc.Arbitrary<GeneratedRequest> {
  const parameters = operation.parameters;
  const values = fc.record(
    Object.fromEntries(
      parameters.map((parameter) => [
        `${parameter.in}:${parameter.name}`,
        parameter.in === 'header' ? headerValue : urlValueFor(parameter.schema),
      ]),
    ),
    {
      requiredKeys: parameters
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => `${parameter.in}:${parameter.name}`),
    },
  );
  const jsonSchema = operation.body['application/json'];
  const formSchema = operation.body['multipart/form-data'];
  const body = jsonSchema ? valueFor(jsonSchema) : fc.constant(undefined);
  const form = formSchema ? formFor(formSchema) : fc.constant(undefined);
  return fc.tuple(values, body, form).map(([chosen, payload, fields]) => {
    let url = operation.path;
    const query: string[] = [];
    const headers: Record<string, string> = {};
    for (const [slot, value] of Object.entries(chosen as Record<string, string>)) {
      const [where, name] = slot.split(':') as [DocumentedParameter['in'], string];
      if (where === 'path') url = url.replace(`{${name}}`, value);
      else if (where === 'query') query.push(`${name}=${value}`);
      else headers[name] = value;
    }
    if (query.length > 0) url += `?${query.join('&')}`;
    return {
      url,
      headers,
      ...(jsonSchema ? { body: payload } : {}),
      ...(fields ? { form: fields } : {}),
    };
  });
}

/** Multipart text fields: every value arrives as text, plausible or hostile. */
function formFor(schema: JsonSchema): fc.Arbitrary<Record<string, string>> {
  const names = Object.keys(schema.properties ?? {});
  const text = fc.oneof(
    fc.string({ maxLength: 40 }).map((value) => value.replace(/\0/g, '')),
    fc.constantFrom(...hostileStrings, '-1', '1e400', '9007199254740993', '54.3', '24103'),
  );
  return fc
    .record(Object.fromEntries(names.map((name) => [name, text])), { requiredKeys: [] })
    .map((fields) =>
      Object.fromEntries(
        Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
    );
}

/** The documented path with every path parameter filled by a harmless unknown id. */
export function plainUrl(operation: DocumentedOperation): string {
  return operation.path.replace(/\{[^}]+\}/g, '999999');
}

/**
 * URLs for `operation` that a route validating before authenticating would answer with 400:
 * path parameters with a NUL byte, long or far too large, and a query with a NUL byte. (URLs the
 * router itself refuses before it knows the route, such as invalid percent-encoding or a
 * parameter past 100 characters, are left to the fuzzing: no route's login check can see them.)
 */
export function hostileUrls(operation: DocumentedOperation): string[] {
  const inPath = ['%00', 'x'.repeat(90), '9007199254740993'].map((value) =>
    operation.path.replace(/\{[^}]+\}/g, value),
  );
  return [...new Set([...inPath, `${plainUrl(operation)}?q=%00&page=-1`])];
}

/** Traces of the server's inside that an answer must never show. */
export function leaksInternals(body: string): boolean {
  return (
    /\n\s+at .+\(.+:\d+:\d+\)/.test(body) ||
    /"stack"\s*:/.test(body) ||
    /node_modules|\/src\/.+\.ts\b|\.js:\d+:\d+/.test(body)
  );
}
