import { defineJob } from "../../platform/jobs/define.ts";
import { endingReminderPayload, fundraiserEndingJobKind, mailEndingReminder } from "../owner-mails.ts";

/** Three days before a page's end date: the owner's reminder (docs/product/fundraisers.md#owner-mails). */
export const fundraiserEndingSoonJob = defineJob({
  kind: fundraiserEndingJobKind,
  lane: "bulk",
  payload: endingReminderPayload,
  run: (services, payload, job) => mailEndingReminder(services, payload, job),
});
