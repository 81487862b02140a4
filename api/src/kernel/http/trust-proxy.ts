import type { TrustProxy } from '../config/config';

/** Fastify's `trustProxy` test: is the `hop`-th address from the socket a proxy to look past? */
export type TrustProxyTest = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as Fastify's `trustProxy` option. Fastify refuses a bare hop count (it trusts no
 * one then, since a count cannot tell the proxy from a client that reached the server directly),
 * so a count becomes a test of the position: the nearest `hops` peers are proxies. Only safe
 * when clients cannot reach the server except through those proxies; an address list is the
 * safer setting.
 */
export function trustProxyOption(setting: TrustProxy): false | string[] | TrustProxyTest {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}
