import type { FailedJob, SystemFigures } from "@rimbun/contract";
import { and, desc, eq, sql } from "drizzle-orm";
import { audit } from "../platform/audit.ts";
import type { Services, Viewer } from "../platform/context.ts";
import { jobs } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";
import { jobBacklog } from "../platform/jobs/backlog.ts";
import { cleanErrorText } from "../platform/log.ts";
import { webhookOutcomes } from "../platform/metrics.ts";

/** How many failed jobs the System screen lists (newest first); more are a sign to read the logs. */
export const FAILED_JOBS_SHOWN = 100;
const ERROR_SHOWN = 300;

/**
 * The System screen's figures (docs/product/staff-console.md#system): the same job figures as /metrics,
 * and the webhook outcomes this API process has counted since it started.
 */
export async function systemFigures(services: Services): Promise<SystemFigures> {
  const now = services.now();
  const figures = await jobBacklog(services.db, now);
  return {
    checked_at: now.toISOString(),
    jobs: figures.map((figure) => ({
      kind: figure.kind,
      due: figure.due,
      oldest_due_seconds: Math.round(figure.oldestDueSeconds),
      failed: figure.failed,
    })),
    failed_total: figures.reduce((sum, figure) => sum + figure.failed, 0),
    webhooks: await webhookOutcomes(),
  };
}

/** The last error as staff may read it: cleaned of e-mails and SQL values, cut short. Never the payload. */
export function shownError(lastError: string | null): string | null {
  if (!lastError) return null;
  const cleaned = cleanErrorText(lastError);
  return cleaned.length > ERROR_SHOWN ? `${cleaned.slice(0, ERROR_SHOWN - 1)}…` : cleaned;
}

/**
 * The failed jobs, newest failure first, each with its last attempt's time: when a runner last claimed it,
 * not its due time (a mail is queued due at the epoch, platform/jobs/queue.ts).
 */
export async function listFailedJobs(services: Services): Promise<FailedJob[]> {
  const rows = await services.db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      lastTriedAt: jobs.lastTriedAt,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .where(eq(jobs.status, "failed"))
    // Newest failure first; rows that failed before the claim time was kept (null) last.
    .orderBy(sql`${jobs.lastTriedAt} desc nulls last`, desc(jobs.createdAt), desc(jobs.id))
    .limit(FAILED_JOBS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    attempts: row.attempts,
    last_error: shownError(row.lastError),
    last_tried_at: row.lastTriedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }));
}

/**
 * An administrator queues a failed job again (docs/product/staff-console.md#system): due now, attempts from
 * 0, its last error kept until the next attempt replaces it. Only a `failed` job: any other is 409 (a queued
 * or running job is already on its way, a done one must not run twice); an unknown id is 404. Audited with
 * the reason, in the same transaction; then the job runner is woken.
 */
export async function retryFailedJob(services: Services, admin: Viewer, id: string, reason: string) {
  const retried = await services.db.transaction(async (tx) => {
    const [job] = await tx
      .select({ id: jobs.id, kind: jobs.kind, status: jobs.status, attempts: jobs.attempts })
      .from(jobs)
      .where(eq(jobs.id, id))
      .for("update");
    if (!job) throw new ApiError("NOT_FOUND");
    if (job.status !== "failed") throw new ApiError("CONFLICT");
    await tx
      .update(jobs)
      .set({ status: "queued", attempts: 0, runAt: services.now(), lockedAt: null })
      .where(and(eq(jobs.id, id), eq(jobs.status, "failed")));
    await audit(tx, {
      actorUserId: admin.userId,
      action: "job.retry",
      subject: `job:${id}`,
      data: { reason, kind: job.kind, attempts: job.attempts },
    });
    return { id: job.id, kind: job.kind, status: "queued" as const };
  });
  // The runner takes it now rather than at its next round (in this process, or the worker by pg_notify).
  services.mailer.wake?.();
  return retried;
}
