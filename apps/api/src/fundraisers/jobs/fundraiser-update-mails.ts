import { defineJob } from "../../platform/jobs/define.ts";
import {
  fundraiserUpdateMailJobKind,
  fundraiserUpdateMailPayload,
  fundraiserUpdateMailsJobKind,
  fundraiserUpdatePayload,
  mailFundraiserUpdate,
  queueFundraiserUpdateMails,
} from "../owner-mails.ts";

/** An owner's thank-you update: one mail job per donor address of the page. */
export const fundraiserUpdateMailsJob = defineJob({
  kind: fundraiserUpdateMailsJobKind,
  lane: "bulk",
  payload: fundraiserUpdatePayload,
  run: async (services, payload) => {
    await queueFundraiserUpdateMails(services, payload);
  },
});

/** One donor's copy, unless they switched campaign news off since. */
export const fundraiserUpdateMailJob = defineJob({
  kind: fundraiserUpdateMailJobKind,
  lane: "bulk",
  payload: fundraiserUpdateMailPayload,
  run: (services, payload, job) => mailFundraiserUpdate(services, payload, job),
});
