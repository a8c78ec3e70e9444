import { z } from "zod";
import { defineJob } from "../../platform/jobs/define.ts";
import { methodExpiryNoticeJob, sendMethodExpiryNotice } from "../provider-plans.ts";

/** The mail a month before a linked card expires. */
export const methodExpiryNoticeJobDefinition = defineJob({
  kind: methodExpiryNoticeJob,
  lane: "bulk",
  payload: z.object({ planId: z.string(), expiresOn: z.string() }),
  run: (services, payload) => sendMethodExpiryNotice(services, payload),
});
