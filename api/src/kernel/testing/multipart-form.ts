import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface FormFile {
  content: Buffer;
  /** File name the browser sends; `gewerbeschein.pdf` unless given. */
  name?: string;
  /** Content type the browser sends; `application/pdf` unless given (the server ignores it). */
  type?: string;
}

/** Text fields and an optional trade proof as `certificate_file`, as the studio forms send them. */
export function studioFormData(fields: Record<string, string>, proof: FormFile | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (proof) {
    form.append(
      'certificate_file',
      new Blob([new Uint8Array(proof.content)], { type: proof.type ?? 'application/pdf' }),
      proof.name ?? 'gewerbeschein.pdf',
    );
  }
  return form;
}

/**
 * POSTs `form` through `inject`, encoded as a browser encodes FormData (multipart/form-data with
 * its boundary), so the real multipart parser reads it.
 */
export async function injectForm(
  app: FastifyInstance,
  url: string,
  form: FormData,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': request.headers.get('content-type')!, ...headers },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
