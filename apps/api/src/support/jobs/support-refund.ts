import { z } from "zod";
import { defineJob } from "../../platform/jobs/define.ts";
import { refundJobKind, runRefundJob } from "../refund.ts";

/** Asks the donation's provider for the refund staff requested (support/refund.ts). */
export const refundJob = defineJob({
  kind: refundJobKind,
  lane: "urgent",
  resource: "provider",
  payload: z.object({ donationId: z.string() }),
  run: (services, payload) => runRefundJob(services, payload),
});
