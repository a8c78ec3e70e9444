import { z } from "zod";
import { defineJob } from "../../platform/jobs/define.ts";
import {
  anniversaryJobKind,
  mailPlanUpgrade,
  runAnniversaries,
  upgradeMailJobKind,
} from "../plan-upgrade.ts";

/** Each day at 10:00 in Jakarta: the upgrade mails of the plans whose anniversary it is, then tomorrow's run. */
export const planAnniversariesJob = defineJob({
  kind: anniversaryJobKind,
  lane: "bulk",
  payload: z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  run: (services, { day }) => runAnniversaries(services, day),
});

/** One plan's yearly upgrade mail (billing/plan-upgrade.ts). */
export const planUpgradeMailJob = defineJob({
  kind: upgradeMailJobKind,
  lane: "bulk",
  payload: z.object({ planId: z.string(), year: z.number().int() }),
  run: (services, payload, job) => mailPlanUpgrade(services, payload, job),
});
