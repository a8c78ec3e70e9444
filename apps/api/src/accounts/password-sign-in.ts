import { createHmac, randomBytes } from "node:crypto";
import { serialize } from "hono/utils/cookie";
import { rememberedSessionSeconds } from "../platform/auth/auth.ts";
import type { Services } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import { sessions } from "../platform/db/schema/index.ts";
import type { UserRow } from "./accounts.ts";
import { mayUseSignInLink } from "./sign-in-link.ts";

/*
 * Setting a password from the welcome or reset link leaves the person signed in
 * (docs/product/accounts.md#passwords): the link proves the mailbox, as a sign-in link does, and the person
 * has just chosen the password they would otherwise type at once. The session is written in the transaction
 * that spends the link, so a link that is expired, spent or refused never yields one, and of two requests
 * with one link only the one that claimed it does.
 */

/** better-call's signed cookie value, the one `verifiedSessionToken` (session.ts) reads back. */
export function signedSessionCookieValue(secret: string, token: string): string {
  return `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;
}

/**
 * A remembered session (30 days, as after a sign-in link) for the link's account, in the caller's
 * transaction; null for accounts a mailbox alone must not open (staff, admins, two-factor accounts,
 * deleted accounts), who then sign in with the password they just set (and their code).
 */
export async function startSessionAfterPasswordLink(
  services: Services,
  tx: Database,
  user: UserRow,
  client: { address: string; userAgent: string | null },
): Promise<{ token: string } | null> {
  if (!mayUseSignInLink(user)) return null;
  const now = services.now();
  // The same shape better-auth gives its tokens: 32 random characters of [A-Za-z0-9].
  const token = randomBytes(24).toString("base64url").replace(/[-_]/g, "0").slice(0, 32);
  await tx.insert(sessions).values({
    id: crypto.randomUUID(),
    token,
    userId: user.id,
    expiresAt: new Date(now.getTime() + rememberedSessionSeconds * 1000),
    ipAddress: client.address,
    userAgent: client.userAgent,
    remember: true,
    createdAt: now,
    updatedAt: now,
  });
  return { token };
}

/** The Set-Cookie line for a session token, with better-auth's own name and attributes. */
export async function sessionSetCookie(services: Services, token: string): Promise<string> {
  const { sessionToken } = (await services.auth.$context).authCookies;
  const { httpOnly, sameSite, secure, path, domain } = sessionToken.attributes;
  return serialize(sessionToken.name, signedSessionCookieValue(services.env.AUTH_SECRET, token), {
    httpOnly: httpOnly ?? true,
    secure: secure ?? false,
    path: path ?? "/",
    ...(domain ? { domain } : {}),
    sameSite: sameSite === "none" || sameSite === "strict" ? sameSite : "lax",
    maxAge: rememberedSessionSeconds,
  });
}
