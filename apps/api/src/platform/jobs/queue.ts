import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { jobs } from "../db/schema/index.ts";
import { type JobLane, laneFor } from "./lanes.ts";

export type JobRow = typeof jobs.$inferSelect;

/** A claimed job whose process died is taken again after this long (visibility timeout). */
export const JOB_VISIBILITY_MS = 5 * 60_000;
/** A failing job is tried this many times, then left `failed` for a person to look at. */
export const JOB_MAX_ATTEMPTS = 5;

/**
 * Every job kind and the payload its enqueuer passes, filled in by the registry (src/jobs.ts) from each
 * kind's zod schema, so `enqueueJob` takes only a kind that has a handler, with that kind's payload.
 */
// biome-ignore lint/suspicious/noEmptyInterface: declaration merging; src/jobs.ts adds the kinds.
export interface JobPayloads {}

export type JobKind = keyof JobPayloads;

/** One job to queue: a kind listed in the registry with that kind's payload. */
export interface JobToQueue<K extends JobKind = JobKind> {
  kind: K;
  key: string;
  payload: JobPayloads[K];
  runAt: Date;
  /** Only to override the lane `laneFor` picks (docs/decisions/job-lanes.md). */
  lane?: JobLane;
}

/**
 * Queues a job once per key: a second enqueue of the same key changes nothing (side effects such as
 * a charge or a mail), unless `reschedule` moves the existing job (a plan's next tick). Pass a
 * transaction as `db` to queue the job with the change it is about. True when a row was written.
 */
export async function enqueueJob<K extends JobKind>(
  db: Database,
  job: JobToQueue<K> & { reschedule?: boolean },
): Promise<boolean> {
  const insert = db.insert(jobs).values(jobRow(job));
  if (job.reschedule) {
    const rows = await insert
      .onConflictDoUpdate({
        target: jobs.key,
        set: { runAt: job.runAt, status: "queued", payload: job.payload, attempts: 0, lastError: null },
      })
      .returning({ id: jobs.id });
    return rows.length > 0;
  }
  const rows = await insert.onConflictDoNothing({ target: jobs.key }).returning({ id: jobs.id });
  return rows.length > 0;
}

/** Rows per statement of `enqueueJobs`: a fan-out of many thousand jobs queues in a few statements. */
const ENQUEUE_CHUNK = 500;

/**
 * Queues many jobs (a fan-out), once per key like `enqueueJob` (never rescheduling), in statements of
 * ENQUEUE_CHUNK rows. Returns how many were new.
 */
export async function enqueueJobs<K extends JobKind>(
  db: Database,
  list: readonly JobToQueue<K>[],
): Promise<number> {
  let queued = 0;
  for (let start = 0; start < list.length; start += ENQUEUE_CHUNK) {
    const rows = await db
      .insert(jobs)
      .values(list.slice(start, start + ENQUEUE_CHUNK).map(jobRow))
      .onConflictDoNothing({ target: jobs.key })
      .returning({ id: jobs.id });
    queued += rows.length;
  }
  return queued;
}

function jobRow(job: JobToQueue) {
  const lane = laneFor(job.kind, job.lane);
  return {
    kind: job.kind,
    key: job.key,
    payload: job.payload,
    runAt: job.runAt,
    lane,
    status: "queued" as const,
  };
}

/** The payload of the job queued under `key` (what an earlier enqueue of the same key stored). */
export async function queuedPayload(db: Database, key: string): Promise<unknown> {
  const [row] = await db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.key, key)).limit(1);
  return row?.payload;
}

/** Nothing left to do for this key (a stopped plan has no next tick). */
export async function cancelJob(db: Database, key: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: "done" })
    .where(and(eq(jobs.key, key), eq(jobs.status, "queued")));
}

/**
 * Claims due jobs of one lane (or of any lane, without `lane`): queued ones whose time has come, and
 * running ones whose claim is older than the visibility timeout (their process crashed), oldest first.
 * `FOR UPDATE SKIP LOCKED` lets several processes claim at once without ever taking the same job; the
 * queued ones are read in the order of the index `jobs_lane_due_idx` (lane, status, run_at), so a claim
 * behind 50,000 queued mails reads only the rows it takes. The claim's time is kept as `last_tried_at`
 * (the System screen's "last try"; `locked_at` is cleared when the attempt ends).
 */
export async function claimJobs(db: Database, now: Date, limit = 20, lane?: JobLane): Promise<JobRow[]> {
  const stale = new Date(now.getTime() - JOB_VISIBILITY_MS);
  const inLane = lane ? sql`lane = ${lane} and` : sql``;
  const result = (await db.execute(sql`
    with crashed as (
      select id, run_at from jobs
      where ${inLane} status = 'running' and locked_at < ${stale.toISOString()}::timestamptz
      limit ${limit}
      for update skip locked
    ), due as (
      select id, run_at from jobs
      where ${inLane} status = 'queued' and run_at <= ${now.toISOString()}::timestamptz
      order by run_at
      limit ${limit}
      for update skip locked
    ), picked as (
      select id from (select * from crashed union all select * from due) both_kinds order by run_at limit ${limit}
    )
    update jobs set status = 'running', locked_at = ${now.toISOString()}::timestamptz,
      last_tried_at = ${now.toISOString()}::timestamptz, attempts = attempts + 1
    where id in (select id from picked)
    returning id, kind, lane, key, payload, status, run_at, attempts, locked_at, last_tried_at, last_error, created_at`)) as unknown as {
    rows: {
      id: string;
      kind: string;
      lane: JobLane;
      key: string | null;
      payload: unknown;
      status: JobRow["status"];
      run_at: string | Date;
      attempts: number;
      locked_at: string | Date | null;
      last_tried_at: string | Date | null;
      last_error: string | null;
      created_at: string | Date;
    }[];
  };
  return result.rows
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      lane: row.lane,
      key: row.key,
      payload: typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload,
      status: row.status,
      runAt: new Date(row.run_at),
      attempts: row.attempts,
      lockedAt: row.locked_at ? new Date(row.locked_at) : null,
      lastTriedAt: row.last_tried_at ? new Date(row.last_tried_at) : null,
      lastError: row.last_error,
      createdAt: new Date(row.created_at),
    }))
    .sort((first, second) => first.runAt.getTime() - second.runAt.getTime());
}

/**
 * Marks a claimed job finished, in one statement. A job that was rescheduled while it ran (a plan's
 * tick enqueues its own next run) is `queued` again with a later time and is left so.
 */
export async function finishJob(db: Database, job: JobRow): Promise<void> {
  await db.execute(sql`
    update jobs set locked_at = null,
      status = case when status = 'running' and run_at = ${job.runAt.toISOString()}::timestamptz then 'done' else status end
    where id = ${job.id}`);
}

/**
 * Not a failure: the job could not run yet (a provider's rate limit said when to come back). It is
 * queued again for `at`, and the attempt it was claimed with is given back.
 */
export async function deferJob(db: Database, job: JobRow, at: Date, reason: string): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: "queued",
      lockedAt: null,
      runAt: at,
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      lastError: reason.slice(0, 1000),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, "running")));
}

/**
 * A failed attempt: try again later (1, 2, 4... minutes), or give up after JOB_MAX_ATTEMPTS. With
 * `retry: false` (a payload its kind's schema refuses: no retry can fix it) it gives up at once.
 */
export async function failJob(
  db: Database,
  job: JobRow,
  now: Date,
  error: unknown,
  { retry = true }: { retry?: boolean } = {},
): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const giveUp = !retry || job.attempts >= JOB_MAX_ATTEMPTS;
  await db
    .update(jobs)
    .set({
      status: giveUp ? "failed" : "queued",
      lockedAt: null,
      lastError: message.slice(0, 1000),
      runAt: new Date(now.getTime() + 60_000 * 2 ** Math.max(0, job.attempts - 1)),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, "running")));
}
