import PQueue from "p-queue";
import { jobRegistry } from "../../jobs.ts";
import type { Services } from "../context.ts";
import type { Env } from "../env.ts";
import { log } from "../log.ts";
import { countJob } from "../metrics.ts";
import {
  delayWithJitter,
  type JobResource,
  MalformedJobPayload,
  parseJobPayload,
  retryAfterOf,
} from "./define.ts";
import { currentLane, type JobLane, jobLanes, runInLane } from "./lanes.ts";
import { claimJobs, deferJob, failJob, finishJob, JOB_MAX_ATTEMPTS, type JobRow } from "./queue.ts";
import { deleteExpired } from "./retention.ts";

/** How many jobs one process runs at once: per lane, and per limited resource (docs/decisions/job-lanes.md). */
export interface JobLimits {
  lanes: Record<JobLane, number>;
  resources: Record<JobResource, number>;
}

export function jobLimitsFrom(env: Env): JobLimits {
  return {
    lanes: { urgent: env.JOB_URGENT_CONCURRENCY, bulk: env.JOB_BULK_CONCURRENCY },
    resources: {
      smtp: env.MAIL_CONCURRENCY,
      provider: env.PROVIDER_CONCURRENCY,
      whatsapp: env.WHATSAPP_CONCURRENCY,
    },
  };
}

/** One queue per resource, shared by both lanes of a process; an urgent job goes before waiting bulk ones. */
type ResourceQueues = Record<JobResource, PQueue>;

function resourceQueues(limits: JobLimits): ResourceQueues {
  return {
    smtp: new PQueue({ concurrency: limits.resources.smtp }),
    provider: new PQueue({ concurrency: limits.resources.provider }),
    whatsapp: new PQueue({ concurrency: limits.resources.whatsapp }),
  };
}

/**
 * Hands the job to its kind's definition (src/jobs.ts): the payload is parsed with the kind's schema
 * first; one the schema refuses fails at once (a retry cannot fix it). Jobs it queues inherit its lane
 * when it is bulk (lanes.ts).
 */
async function runJob(services: Services, job: JobRow, resources: ResourceQueues): Promise<void> {
  const definition = jobRegistry.get(job.kind);
  if (!definition) throw new Error(`unknown job kind ${job.kind}`);
  const run = () =>
    runInLane(job.lane, () => definition.run(services, parseJobPayload(definition, job), job));
  if (!definition.resource) return run();
  await resources[definition.resource].add(run, { priority: job.lane === "urgent" ? 1 : 0 });
}

/**
 * A job that threw: put back for the time its error asks plus a random spread (a provider's 429: not a
 * failed attempt), or
 * a failed attempt, retried later or given up (then the kind's `gaveUp` runs, a mail is marked failed).
 */
async function recordFailure(services: Services, job: JobRow, error: unknown): Promise<void> {
  const retryAfter = retryAfterOf(error);
  if (retryAfter !== undefined) {
    const reason = error instanceof Error ? error.message : String(error);
    const delay = delayWithJitter(retryAfter, services.random);
    await deferJob(services.db, job, new Date(services.now().getTime() + delay), reason);
    countJob(job.kind, "deferred");
    return;
  }
  const malformed = error instanceof MalformedJobPayload;
  await failJob(services.db, job, services.now(), error, { retry: !malformed });
  const gaveUp = malformed || job.attempts >= JOB_MAX_ATTEMPTS;
  countJob(job.kind, gaveUp ? "failed" : "retried");
  if (malformed || job.attempts < JOB_MAX_ATTEMPTS) return;
  const definition = jobRegistry.get(job.kind);
  if (definition?.gaveUp) await definition.gaveUp(services, parseJobPayload(definition, job), error);
}

/** Runs one claimed job to its end: finished, put back or failed; never throws. */
async function executeJob(services: Services, job: JobRow, resources: ResourceQueues): Promise<void> {
  try {
    await runJob(services, job, resources);
    await finishJob(services.db, job);
    countJob(job.kind, "done");
  } catch (error) {
    await recordFailure(services, job, error).catch((failure) =>
      log.error({ err: failure, kind: job.kind, job: job.id }, "job failure not recorded"),
    );
  }
}

/**
 * Runs every job due at the injected clock (new jobs a job creates for now run in the same call), in
 * rounds: each round claims up to `batch` jobs of each lane (urgent first; by default a lane's
 * concurrency) and runs them together within the limits. Tests and scripts use it; the process's
 * runner keeps its lanes full instead (`createJobPool`).
 */
export async function runDueJobs(
  services: Services,
  options: { batch?: number; maxRounds?: number; limits?: JobLimits } = {},
) {
  const limits = options.limits ?? jobLimitsFrom(services.env);
  const resources = resourceQueues(limits);
  let ran = 0;
  for (let round = 0; round < (options.maxRounds ?? 50); round += 1) {
    const claimed: JobRow[] = [];
    for (const lane of jobLanes) {
      claimed.push(
        ...(await claimJobs(services.db, services.now(), options.batch ?? limits.lanes[lane], lane)),
      );
    }
    if (claimed.length === 0) break;
    await Promise.all(claimed.map((job) => executeJob(services, job, resources)));
    ran += claimed.length;
  }
  return ran;
}

/** One lane of a pool: at most `capacity` of its jobs in flight, refilled as each one ends. */
function createLane(services: Services, lane: JobLane, capacity: number, resources: ResourceQueues) {
  const inFlight = new Set<Promise<void>>();
  let filling: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let ran = 0;

  // A bulk lane refills once a quarter of its slots are free: one claim for several jobs, not one per
  // job that ends (a claim costs as much as a small job). Urgent work is claimed as soon as a slot is.
  const refillAt = lane === "bulk" ? Math.ceil(capacity / 4) : 1;
  let asked = false;

  async function fill(): Promise<void> {
    for (;;) {
      const free = capacity - inFlight.size;
      if (free <= 0 || stopped || (!asked && free < refillAt)) return;
      asked = false;
      const claimed = await claimJobs(services.db, services.now(), free, lane);
      for (const job of claimed) {
        const run: Promise<void> = executeJob(services, job, resources).finally(() => {
          inFlight.delete(run);
          ran += 1;
          pump(false);
        });
        inFlight.add(run);
      }
      if (claimed.length < free) return;
    }
  }

  /** `ask`: a wake or the interval (claim whatever is free); else a job ended (claim past the threshold). */
  function pump(ask = true): void {
    if (stopped) return;
    if (ask) asked = true;
    if (filling) {
      again = true;
      return;
    }
    filling = fill()
      .catch((error) => log.error({ err: error, lane }, "job claim failed"))
      .finally(() => {
        filling = null;
        if (again) {
          again = false;
          pump(false);
        }
      });
  }

  return {
    pump: () => pump(true),
    pending: (): Promise<void>[] => [...(filling ? [filling] : []), ...inFlight],
    ran: () => ran,
    stop: () => {
      stopped = true;
    },
  };
}

/**
 * The process's job pool: each lane claims as many jobs as it has free slots and claims again as each
 * ends, so up to JOB_URGENT_CONCURRENCY urgent and JOB_BULK_CONCURRENCY bulk jobs run at once, never
 * more of one resource than its limit, and a bulk backlog cannot hold a slot urgent work needs.
 */
export function createJobPool(services: Services, limits: JobLimits = jobLimitsFrom(services.env)) {
  const resources = resourceQueues(limits);
  const lanes = jobLanes.map((lane) => createLane(services, lane, limits.lanes[lane], resources));
  const pending = () => lanes.flatMap((lane) => lane.pending());
  const pump = () => {
    for (const lane of lanes) lane.pump();
  };
  /** Resolves when nothing is claimed or running (a claim that finds nothing ends a lane's turn). */
  async function settled(): Promise<void> {
    for (let waiting = pending(); waiting.length > 0; waiting = pending()) await Promise.allSettled(waiting);
  }
  return {
    /** Looks for due work now (the interval, a wake): lanes with free slots claim. */
    pump,
    /**
     * Something was queued (the mailer's `wake`). From inside a bulk job nothing is claimed now: what it
     * queued is bulk too, and its lane claims again as its jobs end (a claim per mail would cost more
     * than the mail).
     */
    wake: () => {
      if (currentLane() !== "bulk") pump();
    },
    settled,
    ran: () => lanes.reduce((sum, lane) => sum + lane.ran(), 0),
    /** Takes no new jobs; resolves when the ones in flight have ended (graceful shutdown). */
    async stop(): Promise<void> {
      for (const lane of lanes) lane.stop();
      await settled();
    },
  };
}

/** Expired sessions, links, keys, counters, old jobs and mails go once an hour (retention.ts). */
const retentionIntervalMs = 3600_000;

/**
 * The runner inside the API process or the worker: every `intervalMs` (JOB_INTERVAL_SECONDS; 0 = off,
 * as in tests) and on every wake, the pool's lanes claim what they have room for. `stop` takes no new
 * jobs and resolves when the jobs in flight have ended (graceful shutdown).
 */
export function startJobRunner(services: Services, intervalMs: number): { stop(): Promise<void> } {
  if (intervalMs <= 0) return { stop: async () => {} };
  const pool = createJobPool(services);
  let lastRetention = 0;
  let retention: Promise<void> | null = null;
  const tick = () => {
    pool.pump();
    if (retention || Date.now() - lastRetention < retentionIntervalMs) return;
    lastRetention = Date.now();
    retention = deleteExpired(services.db, services.now())
      .then(() => undefined)
      .catch((error) => log.error({ err: error }, "retention failed"))
      .finally(() => {
        retention = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  // A mail queued on its own (a reset link someone is waiting for) leaves now, not at the next round.
  services.mailer.wake = pool.wake;
  return {
    async stop() {
      clearInterval(timer);
      services.mailer.wake = undefined;
      await pool.stop();
      await retention;
    },
  };
}
