import type { MiddlewareHandler } from "hono";
import { readCookie } from "../auth/session.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "./errors.ts";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const authorityCookies = [
  "rimbun.session_token",
  "__Secure-rimbun.session_token",
  "rimbun.two_factor",
  "__Secure-rimbun.two_factor",
];

function originOf(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF protection by Origin: a state-changing request that carries our session cookie must come from
 * one of our origins (browsers always send Origin on cross-site POSTs). Bearer-token calls carry no
 * ambient authority and webhooks no cookie, so they pass. A foreign Origin is refused even without a cookie.
 */
export function csrfOriginCheck(allowed: string[], options: { sandbox: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Webhooks carry no cookie and are verified by signature; the sandbox page (development only) is a
    // stand-in provider's own page.
    if (
      !unsafeMethods.has(c.req.method) ||
      c.req.path.startsWith("/v1/webhooks/") ||
      (options.sandbox && c.req.path.startsWith("/sandbox/"))
    ) {
      return next();
    }
    const origin = originOf(c.req.header("origin")) ?? originOf(c.req.header("referer"));
    if (origin && !allowed.includes(origin)) throw new ApiError("CSRF");
    // The two-factor challenge (a password already given) carries authority as a session does.
    const hasSessionCookie = authorityCookies.some(
      (name) => readCookie(c.req.header("cookie"), name) !== null,
    );
    if (hasSessionCookie && !origin) throw new ApiError("CSRF");
    await next();
  };
}
