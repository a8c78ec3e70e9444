import { z } from "zod";
import { defineJob } from "../../platform/jobs/define.ts";
import { sendTributeCard } from "../send-card.ts";
import { tributeCardJobKind } from "../tribute-schedule.ts";

/**
 * Sends one tribute card when its day comes (docs/product/donation-flow.md#gifts-in-someones-name).
 * Bulk: nobody waits on a request for it, and many cards share a day (Idul Fitri's 09:00).
 */
export const tributeCardJob = defineJob({
  kind: tributeCardJobKind,
  lane: "bulk",
  payload: z.object({ donationId: z.string(), generation: z.number().int().nonnegative() }),
  run: (services, { donationId, generation }) => sendTributeCard(services, donationId, generation),
});
