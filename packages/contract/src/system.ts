import { staffReasonSchema } from "@rimbun/domain/schemas/staff";
import { z } from "zod";

/** One job kind's figures on the System screen (docs/deploy.md#metrics: the same as /metrics). */
export const jobKindFiguresSchema = z
  .object({
    kind: z.string(),
    /** Queued jobs whose time has come. */
    due: z.number().int(),
    /** Seconds the oldest due job has waited past its time; 0 when none is due. */
    oldest_due_seconds: z.number(),
    /** Jobs that gave up and wait for a person. */
    failed: z.number().int(),
  })
  .meta({ id: "JobKindFigures" });
export type JobKindFigures = z.infer<typeof jobKindFiguresSchema>;

/** GET /v1/admin/system: the job table's figures and this API process's webhook outcomes. */
export const systemFiguresSchema = z
  .object({
    checked_at: z.string(),
    jobs: z.array(jobKindFiguresSchema),
    failed_total: z.number().int(),
    /** Provider callbacks by outcome since this API process started (its own counters). */
    webhooks: z.array(z.object({ provider: z.string(), outcome: z.string(), count: z.number().int() })),
  })
  .meta({ id: "SystemFigures" });
export type SystemFigures = z.infer<typeof systemFiguresSchema>;

/** A failed job as the System screen lists it: never its payload (it names people). */
export const failedJobSchema = z
  .object({
    id: z.string(),
    kind: z.string(),
    attempts: z.number().int(),
    /** The last attempt's error, cleaned of e-mails and SQL values and cut to 300 characters. */
    last_error: z.string().nullable(),
    /**
     * When its last attempt began (a runner claimed it); null when none is recorded. Never its due time:
     * a mail is queued due at the epoch.
     */
    last_tried_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "FailedJob" });
export type FailedJob = z.infer<typeof failedJobSchema>;

/** POST /v1/admin/system/jobs/{id}/retry: why (kept in the audit log). */
export const retryJobRequestSchema = z.object({ reason: staffReasonSchema });
export type RetryJobInput = z.input<typeof retryJobRequestSchema>;

export const systemResponses = {
  getSystemFigures: systemFiguresSchema,
  /** GET /v1/admin/system/jobs: the 100 most recent failed jobs, newest first. */
  listFailedJobs: z.array(failedJobSchema),
  /** The job queued again: due now, attempts from 0. */
  retryJob: z.object({ id: z.string(), kind: z.string(), status: z.literal("queued") }),
} as const;
