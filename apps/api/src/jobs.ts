import type { z } from "zod";
import { billingChargeJob } from "./billing/jobs/billing-charge.ts";
import { billingExpireChargeJob } from "./billing/jobs/billing-expire-charge.ts";
import { billingFailureNoticeJob } from "./billing/jobs/billing-failure-notice.ts";
import { billingInvoiceJob } from "./billing/jobs/billing-invoice.ts";
import { billingPausedNoticeJob } from "./billing/jobs/billing-paused-notice.ts";
import { billingReminderJob } from "./billing/jobs/billing-reminder.ts";
import { billingTickJob } from "./billing/jobs/billing-tick.ts";
import { methodExpiryNoticeJobDefinition } from "./billing/jobs/method-expiry-notice.ts";
import { methodExpiryReadJobDefinition } from "./billing/jobs/method-expiry-read.ts";
import { planAnniversariesJob, planUpgradeMailJob } from "./billing/jobs/plan-upgrade.ts";
import { planWelcomeBackJob } from "./billing/jobs/plan-welcome-back.ts";
import { providerPlanSyncJobDefinition } from "./billing/jobs/provider-plan-sync.ts";
import { campaignUpdateMailJob } from "./campaigns/jobs/campaign-update-mail.ts";
import { campaignUpdateMailsJob } from "./campaigns/jobs/campaign-update-mails.ts";
import { statementMailJob } from "./donations/jobs/yearly-statement-mail.ts";
import { statementScheduleJob } from "./donations/jobs/yearly-statement-schedule.ts";
import { fundraiserEndingSoonJob } from "./fundraisers/jobs/fundraiser-ending-soon.ts";
import {
  fundraiserUpdateMailJob,
  fundraiserUpdateMailsJob,
} from "./fundraisers/jobs/fundraiser-update-mails.ts";
import { mailJob } from "./mail/jobs/mail.ts";
import { whatsAppJob } from "./messaging/jobs/whatsapp.ts";
import type { JobDefinition } from "./platform/jobs/define.ts";
import { registerJobLanes } from "./platform/jobs/lanes.ts";
import { refundJob } from "./support/jobs/support-refund.ts";
import { tributeCardJob } from "./tributes/jobs/tribute-card.ts";

/**
 * Every kind of job and its definition (docs/api.md#jobs): the runner dispatches by this map, and
 * `enqueueJob` takes a kind listed here with the payload its schema accepts.
 */
const definitions = [
  mailJob,
  whatsAppJob,
  statementScheduleJob,
  statementMailJob,
  campaignUpdateMailsJob,
  campaignUpdateMailJob,
  fundraiserEndingSoonJob,
  fundraiserUpdateMailsJob,
  fundraiserUpdateMailJob,
  refundJob,
  providerPlanSyncJobDefinition,
  methodExpiryNoticeJobDefinition,
  methodExpiryReadJobDefinition,
  billingTickJob,
  billingReminderJob,
  billingInvoiceJob,
  billingChargeJob,
  billingExpireChargeJob,
  billingFailureNoticeJob,
  billingPausedNoticeJob,
  tributeCardJob,
  planWelcomeBackJob,
  planAnniversariesJob,
  planUpgradeMailJob,
] as const;

type Definitions = (typeof definitions)[number];

/** Kind → the payload an enqueuer passes (the schema's input). */
type PayloadsOf<D extends JobDefinition> = { [J in D as J["kind"]]: z.input<J["payload"]> };

declare module "./platform/jobs/queue.ts" {
  interface JobPayloads extends PayloadsOf<Definitions> {}
}

export const jobRegistry: ReadonlyMap<string, JobDefinition> = new Map(
  definitions.map((definition) => [definition.kind, definition]),
);
if (jobRegistry.size !== definitions.length) throw new Error("two job definitions share a kind");
registerJobLanes(definitions);
