// A .tsx file only because shared-ui maps `shared-ui/testing/<x>` to `src/testing/<x>.tsx`.

/** Answers one request; throw (e.g. `new TypeError('Failed to fetch')`) to simulate a network error. */
export type FetchResponder = (request: Request) => Response | Promise<Response>;

/** A ready response (cloned for every call) or a function of the request. */
export type FetchHandler = Response | FetchResponder;

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/**
 * Replaces `window.fetch` — the network boundary — for one test. Handlers are keyed by
 * `'<METHOD> <path>'` or by path alone (any method), e.g. `{ 'GET /api/site/config/': jsonResponse(config) }`;
 * the query string is not part of the key. Unknown requests answer 404 with a JSON `detail`.
 * Returns the jest mock, so tests can inspect `mock.mock.calls` or use `requestsTo(mock, path)`.
 */
export function mockFetch(handlers: Record<string, FetchHandler>) {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    const { pathname } = new URL(request.url, window.location.origin);
    const handler = handlers[`${request.method} ${pathname}`] ?? handlers[pathname];
    if (!handler) {
      return jsonResponse(
        { detail: `Kein Mock für ${request.method} ${pathname}` },
        { status: 404 },
      );
    }
    return typeof handler === 'function' ? handler(request) : handler.clone();
  });
  window.fetch = mock as typeof window.fetch;
  return mock;
}

/** The requests a `mockFetch` mock received for one path (with `method`, only those), in order. */
export function requestsTo(
  mock: ReturnType<typeof mockFetch>,
  path: string,
  method?: string,
): Request[] {
  return mock.mock.calls
    .map(([input, init]) => (input instanceof Request && !init ? input : new Request(input, init)))
    .filter((request) => new URL(request.url, window.location.origin).pathname === path)
    .filter((request) => !method || request.method === method);
}
