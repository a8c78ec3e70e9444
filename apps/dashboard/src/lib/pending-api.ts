// TODO(api-client): every function here is a stand-in for its `@rimbun/api-client` counterpart.
// When the client exports it, delete the function here and import it instead; screens only import
// from this file, so the swap happens in one place.
import { env } from "../env.ts";

export type Role = "donor" | "volunteer" | "admin";

/** Announced when a call answers 401: the session store forgets the user and the guard asks to log in. */
export const SESSION_EXPIRED_EVENT = "session-expired";

/** GET /v1/oauth/session: the logged-in person as the API describes them (SPEC 3 "Authenticated user"). */
export interface SessionUser {
  email: string;
  role: Role;
  /** Whether the password was set; the dashboard treats the account as locked until it is. */
  first: boolean;
  profile: Record<string, unknown>;
}

/** A refused or failed call: `messageId` is a catalog id the screen can translate. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly messageId: string;
  readonly result: unknown;

  constructor(status: number, code: string, messageId: string, result: unknown = null) {
    super(`${status} ${code}: ${messageId}`);
    this.status = status;
    this.code = code;
    this.messageId = messageId;
    this.result = result;
  }
}

interface Envelope<T> {
  error?: boolean;
  result?: T;
  message?: string;
  code?: string;
}

type Body = Record<string, string | boolean | Blob | undefined>;

function formBody(body: Body, multipart: boolean): FormData | URLSearchParams {
  const form = multipart ? new FormData() : new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value instanceof Blob) (form as FormData).append(key, value);
    else form.append(key, String(value));
  }
  return form;
}

async function call<T>(
  method: string,
  path: string,
  options: { body?: Body; multipart?: boolean; signal?: AbortSignal } = {},
): Promise<T> {
  // TODO(api-client): the client's request helper replaces this one.
  const response = await fetch(`${env.apiUrl}${path}`, {
    method,
    credentials: "include",
    headers: { accept: "application/json" },
    body: options.body ? formBody(options.body, options.multipart ?? false) : undefined,
    signal: options.signal ?? AbortSignal.timeout(15_000),
  });
  let envelope: Envelope<T> = {};
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    // A non-JSON answer (proxy error page) is reported by status below.
  }
  if (!response.ok || envelope.error) {
    // A session that ended (idle timeout, logout in another tab) sends the person back to /login.
    if (
      response.status === 401 &&
      !path.startsWith("/v1/oauth/login") &&
      !path.startsWith("/v1/oauth/session")
    ) {
      window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
    }
    throw new ApiError(
      response.status,
      envelope.code ?? "INTERNAL",
      envelope.message ?? "error.internal",
      envelope.result ?? null,
    );
  }
  return envelope.result as T;
}

/** The session user, or null when nobody is logged in. */
export async function fetchSession(): Promise<SessionUser | null> {
  try {
    return (await call<SessionUser | null>("GET", "/v1/oauth/session")) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function logIn(input: { email: string; password: string; remember: boolean }): Promise<SessionUser> {
  return call<SessionUser>("POST", "/v1/oauth/login", { body: input });
}

export async function logOut(): Promise<void> {
  await call<unknown>("POST", "/v1/oauth/logout");
}

/** Call 15. The API answers the same whether the e-mail exists or not (DECISIONS). */
export async function requestPasswordReset(email: string): Promise<void> {
  await call<unknown>("POST", "/v1/oauth/forgot", { body: { email } });
}

/** Call 16. Also serves the "set your password" link of the first-donation mail. */
export async function resetPassword(input: { password: string; token: string }): Promise<void> {
  await call<unknown>("POST", "/v1/oauth/reset", { body: input });
}

/** Call 9: password of the session user; the API sets `first` true. Returns the API's truthy/falsy result. */
export function updatePassword(input: { email: string; password: string }): Promise<unknown> {
  return call<unknown>("PUT", "/v1/oauth", { body: input });
}

export interface ProfileUpdateResult {
  data?: Record<string, unknown>;
}

/** Calls 7 and 8 for donors: POST /v1/users/update (fullname is never sent, SPEC 6). */
export function updateDonorProfile(input: {
  email: string;
  phone_number?: string;
  address?: string;
  avatar?: File;
}): Promise<ProfileUpdateResult> {
  return call<ProfileUpdateResult>("POST", "/v1/users/update", {
    body: { ...input, avatarName: input.avatar?.name },
    multipart: true,
  });
}

/** Calls 7 and 8 for volunteers: POST /v1/users/vupdate; JSON parts travel as text (SPEC 3). */
export function updateVolunteerProfile(input: {
  email: string;
  first_name?: string;
  last_name?: string;
  phone?: string;
  social_media?: string;
  private_information?: string;
  optional_information?: string;
  bank_account?: string;
  avatar?: File;
}): Promise<ProfileUpdateResult> {
  return call<ProfileUpdateResult>("POST", "/v1/users/vupdate", {
    body: { ...input, avatarName: input.avatar?.name },
    multipart: true,
  });
}

/** Call 13: change the referral code once; a second try is refused with `referral.locked`. */
export function updateReferralCode(input: {
  email: string;
  referral_code: string;
  ref_type: Role;
}): Promise<unknown> {
  return call<unknown>("PUT", "/v1/users/referral", { body: input });
}

/** Avatar images load from the API host's public path plus the avatar path (SPEC 7). */
export function avatarUrl(path: string | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//.test(path)) return path;
  const clean = path.startsWith("/") ? path : `/${path}`;
  return `${env.apiUrl}${clean.startsWith("/public/") ? clean : `/public${clean}`}`;
}
