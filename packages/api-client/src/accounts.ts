import type { LoginInput } from "@rimbun/domain";
import { type ApiClientConfig, ApiError, call } from "./http.ts";

export type Role = "donor" | "volunteer" | "admin";

/** The session user (SPEC 3): JSON groups of a volunteer profile arrive as JSON text. */
export interface SessionUser {
  email: string;
  role: Role;
  /** True once the person set a password; badges and the dashboard stay locked until then. */
  first: boolean;
  profile: {
    fullname: string;
    email: string;
    phone_number: string;
    address: string;
    avatar: string;
    referral_code: string;
    referral_lock: 0 | 1;
    locale: "id" | "en";
    first_name?: string;
    last_name?: string;
    phone?: string;
    private_information?: string;
    social_media?: string;
    optional_information?: string;
    bank_account?: string;
    /** Donors: badge points (1 per Rp 1.000 of own successful donations + 50 per new monthly donor referred). */
    badge_points?: number;
    /** Volunteers: incentive points as text with 2 decimals (SPEC 3 `point`, active and on hold). */
    point?: string;
    active_point?: string;
    hold_point?: string;
  };
}

/** Call 1: a short-lived bearer token (acts for the session when one exists). */
export function getToken(
  config: ApiClientConfig,
  input: { platform?: "pwa"; apps: string; crx?: string },
): Promise<{ token: string; expires_at: string }> {
  return call(config, "/v1/rest", { method: "POST", json: { platform: "pwa", crx: "", ...input } });
}

/** Log in: sets the HttpOnly session cookie (30 days with remember, else a browser session). */
export function logIn(config: ApiClientConfig, input: LoginInput): Promise<SessionUser> {
  return call(config, "/v1/oauth/login", {
    method: "POST",
    form: {
      email: input.email,
      password: input.password,
      remember: input.remember === true || input.remember === "true",
    },
  });
}

export async function logOut(config: ApiClientConfig): Promise<void> {
  await call(config, "/v1/oauth/logout", { method: "POST" });
}

/** The session user, or null when nobody is logged in (the API answers 200 with `result: null`). */
export async function fetchSession(
  config: ApiClientConfig,
  signal?: AbortSignal,
): Promise<SessionUser | null> {
  try {
    return await call<SessionUser | null>(config, "/v1/oauth/session", signal ? { signal } : {});
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
  await call(config, "/v1/oauth/forgot", { method: "POST", form: { email, locale } });
}

/** Call 16: new password from a reset (or set-password) link. */
export async function resetPassword(
  config: ApiClientConfig,
  input: { password: string; token: string },
): Promise<void> {
  await call(config, "/v1/oauth/reset", { method: "POST", form: input });
}

/**
 * Call 9: the session user's new password; the API then reports `first` as true and ends the user's
 * other sessions. `current_password` is required once a password was set (`first` true).
 */
export function updatePassword(
  config: ApiClientConfig,
  input: { email: string; password: string; current_password?: string },
): Promise<true> {
  return call(config, "/v1/oauth", { method: "PUT", form: input });
}
