import { volunteerStatsQuerySchema } from "@rimbun/domain/schemas";
import { assertSameUserEmail, type Viewer } from "../context.ts";
import type { Database } from "../db/client.ts";
import { ApiError } from "../lib/errors.ts";
import { validationError } from "../lib/openapi.ts";
import { findUserByEmail } from "./accounts.ts";

/**
 * Whose figures a volunteer call is about: the session volunteer, or (administrators only) the
 * volunteer named by `email`. A referral code that is not that volunteer's is refused (403).
 */
export async function volunteerTarget(db: Database, viewer: Viewer, raw: Record<string, string | undefined>) {
  const target = raw.email ? await findUserByEmail(db, raw.email) : undefined;
  assertSameUserEmail(viewer, raw.email);
  const user = target ?? (await findUserByEmail(db, viewer.email));
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
