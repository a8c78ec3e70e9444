import { volunteerStatsQuerySchema } from "@rimbun/domain/schemas";
import { findUserByEmail } from "../accounts/accounts.ts";
import { assertSameUserEmail, type Viewer } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import type { Owned } from "../platform/http/access.ts";
import { ApiError } from "../platform/http/errors.ts";
import { validationError } from "../platform/http/openapi.ts";

interface VolunteerTarget {
  id: string;
  email: string;
  role: string | null;
  referralCode: string | null;
}

/** The volunteer calls' query names a volunteer by `email` and `refCode`: the caller's own, unless an administrator. */
export const volunteerOwns: readonly Owned[] = [
  { in: "query", name: "email", resource: "person" },
  { in: "query", name: "refCode", resource: "referralCode" },
];

/**
 * Whose figures a volunteer call is about: the session volunteer, or (administrators only) the
 * volunteer named by `email`. A referral code that is not that volunteer's is refused (403).
 */
export async function volunteerTarget(db: Database, viewer: Viewer, raw: Record<string, string | undefined>) {
  const named = raw.email ? await findUserByEmail(db, raw.email) : undefined;
  assertSameUserEmail(viewer, raw.email);
  // Without `email` the call is about the session's own user, read with the session (one join).
  const user: VolunteerTarget | undefined = raw.email
    ? named
    : { id: viewer.userId, email: viewer.email, role: viewer.role, referralCode: viewer.referralCode };
  if (user?.role !== "volunteer")
    throw new ApiError(viewer.role === "admin" && user ? "NOT_FOUND" : "FORBIDDEN");
  const parsed = volunteerStatsQuerySchema.safeParse({
    ...raw,
    email: raw.email || user.email,
    refCode: raw.refCode || user.referralCode || "-",
  });
  if (!parsed.success) throw validationError(parsed.error);
  const query = parsed.data;
  if (viewer.role !== "admin" && query.refCode.toLowerCase() !== (user.referralCode ?? "").toLowerCase()) {
    throw new ApiError("FORBIDDEN");
  }
  return { user, query };
}
