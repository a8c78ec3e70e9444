import { and, eq, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { jobs } from "../db/schema/index.ts";

/** One job kind's figures: jobs due and waiting, the oldest one's wait, and jobs that gave up. */
export interface JobKindFigures {
  kind: string;
  /** Queued jobs whose time has come (jobs queued for a later day are not a backlog). */
  due: number;
  /** Seconds the oldest due job has waited past its time (or since it was queued, if later); 0 when none is due. */
  oldestDueSeconds: number;
  /** Jobs that gave up after their last attempt (or whose payload was refused) and wait for a person. */
  failed: number;
}

/**
 * The job table's figures per kind (docs/deploy.md#metrics), in one query that the `jobs_due_idx` index
 * (status, run_at) serves: a range of due queued rows and the failed rows, never the jobs queued for later.
 * Grouped by kind only.
 */
export async function jobBacklog(db: Database, now: Date): Promise<JobKindFigures[]> {
  const rows = await db
    .select({
      kind: jobs.kind,
      due: sql<number>`count(*) filter (where ${jobs.status} = 'queued')`.mapWith(Number),
      // A job due "at once" is queued with the epoch as its time (the mailer's): it waits from when it was queued.
      oldest: sql<
        string | null
      >`min(greatest(${jobs.runAt}, ${jobs.createdAt})) filter (where ${jobs.status} = 'queued')`,
      failed: sql<number>`count(*) filter (where ${jobs.status} = 'failed')`.mapWith(Number),
    })
    .from(jobs)
    .where(or(and(eq(jobs.status, "queued"), lte(jobs.runAt, now)), eq(jobs.status, "failed")))
    .groupBy(jobs.kind)
    .orderBy(jobs.kind);
  return rows.map((row) => ({
    kind: row.kind,
    due: row.due,
    oldestDueSeconds: row.oldest ? Math.max(0, (now.getTime() - new Date(row.oldest).getTime()) / 1000) : 0,
    failed: row.failed,
  }));
}
