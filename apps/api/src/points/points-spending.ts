import type { PointRequestResult } from "@rimbun/contract/points";
import { messages } from "@rimbun/domain/messages";
import type { PointHundredths, RedeemShipping } from "@rimbun/domain/points";
import { isBankAccountComplete } from "@rimbun/domain/schemas";
import { eq } from "drizzle-orm";
import { findUserById } from "../accounts/accounts.ts";
import type { Services, Viewer } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import { volunteerProfiles } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";
import { requestPointSpending, type SpendingKind, summaryText } from "./points.ts";
import { pointHistoryItem } from "./volunteer.ts";

/**
 * The volunteer whose points move: always the session's own
 * (docs/product/fundraiser-buddy.md#spending-points). An `email` naming anyone else is refused with 403 for
 * every role, administrators included: nobody files a withdrawal, point donation or redemption in another
 * person's name (and an administrator then approves it).
 */
async function spendingVolunteer(db: Database, viewer: Viewer, email: string) {
  if (email.trim().toLowerCase() !== viewer.email.toLowerCase()) throw new ApiError("FORBIDDEN");
  const user = await findUserById(db, viewer.userId);
  if (user?.role !== "volunteer") throw new ApiError("FORBIDDEN");
  return user;
}

/**
 * A withdrawal needs a complete bank account (docs/product/accounts.md#bank-account): `bank.incomplete` on
 * `bank_account` otherwise.
 */
async function assertBankAccountComplete(db: Database, userId: string) {
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

export interface SpendingRequest {
  /** The e-mail the form names; must be the session volunteer's own. */
  email: string;
  type: SpendingKind;
  points: PointHundredths;
  item?: string;
  description: string;
  /** A physical reward's address (docs/decisions/points.md#physical-rewards). */
  shipping?: RedeemShipping;
}

/**
 * Calls 22-24: the session volunteer files a pending entry that holds the points (donation,
 * withdrawal or redemption); the answer is the entry and the summary after it.
 */
export async function spendVolunteerPoints(
  services: Services,
  viewer: Viewer,
  request: SpendingRequest,
): Promise<PointRequestResult> {
  const volunteer = await spendingVolunteer(services.db, viewer, request.email);
  if (request.type === "withdraw") await assertBankAccountComplete(services.db, volunteer.id);
  const result = await requestPointSpending(services, {
    userId: volunteer.id,
    type: request.type,
    points: request.points,
    ...(request.item ? { item: request.item } : {}),
    description: request.description,
    ...(request.shipping ? { shipping: request.shipping } : {}),
  });
  const summary = summaryText(result.summary);
  return {
    entry: pointHistoryItem(result.entry),
    point: summary.point,
    active: summary.active,
    on_hold: summary.withdrawal_hold,
  };
}
