import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { AppEnv, Services, Viewer } from "../../context.ts";
import { sessions } from "../../db/schema/index.ts";
import type { Role } from "../../db/schema/users.ts";
import { idleLimitSeconds } from "./auth.ts";

const bearerLifetimeSeconds = 15 * 60;

function sign(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

/** Call 1's token: short-lived, signed, carrying the caller's session (or none for anonymous clients). */
export function issueBearerToken(
  secret: string,
  signedSessionCookie: string | null,
  now: Date,
): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + bearerLifetimeSeconds * 1000);
  const payload = Buffer.from(JSON.stringify({ s: signedSessionCookie, e: expiresAt.getTime() })).toString(
    "base64url",
  );
  return { token: `${payload}.${sign(secret, payload)}`, expiresAt };
}

export function readBearerToken(secret: string, token: string, now: Date): { session: string | null } | null {
  const [payload, signature] = token.split(".");
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      s: string | null;
      e: number;
    };
    if (typeof data.e !== "number" || data.e < now.getTime()) return null;
    return { session: typeof data.s === "string" ? data.s : null };
  } catch {
    return null;
  }
}

export function readCookie(header: string | undefined | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}

export async function sessionCookieName(services: Services): Promise<string> {
  return (await services.auth.$context).authCookies.sessionToken.name;
}

/** Resolves the viewer from the session cookie or a call-1 bearer token, enforcing the 12 h idle limit. */
export async function resolveViewer(services: Services, headers: Headers): Promise<Viewer | null> {
  const cookieName = await sessionCookieName(services);
  let lookupHeaders = headers;
  let via: Viewer["via"] = "cookie";
  const authorization = headers.get("authorization");
  if (authorization?.toLowerCase().startsWith("bearer ")) {
    const bearer = readBearerToken(services.env.AUTH_SECRET, authorization.slice(7).trim(), services.now());
    if (!bearer?.session) return null;
    lookupHeaders = new Headers({ cookie: `${cookieName}=${bearer.session}` });
    via = "bearer";
  } else if (!readCookie(headers.get("cookie"), cookieName)) {
    return null;
  }
  const found = await services.auth.api.getSession({
    headers: lookupHeaders,
    query: { disableRefresh: true },
  });
  if (!found) return null;
  const session = found.session as typeof found.session & { remember?: boolean };
  const now = services.now();
  if (session.remember === false) {
    const idleMs = now.getTime() - new Date(session.updatedAt).getTime();
    if (idleMs > idleLimitSeconds * 1000) {
      await services.db.delete(sessions).where(eq(sessions.id, session.id));
      return null;
    }
    // Touch at most once a minute: enough precision for a 12-hour idle limit, few writes.
    if (idleMs > 60_000)
      await services.db.update(sessions).set({ updatedAt: now }).where(eq(sessions.id, session.id));
  }
  const user = found.user as typeof found.user & { role?: string; first?: boolean };
  return {
    userId: user.id,
    email: user.email,
    role: (user.role ?? "donor") as Role,
    first: user.first === true,
    sessionId: session.id,
    via,
  };
}

export const viewerMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("viewer", await resolveViewer(c.get("services"), c.req.raw.headers));
  await next();
};
