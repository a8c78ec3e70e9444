import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Short signed tokens for links in e-mails (stop donation): `subject.expiry.signature`, HMAC-SHA256
 * with LINK_SECRET. Nothing secret is inside; the signature only proves we issued the link.
 */
export function signLink(secret: string, purpose: string, subject: string, expiresAt: Date): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36);
  const signature = createHmac("sha256", secret)
    .update(`${purpose}:${subject}:${expiry}`)
    .digest("base64url");
  return `${Buffer.from(subject).toString("base64url")}.${expiry}.${signature}`;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a signed link's subject can name a row keyed by uuid. A token we signed carries one, but a
 * subject of any other shape must end as "link not valid", not as a database error (a 500).
 */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

export function verifyLink(secret: string, purpose: string, token: string, now: Date): string | null {
  const parts = token.split(".");
  // Exactly our three parts: a signed token with anything appended is not one we issued.
  if (parts.length !== 3) return null;
  const [encodedSubject, expiry, signature] = parts;
  if (!encodedSubject || !expiry || !signature) return null;
  const subject = Buffer.from(encodedSubject, "base64url").toString("utf8");
  const expected = createHmac("sha256", secret).update(`${purpose}:${subject}:${expiry}`).digest();
  // Compare bytes, not characters: a signature of any text (non-ASCII too) is simply not ours.
  const given = Buffer.from(signature, "utf8");
  const wanted = Buffer.from(expected.toString("base64url"), "utf8");
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
  if (Number.parseInt(expiry, 36) * 1000 < now.getTime()) return null;
  return subject;
}
