import { z } from "@hono/zod-openapi";
import { volunteerStatsQuerySchema } from "@rimbun/domain/schemas";
import { assertSameUserEmail, type Viewer } from "../context.ts";
import type { Database } from "../db/client.ts";
import { ApiError } from "../lib/errors.ts";
import { validationError } from "../lib/openapi.ts";
import { findUserByEmail } from "../services/accounts.ts";

/** Calls 19 and 20 share SPEC 7's query; documented loosely, judged by the domain schema. */
export const volunteerQueryDoc = z.object({
  email: z.string().optional().openapi({ description: "Default: the session's e-mail (others: admin only)" }),
  refCode: z.string().optional().openapi({ description: "Default: the volunteer's own referral code" }),
  refType: z.string().optional().openapi({ example: "VOLUNTEER" }),
  order: z.string().optional().openapi({ example: "DESC" }),
  orderBy: z.string().optional().openapi({ example: "created_at" }),
  limit: z.string().optional().openapi({ description: "Donor rows (default 10)" }),
  startDate: z.string().optional().openapi({ example: "2026-11-01" }),
  endDate: z.string().optional().openapi({ example: "2026-11-30" }),
  page: z.string().optional().openapi({ description: "Call 20: 1-based history page (10 a page)" }),
});

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
