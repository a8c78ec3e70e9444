import { z } from "@hono/zod-openapi";
import { messages } from "@rimbun/domain";
import { isBankAccountComplete } from "@rimbun/domain/schemas";
import { eq } from "drizzle-orm";
import type { Viewer } from "../context.ts";
import type { Database } from "../db/client.ts";
import { volunteerProfiles } from "../db/schema/index.ts";
import { ApiError } from "../lib/errors.ts";
import { findUserById } from "../services/accounts.ts";
import { summaryText } from "../services/points.ts";
import { type LedgerRow, pointHistoryItem } from "../services/volunteer.ts";
import { pointHistoryItemSchema, pointsText } from "./volunteer-schemas.ts";

export const pointRequestResultSchema = z
  .object({ entry: pointHistoryItemSchema, point: pointsText, active: pointsText, on_hold: pointsText })
  .openapi("PointRequestResult");

/**
 * The volunteer whose points move: always the session's own (issue 9). An `email` naming anyone else
 * is refused with 403 for every role, administrators included: nobody files a withdrawal, point
 * donation or redemption in another person's name (and an administrator then approves it).
 */
export async function spendingVolunteer(db: Database, viewer: Viewer, email: string) {
  if (email.trim().toLowerCase() !== viewer.email.toLowerCase()) throw new ApiError("FORBIDDEN");
  const user = await findUserById(db, viewer.userId);
  if (user?.role !== "volunteer") throw new ApiError("FORBIDDEN");
  return user;
}

export async function assertBankAccountComplete(db: Database, userId: string) {
  const [profile] = await db
    .select({ bank: volunteerProfiles.bankAccount })
    .from(volunteerProfiles)
    .where(eq(volunteerProfiles.userId, userId))
    .limit(1);
  if (!isBankAccountComplete(profile?.bank)) {
    throw new ApiError("VALIDATION", {
      messageId: messages.bankIncomplete.id,
      fields: { bank_account: messages.bankIncomplete.id },
    });
  }
}

export function pointRequestResult(result: { entry: LedgerRow; summary: Parameters<typeof summaryText>[0] }) {
  const summary = summaryText(result.summary);
  return {
    entry: pointHistoryItem(result.entry),
    point: summary.point,
    active: summary.active,
    on_hold: summary.withdrawal_hold,
  };
}
