import { staffRoles } from "@rimbun/domain/constants";
import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "./db/client.ts";
import type { Role } from "./db/schema/users.ts";
import type { Env } from "./env.ts";
import { ApiError } from "./lib/errors.ts";
import type { Auth } from "./services/auth/auth.ts";
import type { Mailer } from "./services/mail/mailer.ts";
import type { PaymentProviders } from "./services/payments/port.ts";
import type { FileStorage } from "./services/storage/port.ts";

export interface Services {
  env: Env;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  payments: PaymentProviders;
  /** Uploaded files (avatars): the database or S3-compatible storage, never one machine's disk. */
  storage: FileStorage;
  /** Injected so tests can move time (idle sessions, link expiry, monthly charges). */
  now: () => Date;
}

export interface Viewer {
  userId: string;
  email: string;
  role: Role;
  first: boolean;
  /** The user's own referral code (volunteers), read with the session so their calls need no second read. */
  referralCode: string | null;
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

export function requireViewer(c: AppContext): Viewer {
  const viewer = c.get("viewer");
  if (!viewer) throw new ApiError("UNAUTHORIZED");
  return viewer;
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

/** Route middleware: a session is checked before the body is validated, so anonymous callers get 401, not 400. */
export const sessionRequired: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireViewer(c);
  await next();
};
