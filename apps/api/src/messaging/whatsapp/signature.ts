import { createHmac, timingSafeEqual } from "node:crypto";

/** The `X-Hub-Signature-256` header's value for a body: `sha256=` and the hex HMAC-SHA256 with the app secret. */
export function whatsAppSignature(rawBody: string, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(rawBody, "utf8").digest("hex")}`;
}

/** True when the header signs exactly these bytes with the app secret; compared in constant time. */
export function verifyWhatsAppSignature(
  rawBody: string,
  header: string | null | undefined,
  appSecret: string,
): boolean {
  if (!header || header.length > 200) return false;
  const expected = Buffer.from(whatsAppSignature(rawBody, appSecret), "utf8");
  const given = Buffer.from(header.trim(), "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The subscription challenge's token, compared in constant time (both hashed, so lengths never leak). */
export function sameVerifyToken(given: string, expected: string): boolean {
  const hash = (value: string) => createHmac("sha256", "whatsapp-verify-token").update(value).digest();
  return timingSafeEqual(hash(given), hash(expected));
}
