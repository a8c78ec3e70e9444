import { tributeMessages } from "@rimbun/domain/tributes";
import { eq } from "drizzle-orm";
import { audit } from "../platform/audit.ts";
import type { Services, Viewer } from "../platform/context.ts";
import { tributes } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";
import { ownedTribute, tributeView } from "./tribute-reads.ts";
import type { TributeChange, TributeRow } from "./tribute-schedule.ts";

/**
 * One change of the donor's own tribute, with its row locked for the transaction: two at once are one
 * after the other, so the second sees what the first did (a resend already on its way is not sent again).
 */
export async function changeOwnTribute(
  services: Services,
  viewer: Viewer,
  localId: string,
  action: "tribute.day" | "tribute.resend",
  change: (tx: Services["db"], row: TributeRow, now: Date) => Promise<TributeChange>,
) {
  const now = services.now();
  const view = await services.db.transaction(async (tx) => {
    const { tribute, donation } = await ownedTribute(tx, viewer, localId, { lock: true });
    const outcome = await change(tx, tribute, now);
    if (outcome === "bad-day")
      throw new ApiError("VALIDATION", { fields: { send_on: tributeMessages.invalidTributeDay.id } });
    if (outcome === "refused") throw new ApiError("CONFLICT");
    await audit(tx, { actorUserId: viewer.userId, action, subject: `donation:${donation.id}` });
    const [fresh] = await tx.select().from(tributes).where(eq(tributes.donationId, donation.id));
    return tributeView(fresh ?? tribute, localId, now);
  });
  services.mailer.wake?.();
  return view;
}
