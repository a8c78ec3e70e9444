import type { Database } from "../platform/db/client.ts";
import { enqueueJob } from "../platform/jobs/queue.ts";

/**
 * The welcome back (docs/product/monthly-giving.md#welcome-back): the billing machine's `resume-plan`
 * action (a donor's pause ended by itself, a plan paused after failures paid again, a paused or stopped
 * plan restarted) queues one mail job in the transaction that resumes the plan. Its key names the plan and
 * the due day it resumes for, so a crash or a second run mails once (billing/jobs/plan-welcome-back.ts).
 */
export const welcomeBackJobKind = "plan-welcome-back";

export async function queueWelcomeBack(db: Database, planId: string, nextDue: string, now: Date) {
  await enqueueJob(db, {
    kind: welcomeBackJobKind,
    key: `welcome-back:${planId}:${nextDue}`,
    payload: { planId, nextDue },
    runAt: now,
  });
}
