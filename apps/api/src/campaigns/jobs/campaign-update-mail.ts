import { defineJob } from "../../platform/jobs/define.ts";
import {
  campaignUpdateMailJobKind,
  campaignUpdateMailPayload,
  mailCampaignUpdate,
} from "../campaign-update-mails.ts";

/** One donor's mail about an update, unless it was hidden or they switched updates off since. */
export const campaignUpdateMailJob = defineJob({
  kind: campaignUpdateMailJobKind,
  lane: "bulk",
  payload: campaignUpdateMailPayload,
  run: (services, payload, job) => mailCampaignUpdate(services, payload, job),
});
