import { GeoProviderUnavailable } from './geocoding';

/**
 * GET a JSON document from an external service. Any failure — network, the caller's time-out,
 * a non-2xx status, a body that is not JSON — becomes GeoProviderUnavailable.
 */
export async function fetchJson(
  provider: string,
  url: URL,
  signal: AbortSignal,
  headers: Record<string, string> = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/json', ...headers } });
  } catch (error) {
    throw new GeoProviderUnavailable(provider, 'nicht erreichbar', { cause: error });
  }
  if (!response.ok) {
    throw new GeoProviderUnavailable(provider, `antwortet mit ${response.status}`);
  }
  try {
    return await response.json();
  } catch (error) {
    throw new GeoProviderUnavailable(provider, 'Antwort ist kein JSON', { cause: error });
  }
}
