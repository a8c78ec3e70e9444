import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { AppEnv, Services, Viewer } from "../context.ts";
import type { Database } from "../db/client.ts";
import { sessions, users } from "../db/schema/index.ts";
import type { Role } from "../db/schema/users.ts";
import { idleLimitSeconds } from "./auth.ts";

const bearerLifetimeSeconds = 15 * 60;
/** Keys and payloads carry their purpose, so no other signature made with AUTH_SECRET passes as a token. */
const bearerPurpose = "rimbun.bearer.v1";

/**
 * HMAC keys made once per secret: `createHmac` given a string or Buffer makes a key object on every call,
 * which was a noticeable part of each logged-in call's CPU (docs/performance.md).
 */
const hmacKeys = new Map<string, KeyObject>();
function hmacKey(use: "cookie" | "bearer", secret: string): KeyObject {
  const name = `${use}:${secret}`;
  let key = hmacKeys.get(name);
  if (!key) {
    key = createSecretKey(
      use === "bearer"
        ? createHmac("sha256", secret).update(bearerPurpose).digest()
        : Buffer.from(secret, "utf8"),
    );
    if (hmacKeys.size >= 8) hmacKeys.clear();
    hmacKeys.set(name, key);
  }
  return key;
}

function sign(secret: string, payload: string): string {
  return createHmac("sha256", hmacKey("bearer", secret)).update(payload).digest("base64url");
}

/**
 * Call 1's token (docs/security.md#threat-model): short-lived and signed, naming the caller's session by its
 * id (or none, for anonymous clients). It never carries the session cookie, so it cannot be turned into one;
 * the session it names must still exist and be within its limits when the token is used.
 */
export function issueBearerToken(
  secret: string,
  sessionId: string | null,
  now: Date,
): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + bearerLifetimeSeconds * 1000);
  const payload = Buffer.from(
    JSON.stringify({ p: bearerPurpose, sid: sessionId, exp: expiresAt.getTime() }),
  ).toString("base64url");
  return { token: `${payload}.${sign(secret, payload)}`, expiresAt };
}

/** The session id a valid, unexpired token names (null: anonymous token); null for anything else. */
export function readBearerToken(
  secret: string,
  token: string,
  now: Date,
): { sessionId: string | null } | null {
  const parts = token.split(".");
  if (parts.length !== 2) return null;
  const [payload = "", signature = ""] = parts;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
    if (data.p !== bearerPurpose) return null;
    if (typeof data.exp !== "number" || data.exp <= now.getTime()) return null;
    if (data.sid !== null && typeof data.sid !== "string") return null;
    return { sessionId: data.sid };
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

interface FoundSession {
  session: { id: string; remember: boolean; updatedAt: Date };
  user: {
    id: string;
    email: string;
    role: string | null;
    first: boolean | null;
    referralCode: string | null;
    twoFactorEnabled: boolean;
  };
}

/** A session row with its user, by the session's id or its cookie token; expired sessions do not count. */
async function sessionWhere(
  services: Services,
  where: { id: string } | { token: string },
): Promise<FoundSession | null> {
  const [row] = await services.db
    .select({
      id: sessions.id,
      expiresAt: sessions.expiresAt,
      remember: sessions.remember,
      updatedAt: sessions.updatedAt,
      userId: users.id,
      email: users.email,
      role: users.role,
      first: users.first,
      referralCode: users.referralCode,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where("id" in where ? eq(sessions.id, where.id) : eq(sessions.token, where.token))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= services.now().getTime()) return null;
  return {
    session: { id: row.id, remember: row.remember, updatedAt: row.updatedAt },
    user: {
      id: row.userId,
      email: row.email,
      role: row.role,
      first: row.first,
      referralCode: row.referralCode,
      twoFactorEnabled: row.twoFactorEnabled,
    },
  };
}

/**
 * The value of one of better-auth's signed cookies (the session token, the two-factor challenge), or
 * null when the signature is not ours. The cookie
 * is better-call's signed cookie: `encodeURIComponent(token + "." + base64(HMAC-SHA256(secret, token)))`.
 * Checked here rather than through `auth.api.getSession`, whose endpoint pipeline was most of every
 * logged-in call's CPU (3 ms of 3.5); better-auth still issues, refreshes and ends sessions.
 */
export function verifiedSessionToken(secret: string, cookieValue: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(cookieValue);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(
    createHmac("sha256", hmacKey("cookie", secret)).update(token).digest("base64"),
  );
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** Resolves the viewer from the session cookie or a call-1 bearer token, enforcing the 12 h idle limit. */
export async function resolveViewer(services: Services, headers: Headers): Promise<Viewer | null> {
  let found: FoundSession | null;
  let via: Viewer["via"] = "cookie";
  const authorization = headers.get("authorization");
  if (authorization?.toLowerCase().startsWith("bearer ")) {
    const bearer = readBearerToken(services.env.AUTH_SECRET, authorization.slice(7).trim(), services.now());
    if (!bearer?.sessionId) return null;
    found = await sessionWhere(services, { id: bearer.sessionId });
    via = "bearer";
  } else {
    const cookie = readCookie(headers.get("cookie"), await sessionCookieName(services));
    const token = cookie ? verifiedSessionToken(services.env.AUTH_SECRET, cookie) : null;
    if (!token) return null;
    found = await sessionWhere(services, { token });
  }
  if (!found) return null;
  const { session, user } = found;
  const now = services.now();
  if (!session.remember) {
    const idleMs = now.getTime() - session.updatedAt.getTime();
    if (idleMs > idleLimitSeconds * 1000) {
      await services.db.delete(sessions).where(eq(sessions.id, session.id));
      return null;
    }
    // Touch at most once a minute: enough precision for a 12-hour idle limit, few writes.
    if (idleMs > 60_000)
      await services.db.update(sessions).set({ updatedAt: now }).where(eq(sessions.id, session.id));
  }
  return {
    userId: user.id,
    email: user.email,
    role: (user.role ?? "donor") as Role,
    first: user.first === true,
    referralCode: user.referralCode,
    twoFactor: user.twoFactorEnabled,
    sessionId: session.id,
    via,
  };
}

export const viewerMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("viewer", await resolveViewer(c.get("services"), c.req.raw.headers));
  await next();
};

/** Whether a session outlives the browser ("remember me" at sign-in). */
export async function rememberSession(db: Database, token: string, remember: boolean): Promise<void> {
  await db.update(sessions).set({ remember }).where(eq(sessions.token, token));
}

/** Ends one session (a call-1 token's logout). */
export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of an account (a new password). */
export async function endSessionsOf(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
