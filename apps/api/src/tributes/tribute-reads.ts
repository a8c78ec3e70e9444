import type { Tribute } from "@rimbun/contract/tributes";
import { maskEmail } from "@rimbun/domain/email-mask";
import type { TributeStatus } from "@rimbun/domain/tributes";
import { desc, eq, or, sql } from "drizzle-orm";
import type { Viewer } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import { donations, tributes } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";
import { dayChangeable, resendable, type TributeRow } from "./tribute-schedule.ts";

/** A history shows at most this many tributes (the newest). */
const TRIBUTES_LISTED = 100;

/** Whose the gift is: its account, or its e-mail (a guest gift of the same address), as the invoice decides. */
function ownedBy(viewer: Viewer) {
  return or(
    eq(donations.userId, viewer.userId),
    sql`lower(${donations.email}) = ${viewer.email.trim().toLowerCase()}`,
  );
}

/** The tribute as its donor sees it. */
export function tributeView(row: TributeRow, localId: string, now: Date): Tribute {
  return {
    local_id: localId,
    occasion: row.occasion,
    honoree_name: row.honoreeName,
    honoree_email: row.honoreeEmail ? maskEmail(row.honoreeEmail) : null,
    message: row.message,
    send_on: row.sendOn,
    card_locale: row.cardLocale,
    show_amount: row.showAmount,
    status: row.status,
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
    can_change_day: dayChangeable(row, now),
    can_resend: resendable(row, now),
    honoree_unsubscribed: row.skipReason === "unsubscribed",
  };
}

/** The signed-in donor's tributes, newest gift first. */
export async function tributesOf(db: Database, viewer: Viewer, now: Date): Promise<Tribute[]> {
  const rows = await db
    .select({ tribute: tributes, localId: donations.localId })
    .from(tributes)
    .innerJoin(donations, eq(donations.id, tributes.donationId))
    .where(ownedBy(viewer))
    .orderBy(desc(donations.createdAt))
    .limit(TRIBUTES_LISTED);
  return rows.map((row) => tributeView(row.tribute, row.localId, now));
}

/**
 * The tribute of the gift `localId` for `viewer` (its donor; an administrator too when `staffMayRead`),
 * row-locked when `lock` (a change); another person's gift and a gift without a tribute are both 404.
 */
export async function ownedTribute(
  db: Database,
  viewer: Viewer,
  localId: string,
  options: { lock?: boolean; staffMayRead?: boolean } = {},
) {
  const query = db
    .select({ tribute: tributes, donation: donations })
    .from(tributes)
    .innerJoin(donations, eq(donations.id, tributes.donationId))
    .where(eq(donations.localId, localId))
    .limit(1);
  const [row] = options.lock ? await query.for("update", { of: tributes }) : await query;
  if (!row) throw new ApiError("NOT_FOUND");
  const owner =
    row.donation.userId === viewer.userId ||
    row.donation.email.toLowerCase() === viewer.email.trim().toLowerCase();
  // Another person's gift answers as an unknown one: whether a gift carries a tribute is nobody else's business.
  if (!owner && !(options.staffMayRead && viewer.role === "admin")) throw new ApiError("NOT_FOUND");
  return row;
}

/** A paid gift whose card was not cancelled has a certificate (docs/product/donation-flow.md#gifts-in-someones-name). */
export function certificateAvailable(
  donationStatus: string,
  tributeStatus: TributeStatus | undefined,
): boolean {
  return donationStatus === "done" && tributeStatus !== undefined && tributeStatus !== "cancelled";
}

/** Whether the gift `donationId` (of status `donationStatus`) has a certificate to download: one key lookup. */
export async function hasCertificate(
  db: Database,
  donationId: string,
  donationStatus: string,
): Promise<boolean> {
  if (donationStatus !== "done") return false;
  const [row] = await db
    .select({ status: tributes.status })
    .from(tributes)
    .where(eq(tributes.donationId, donationId))
    .limit(1);
  return certificateAvailable(donationStatus, row?.status);
}
