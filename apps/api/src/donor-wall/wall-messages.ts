import { type WallDisplay, wallDisplayName, wallHoldReason } from "@rimbun/domain/donor-wall";
import type { CreatePaymentPayload } from "@rimbun/domain/schemas";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { donations, wallMessages } from "../platform/db/schema/index.ts";

/**
 * What a donor chose for the wall in the donation flow (docs/product/fundraisers.md#donor-wall): a
 * message, how they appear, whether the amount shows. Null when they chose nothing: no message is written.
 */
export interface WallChoice {
  body: string;
  display: WallDisplay;
  showAmount: boolean;
}

/** The wall choice in call 3's payload: a message or a display puts the gift on the wall; no display is anonymous. */
export function wallChoiceOf(payload: CreatePaymentPayload): WallChoice | null {
  const body = payload.wall_message ?? "";
  if (!body && !payload.wall_display) return null;
  return {
    body,
    display: payload.wall_display ?? "anonymous",
    showAmount: payload.wall_show_amount === true,
  };
}

/**
 * Writes the donation's wall message, `awaiting_payment`, in the transaction that stores the donation.
 * Page, campaign, language and amount are copied from the donation row (its `fundraiser_page_id` when the
 * gift came through a page), the name from `fullname` as the donor chose; a link or a word of the abuse
 * list is noted now so the payment holds it for a staffer instead of showing it.
 */
export async function writeWallMessage(
  tx: Database,
  donationId: string,
  fullname: string,
  choice: WallChoice,
): Promise<void> {
  const displayName = wallDisplayName(fullname, choice.display);
  const holdReason = choice.body ? wallHoldReason(choice.body) : null;
  await tx.execute(sql`
    insert into ${wallMessages} (id, donation_id, fundraiser_page_id, campaign_slug, locale, body, display,
      display_name, shown_amount, moderation_reason)
    select ${crypto.randomUUID()}, ${donations.id}, ${donations.fundraiserPageId}, ${donations.campaignSlug}, ${donations.locale},
      ${choice.body}, ${choice.display}, ${displayName},
      ${choice.showAmount ? sql`${donations.amount}` : sql`null`}, ${holdReason}
    from ${donations} where ${donations.id} = ${donationId}
    on conflict (donation_id) do nothing`);
}

/**
 * The wall message of a donation whose status moves, in the payment's transaction: paid, it appears
 * (`visible`, or `held` when it was noted for review) at the payment's time; refunded, it is hidden.
 * Only the donation that carried it has one, so a monthly plan's later charges add nothing.
 */
export async function moveWallMessage(
  tx: Database,
  donationId: string,
  to: string,
  now: Date,
): Promise<void> {
  if (to === "done") {
    await tx
      .update(wallMessages)
      .set({
        status: sql`case when ${wallMessages.moderationReason} is null then 'visible' else 'held' end`,
        publishedAt: now,
      })
      .where(and(eq(wallMessages.donationId, donationId), eq(wallMessages.status, "awaiting_payment")));
  } else if (to === "refunded") {
    await tx
      .update(wallMessages)
      .set({ status: "hidden", moderationReason: "refund", moderatedAt: now, moderatedBy: null })
      .where(eq(wallMessages.donationId, donationId));
  }
}
