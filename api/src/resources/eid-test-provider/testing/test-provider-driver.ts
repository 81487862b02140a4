import type { FastifyInstance } from 'fastify';
import { testProviderNotice } from '../provider-pages';
import type { TestIdentity } from '../test-identity';

/** One HTTP exchange as the driver needs it: no redirects followed. */
export interface DriverRequest {
  method: 'GET' | 'POST';
  url: URL;
  headers: Record<string, string>;
  body?: string;
}

export interface DriverAnswer {
  status: number;
  location: string | null;
  setCookies: string[];
  body: string;
}

export type Send = (request: DriverRequest) => Promise<DriverAnswer>;

/** Requests to a provider mounted in `app`, through Fastify's inject. */
export function injectSender(app: FastifyInstance): Send {
  return async ({ method, url, headers, body }) => {
    const answer = await app.inject({
      method,
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, host: url.host },
      ...(body === undefined ? {} : { payload: body }),
    });
    const setCookie = answer.headers['set-cookie'];
    return {
      status: answer.statusCode,
      location: typeof answer.headers.location === 'string' ? answer.headers.location : null,
      setCookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
      body: answer.body,
    };
  };
}

/** Requests over the network, for a provider that runs as a server of its own. */
export const fetchSender: Send = async ({ method, url, headers, body }) => {
  const answer = await fetch(url, { method, headers, body, redirect: 'manual' });
  return {
    status: answer.status,
    location: answer.headers.get('location'),
    setCookies: answer.headers.getSetCookie(),
    body: await answer.text(),
  };
};

/** What the tester does on the provider's page. */
export type TesterChoice = { identity: TestIdentity } | 'reject';

/**
 * Plays the tester at the local provider: opens the authorization address, answers the
 * interaction page with an identity or the refusal, and follows the provider's redirects up
 * to the client's redirect URI, which is returned (with code and state, or error).
 */
export async function answerAtTestProvider(
  send: Send,
  authorizationUrl: string,
  choice: TesterChoice,
): Promise<URL> {
  const cookies = new Map<string, string>();
  const request = async (method: 'GET' | 'POST', url: URL, form?: Record<string, string>) => {
    const headers: Record<string, string> = {
      cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const answer = await send({
      method,
      url,
      headers,
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    for (const line of answer.setCookies) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return answer;
  };
  const redirectOf = (answer: DriverAnswer, from: URL) => {
    if (answer.status < 300 || answer.status >= 400 || !answer.location) {
      throw new Error(
        `Keine Weiterleitung von ${from}: ${answer.status} ${answer.body.slice(0, 300)}`,
      );
    }
    return new URL(answer.location, from);
  };

  const start = new URL(authorizationUrl);
  const interaction = redirectOf(await request('GET', start), start);
  const page = await request('GET', interaction);
  if (page.status !== 200 || !page.body.includes(testProviderNotice)) {
    throw new Error(
      `Keine Seite des Test-Identitätsanbieters: ${page.status} ${page.body.slice(0, 300)}`,
    );
  }
  const submitted =
    choice === 'reject'
      ? new URL(`${interaction.pathname}/abort`, interaction)
      : new URL(`${interaction.pathname}/identity`, interaction);
  const form = choice === 'reject' ? {} : { ...choice.identity };
  const resume = redirectOf(await request('POST', submitted, form), submitted);
  return redirectOf(await request('GET', resume), resume);
}
