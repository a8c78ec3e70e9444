import { createHash } from "node:crypto";
import { serialize } from "hono/utils/cookie";
import { readCookie } from "../platform/auth/session.ts";
import { signLink, verifyLink } from "../platform/http/signed-links.ts";

/*
 * Device cookies (OWASP's defence against lockout by password spraying): after a successful password
 * sign-in the browser keeps a signed note that this account signed in here. A sign-in that shows a valid
 * note for its account is counted per device only, so a stranger spraying from many addresses, who
 * fills the account's ceiling for unknown devices, never locks the owner out of their own browser
 * (docs/security.md, "Sign-in that a stranger cannot take away").
 */

export const trustedDeviceCookieName = "rimbun.device";
const purpose = "trusted-device";
/** A browser stays known for 180 days after its last password sign-in. */
export const trustedDeviceDays = 180;
/** Accounts one browser remembers (a shared family computer); the oldest note drops out first. */
const maxAccountsPerDevice = 5;

/** The account's tag inside a note: the e-mail's hash, so the cookie does not carry the address. */
function accountTag(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 22);
}

function notesIn(cookieHeader: string | null | undefined): string[] {
  const value = readCookie(cookieHeader, trustedDeviceCookieName);
  return value ? value.split("~").filter(Boolean).slice(0, maxAccountsPerDevice) : [];
}

/**
 * The valid note this request's cookie holds for `email`, or null (no cookie, forged, expired, another
 * account's). The note itself names the device in the per-device count.
 */
export function trustedDeviceNote(
  secret: string,
  cookieHeader: string | null | undefined,
  email: string,
  now: Date,
): string | null {
  const tag = accountTag(email);
  return notesIn(cookieHeader).find((note) => verifyLink(secret, purpose, note, now) === tag) ?? null;
}

/** The Set-Cookie line after a successful password sign-in: this account's fresh note first, others kept. */
export function trustedDeviceSetCookie(
  secret: string,
  cookieHeader: string | null | undefined,
  email: string,
  now: Date,
  secure: boolean,
): string {
  const tag = accountTag(email);
  const expires = new Date(now.getTime() + trustedDeviceDays * 86_400_000);
  const others = notesIn(cookieHeader).filter((note) => {
    const subject = verifyLink(secret, purpose, note, now);
    return subject !== null && subject !== tag;
  });
  const notes = [signLink(secret, purpose, tag, expires), ...others].slice(0, maxAccountsPerDevice);
  return serialize(trustedDeviceCookieName, notes.join("~"), {
    httpOnly: true,
    secure,
    sameSite: "Lax",
    // Only the sign-in call reads it.
    path: "/v1/oauth",
    maxAge: trustedDeviceDays * 86_400,
  });
}
