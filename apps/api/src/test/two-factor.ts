import { base32 } from "@better-auth/utils/base32";
import { currentTotpCode } from "../accounts/two-factor.ts";
import { type Harness, json, nextCookieHeader, testPassword } from "./harness.ts";

/** A set-up made through the real routes: the secret as the app got it, and the recovery codes shown once. */
export interface Enrolment {
  cookie: string;
  /** The secret better-auth made, as its bytes' text (what its TOTP generator takes). */
  secret: string;
  recoveryCodes: string[];
}

/** The current code of a base32 secret as an authenticator app reads it from the QR code. */
export function codeOf(h: Harness, base32Secret: string): Promise<string> {
  return currentTotpCode(h.services, new TextDecoder().decode(base32.decode(base32Secret)));
}

/** Sets up two-factor sign-in for the session `cookie` (setup, then the app's first code). */
export async function enrolThroughRoutes(
  h: Harness,
  cookie: string,
  password = testPassword,
): Promise<Enrolment> {
  const setup = await h.request("POST", "/v1/oauth/two-factor/setup", { cookie, form: { password } });
  if (setup.status !== 200) throw new Error(`setup failed: ${setup.status} ${await setup.text()}`);
  const { result } = await json<{ result: { secret: string; uri: string } }>(setup);
  const confirm = await h.request("POST", "/v1/oauth/two-factor/confirm", {
    cookie,
    form: { code: await codeOf(h, result.secret) },
  });
  if (confirm.status !== 200) throw new Error(`confirm failed: ${confirm.status} ${await confirm.text()}`);
  const confirmed = await json<{ result: { recovery_codes: string[] } }>(confirm);
  return {
    cookie: nextCookieHeader(cookie, confirm),
    secret: result.secret,
    recoveryCodes: confirmed.result.recovery_codes,
  };
}
