// The journeys' authenticator app. The demo staff and admin are seeded with two-factor sign-in set up
// (apps/api/src/platform/db/seed.ts, the README's demo secret); a journey gives the current code as a person
// would read it from their phone.
import { Secret, TOTP } from "otpauth";

/** The demo secret as its bytes' text; authenticator apps take it as base32 (README). */
export const demoTotpSecret = "rimbun-demo-totp-2026";

/** The current 6-digit code (RFC 6238: SHA-1, 30 s), what an app shows for the demo secret. */
export function currentTotpCode(secret: string = demoTotpSecret): string {
  return new TOTP({ secret: Secret.fromUTF8(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate();
}

/** The same for a secret the set-up screen showed as text (base32, grouped by four). */
export function currentTotpCodeOfKey(key: string): string {
  return new TOTP({ secret: Secret.fromBase32(key.replace(/\s+/g, "")), digits: 6, period: 30 }).generate();
}
