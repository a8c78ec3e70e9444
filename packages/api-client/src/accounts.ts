import type {
  GetTokenInput,
  LogInInput,
  ResetPasswordInput,
  ResponseOf,
  TwoFactorCodeInput,
  TwoFactorPasswordInput,
  UpdatePasswordInput,
} from "@rimbun/contract";
import { type ApiClientConfig, ApiError, call } from "./http.ts";

export type {
  RecoveryCodes,
  Role,
  SessionProfile,
  SessionUser,
  TwoFactorChallenge,
  TwoFactorSetup,
} from "@rimbun/contract";

/** Call 1: a short-lived bearer token (acts for the session when one exists). */
export function getToken(
  config: ApiClientConfig,
  input: Pick<GetTokenInput, "apps"> & Partial<GetTokenInput>,
): Promise<ResponseOf<"getToken">> {
  return call(config, "getToken", "/v1/rest", {
    method: "POST",
    json: { platform: "pwa", crx: "", ...input },
  });
}

/**
 * Log in: sets the HttpOnly session cookie (30 days with remember, else a browser session). With
 * two-factor sign-in on, answers `{ two_factor_required: true }` and no session yet: `signInWithCode` next.
 */
export function logIn(config: ApiClientConfig, input: LogInInput): Promise<ResponseOf<"logIn">> {
  return call(config, "logIn", "/v1/oauth/login", {
    method: "POST",
    form: {
      email: input.email,
      password: input.password,
      remember: input.remember === true || input.remember === "true",
    },
  });
}

/** The login's second step: a TOTP code or a recovery code (once each); sets the session cookie. */
export function signInWithCode(
  config: ApiClientConfig,
  input: TwoFactorCodeInput,
): Promise<ResponseOf<"signInWithCode">> {
  return call(config, "signInWithCode", "/v1/oauth/two-factor", { method: "POST", form: input });
}

/** Starts the two-factor set-up (password asked again): the secret for the authenticator app. */
export function startTwoFactor(
  config: ApiClientConfig,
  input: TwoFactorPasswordInput,
): Promise<ResponseOf<"startTwoFactor">> {
  return call(config, "startTwoFactor", "/v1/oauth/two-factor/setup", { method: "POST", form: input });
}

/** Confirms the set-up with the app's first code; answers the recovery codes, shown this once. */
export function confirmTwoFactor(
  config: ApiClientConfig,
  input: TwoFactorCodeInput,
): Promise<ResponseOf<"confirmTwoFactor">> {
  return call(config, "confirmTwoFactor", "/v1/oauth/two-factor/confirm", { method: "POST", form: input });
}

/** Turns two-factor sign-in off (donors and volunteers; staff and admins get 403). */
export function turnOffTwoFactor(
  config: ApiClientConfig,
  input: TwoFactorPasswordInput,
): Promise<ResponseOf<"turnOffTwoFactor">> {
  return call(config, "turnOffTwoFactor", "/v1/oauth/two-factor/off", { method: "POST", form: input });
}

export async function logOut(config: ApiClientConfig): Promise<void> {
  await call(config, "logOut", "/v1/oauth/logout", { method: "POST" });
}

/** The session user, or null when nobody is logged in (the API answers 200 with `result: null`). */
export async function fetchSession(
  config: ApiClientConfig,
  signal?: AbortSignal,
): Promise<ResponseOf<"fetchSession">> {
  try {
    return await call(config, "fetchSession", "/v1/oauth/session", signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Call 15: mails a reset link; answers the same whether or not the e-mail has an account. */
export async function requestPasswordReset(
  config: ApiClientConfig,
  email: string,
  locale?: "id" | "en",
): Promise<void> {
  await call(config, "requestPasswordReset", "/v1/oauth/forgot", { method: "POST", form: { email, locale } });
}

/** Mails a sign-in link (works once, 15 minutes); answers the same whether or not the e-mail has an account. */
export async function requestSignInLink(config: ApiClientConfig, email: string): Promise<void> {
  await call(config, "requestSignInLink", "/v1/oauth/link", { method: "POST", form: { email } });
}

/** Spends a sign-in link's token: sets the HttpOnly session cookie, like a login. */
export function signInByLink(config: ApiClientConfig, token: string): Promise<ResponseOf<"signInByLink">> {
  return call(config, "signInByLink", "/v1/oauth/link/sign-in", { method: "POST", form: { token } });
}

/** Call 16: new password from a reset (or set-password) link. */
export async function resetPassword(config: ApiClientConfig, input: ResetPasswordInput): Promise<void> {
  await call(config, "resetPassword", "/v1/oauth/reset", { method: "POST", form: input });
}

/**
 * Call 9: the session user's new password; the API then reports `first` as true and ends the user's
 * other sessions. `current_password` is required once a password was set (`first` true).
 */
export function updatePassword(
  config: ApiClientConfig,
  input: UpdatePasswordInput,
): Promise<ResponseOf<"updatePassword">> {
  return call(config, "updatePassword", "/v1/oauth", { method: "PUT", form: input });
}
