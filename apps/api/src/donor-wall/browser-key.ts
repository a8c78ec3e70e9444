import { createHash, randomBytes } from "node:crypto";
import { serialize } from "hono/utils/cookie";
import { readCookie } from "../platform/auth/session.ts";
import type { AppContext } from "../platform/context.ts";
import { isProduction } from "../platform/env.ts";

/*
 * One Aamiin and one report per browser and item, without an account (docs/product/fundraisers.md#donor-wall):
 * the browser keeps a random value in a cookie of its own, and the database keeps only its hash, so a
 * stored key cannot be sent back as a cookie. A browser that clears its cookies is a new browser; the
 * per-address throttles bound what that buys.
 */

export const wallBrowserCookieName = "rimbun.wall";
const COOKIE_DAYS = 365;
const VALUE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashOf(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}

/**
 * The hashed key of this browser, from its cookie; a browser without one (or with a malformed one) gets a
 * fresh random value, set on the answer (httpOnly, SameSite=Lax, Secure in production, only for the wall's calls).
 */
export function wallBrowserKey(c: AppContext): string {
  const sent = readCookie(c.req.header("cookie"), wallBrowserCookieName);
  if (sent && VALUE_PATTERN.test(sent)) return hashOf(sent);
  const value = randomBytes(32).toString("base64url");
  c.header(
    "set-cookie",
    serialize(wallBrowserCookieName, value, {
      httpOnly: true,
      secure: isProduction(c.get("services").env),
      sameSite: "Lax",
      path: "/v1/wall",
      maxAge: COOKIE_DAYS * 86_400,
    }),
    { append: true },
  );
  return hashOf(value);
}
