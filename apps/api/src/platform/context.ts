import { isStaffRole, staffRoles } from "@rimbun/domain/constants";
import type { Context } from "hono";
import type { Mailer } from "../mail/mailer.ts";
import type { MessagingProvider } from "../messaging/port.ts";
import type { PaymentProviders } from "../payments/port.ts";
import type { Auth } from "./auth/auth.ts";
import type { Database } from "./db/client.ts";
import type { Role } from "./db/schema/users.ts";
import type { Env } from "./env.ts";
import { ApiError } from "./http/errors.ts";
import type { FileStorage } from "./storage/port.ts";

export interface Services {
  env: Env;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  payments: PaymentProviders;
  /** WhatsApp template messages (messaging/port.ts); null in production without the WHATSAPP_* variables. */
  messaging: MessagingProvider | null;
  /** Uploaded files (avatars): the database or S3-compatible storage, never one machine's disk. */
  storage: FileStorage;
  /** Injected so tests can move time (idle sessions, link expiry, monthly charges). */
  now: () => Date;
  /** A number in [0, 1): Math.random, injected so tests fix the spread of retry times (jobs/define.ts). */
  random: () => number;
}

export interface Viewer {
  userId: string;
  email: string;
  role: Role;
  first: boolean;
  /** The user's own referral code (volunteers), read with the session so their calls need no second read. */
  referralCode: string | null;
  /** Two-factor sign-in is on for the account (better-auth's `twoFactorEnabled`). */
  twoFactor: boolean;
  sessionId: string;
  via: "cookie" | "bearer";
}

export interface AppEnv {
  Variables: {
    services: Services;
    /** undefined = not looked up yet; null = anonymous. */
    viewer: Viewer | null | undefined;
  };
}

export type AppContext = Context<AppEnv>;

/**
 * Staff and admins act only once two-factor sign-in is set up (docs/decisions/two-factor.md): until
 * then their session reaches the session, logout and set-up calls, nothing else.
 */
export function needsTwoFactor(viewer: Viewer): boolean {
  return isStaffRole(viewer.role) && !viewer.twoFactor;
}

/** The session's viewer, whatever their second factor: only the two-factor set-up calls use it directly. */
export function requireSignedIn(c: AppContext): Viewer {
  const viewer = c.get("viewer");
  if (!viewer) throw new ApiError("UNAUTHORIZED");
  return viewer;
}

/** The session's viewer; a staffer without two-factor sign-in is refused (403 `TWO_FACTOR_REQUIRED`). */
export function requireViewer(c: AppContext): Viewer {
  const viewer = requireSignedIn(c);
  if (needsTwoFactor(viewer)) throw new ApiError("TWO_FACTOR_REQUIRED");
  return viewer;
}

/** Routes a visitor may call too (a stop by link): the viewer when there is one, held to the same rule. */
export function optionalViewer(c: AppContext): Viewer | null {
  return c.get("viewer") ? requireViewer(c) : null;
}

export function requireRole(c: AppContext, ...roles: Role[]): Viewer {
  const viewer = requireViewer(c);
  if (!roles.includes(viewer.role)) throw new ApiError("FORBIDDEN");
  return viewer;
}

/**
 * Campaigns, donor support and reports: foundation staff and admins
 * (docs/product/staff-console.md#staff-roles).
 */
export function requireStaff(c: AppContext): Viewer {
  return requireRole(c, ...staffRoles);
}

/** An `email` naming another user is refused with 403, except for admins (docs/product/accounts.md#roles). */
export function assertSameUserEmail(viewer: Viewer, email: string | undefined | null): void {
  if (!email || viewer.role === "admin") return;
  if (email.trim().toLowerCase() !== viewer.email.toLowerCase()) throw new ApiError("FORBIDDEN");
}
