import { z } from "zod";
import { defineJob } from "../../platform/jobs/define.ts";
import { campaignUpdateMailsJobKind, queueDonorMails } from "../campaign-update-mails.ts";

/** A posted update's fan-out: one mail job per donor of its campaign (docs/decisions/campaign-updates.md). */
export const campaignUpdateMailsJob = defineJob({
  kind: campaignUpdateMailsJobKind,
  lane: "bulk",
  payload: z.object({ update_id: z.string() }),
  run: async (services, payload) => {
    await queueDonorMails(services, payload.update_id);
  },
});
