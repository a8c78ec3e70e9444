import { type Role, staffRoles } from "@rimbun/domain/constants";
import type { MiddlewareHandler } from "hono";
import {
  type AppContext,
  type AppEnv,
  requireRole,
  requireSignedIn,
  requireStaff,
  requireViewer,
  type Viewer,
} from "../context.ts";
import { sessionSecurity } from "./openapi.ts";

/**
 * Who may call a route, declared once beside it (docs/security.md, "The route sweep"). The declaration
 * is the route's first middleware, so it is what the route enforces (before its body is read: a refusal
 * is 401/403, never a 400 about the form) and what the route sweep reads from the router to know what
 * the route must answer to strangers, to the wrong role and to another person's ids.
 *
 * - public: anyone; being signed in changes nothing that is refused.
 * - link: the holder of a signed link or token the request carries (never 401: the token is judged).
 * - webhook: a payment provider, judged by the signature over the raw body (401 without one).
 * - session: any signed-in person (401 without a session), acting on what `owns` names as their own.
 * - roles: signed-in people of `roles` only (403 for the others).
 * - token: a machine holding a secret bearer token from the environment (the metrics scraper): 401
 *   without the right one; sessions count for nothing.
 * - dev: development conveniences, never registered in production.
 */
export type Who = "public" | "link" | "webhook" | "session" | "roles" | "token" | "dev";

/** Something a request names that must be the caller's own: another person's is 403 or 404, never 200. */
export interface Owned {
  in: "param" | "query" | "body";
  name: string;
  /** donation: a local id; plan: a monthly plan's pg_id; person: an e-mail; referralCode: a volunteer's code. */
  resource: "donation" | "plan" | "person" | "referralCode";
}

/**
 * The body of a route whose OpenAPI entry does not describe one: form fields (refused with 415 in any
 * other type, like a documented body), or any bytes, judged by the provider's signature over them.
 */
export type UndocumentedBody = "form" | "signed";

export interface AccessRule {
  who: Who;
  /** With `roles`: who may call; every other signed-in person is 403. */
  roles?: readonly Role[];
  owns?: readonly Owned[];
  body?: UndocumentedBody;
}

/** A route's access: its middleware, carrying the rule, and the caller it hands to the handler. */
export interface Access<V> extends MiddlewareHandler<AppEnv> {
  readonly rule: AccessRule;
  /** The caller as the handler sees it: the session's viewer where one is required. */
  viewer(c: AppContext): V;
}

/** The middleware made here, so the sweep never mistakes another handler for a declaration. */
const declarations = new WeakSet<object>();

function declare<V>(rule: AccessRule, viewer: (c: AppContext) => V, check: boolean): Access<V> {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (check) viewer(c);
    await next();
  };
  declarations.add(middleware);
  return Object.assign(middleware, { rule, viewer });
}

const nobody = (): undefined => undefined;

export const access = {
  public: () => declare({ who: "public" }, nobody, false),
  /** The link's token is judged by the route; `owns`: what a signed-in caller without a token must own. */
  link: (owns?: readonly Owned[]) => declare({ who: "link", ...(owns ? { owns } : {}) }, nobody, false),
  webhook: () => declare({ who: "webhook", body: "signed" }, nobody, false),
  /** The route checks the bearer token itself (constant-time), before anything else. */
  token: () => declare({ who: "token" }, nobody, false),
  session: (owns?: readonly Owned[]) =>
    declare<Viewer>({ who: "session", ...(owns ? { owns } : {}) }, requireViewer, true),
  /**
   * Any signed-in person, a staffer before their second factor too: only the two-factor set-up calls
   * (docs/decisions/two-factor.md), which act on the caller's own account alone.
   */
  signedIn: () => declare<Viewer>({ who: "session" }, requireSignedIn, true),
  roles: (roles: readonly Role[], owns?: readonly Owned[]) =>
    declare<Viewer>(
      { who: "roles", roles, ...(owns ? { owns } : {}) },
      (c) => requireRole(c, ...roles),
      true,
    ),
  /** Foundation staff and administrators (context.ts requireStaff). */
  staff: () => declare<Viewer>({ who: "roles", roles: staffRoles }, requireStaff, true),
  admin: () => access.roles(["admin"]),
  dev: (options: { body?: UndocumentedBody } = {}) => declare({ who: "dev", ...options }, nobody, false),
};

/** The rule of a handler in the router's chain, when it is an access declaration. */
export function accessRuleOf(handler: unknown): AccessRule | undefined {
  return typeof handler === "function" && declarations.has(handler)
    ? (handler as Access<unknown>).rule
    : undefined;
}

/** A session is needed before anything else is judged (401 without one). */
export function needsSession(rule: AccessRule): boolean {
  return rule.who === "session" || rule.who === "roles";
}

/** The createRoute fields of an access: its middleware and, where it needs a session, the security it documents. */
export function guarded<V>(routeAccess: Access<V>) {
  return {
    middleware: routeAccess,
    ...(needsSession(routeAccess.rule) ? { security: sessionSecurity } : {}),
  };
}
