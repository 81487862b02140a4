import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Authentication and role checks before anything reads the request (issue 25): a route declares
 * its check as `preHandler` (Fastify's place for it, and where older routes have it), but
 * preHandler runs after body parsing and schema validation, so an anonymous caller with a bad
 * body learnt the validation details (400) instead of 401, and a studio owner calling an
 * operator route got 400 instead of 403. One hook of the kernel moves every check marked with
 * `authenticationHook` from the route's preHandler to its onRequest: before body parsing, the
 * input guard and validation, for every route present and future.
 */
const authenticates = Symbol('authenticates');

type Hook =
  NonNullable<RouteOptions['preHandler']> extends infer H
    ? H extends readonly unknown[]
      ? H[number]
      : H
    : never;

/** Marks a preHandler as the route's authentication (it must not read `request.body`). */
export function authenticationHook<T extends object>(hook: T): T {
  return Object.assign(hook, { [authenticates]: true });
}

export function isAuthenticationHook(hook: unknown): boolean {
  return typeof hook === 'function' && authenticates in hook;
}

/** Register on the scope before its routes: an onRoute hook reaches every route beneath it. */
export function runAuthenticationFirst(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const preHandlers = hooksOf(route.preHandler);
    const checks = preHandlers.filter(isAuthenticationHook);
    if (checks.length === 0) return;
    route.preHandler = preHandlers.filter((hook) => !isAuthenticationHook(hook));
    route.onRequest = [...hooksOf(route.onRequest), ...checks] as RouteOptions['onRequest'];
  });
}

function hooksOf(hooks: Hook | readonly Hook[] | undefined): Hook[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? [...(hooks as readonly Hook[])] : [hooks as Hook];
}
