import { apiBaseUrl } from 'shared-ui/api/base-query';
import { accessTokenForRequests } from 'shared-ui/session/session-slice';

/** What came back from the server, or that nothing came back (offline, reset, timeout). */
export type TransportAnswer =
  { kind: 'answer'; status: number; body: unknown } | { kind: 'network' };

/**
 * Sends a multipart form with XMLHttpRequest, because fetch cannot report upload progress.
 * The bearer token is the one the shared base query sends (the session's memory).
 */
export function sendMultipart(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<TransportAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBaseUrl}${path}`);
    const token = accessTokenForRequests();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = request.responseText ? (JSON.parse(request.responseText) as unknown) : null;
      } catch {
        body = null;
      }
      resolve({ kind: 'answer', status: request.status, body });
    });
    const lost = () => resolve({ kind: 'network' });
    request.addEventListener('error', lost);
    request.addEventListener('timeout', lost);
    request.addEventListener('abort', lost);
    request.send(form);
  });
}
