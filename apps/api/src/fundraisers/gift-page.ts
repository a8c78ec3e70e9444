import { messages } from "@rimbun/domain/messages";
import { and, eq } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { fundraiserPages, users } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";
import { findReferrer, type Referrer } from "../points/referrals.ts";
import { shownPage } from "./teams.ts";

/** What a gift made through a page takes from it (docs/product/fundraisers.md#credit). */
export interface GiftPage {
  id: string;
  /** The gift goes to the page's campaign (null: the general fund), whatever else the form says. */
  campaignSlug: string | null;
  /** The owner, through their referral code, unless the owner is the donor (nobody earns from their own gift). */
  referrer: Referrer | null;
}

/**
 * The page named by call 3's `fundraiser_page`: it must be shown and `live` (a paused, closed, hidden or
 * unknown page is 400 `fundraiser.pageNotLive` on the field). Null when the form names none.
 */
export async function fundraiserPageForGift(
  db: Database,
  payload: { fundraiser_page?: string | undefined; email: string },
): Promise<GiftPage | null> {
  if (!payload.fundraiser_page) return null;
  const [row] = await db
    .select({ id: fundraiserPages.id, campaignSlug: fundraiserPages.campaignSlug, code: users.referralCode })
    .from(fundraiserPages)
    .leftJoin(users, eq(users.id, fundraiserPages.ownerUserId))
    .where(
      and(eq(fundraiserPages.slug, payload.fundraiser_page), eq(fundraiserPages.status, "live"), shownPage()),
    )
    .limit(1);
  if (!row)
    throw new ApiError("VALIDATION", {
      messageId: messages.fundraiserPageNotLive.id,
      fields: { fundraiser_page: messages.fundraiserPageNotLive.id },
    });
  const owner = await findReferrer(db, row.code);
  const own = owner !== null && owner.email.toLowerCase() === payload.email.trim().toLowerCase();
  return { id: row.id, campaignSlug: row.campaignSlug, referrer: own ? null : owner };
}
