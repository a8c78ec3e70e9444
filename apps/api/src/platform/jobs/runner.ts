import { jobRegistry } from "../../jobs.ts";
import type { Services } from "../context.ts";
import { MalformedJobPayload, parseJobPayload } from "./define.ts";
import { claimJobs, failJob, finishJob, JOB_MAX_ATTEMPTS, type JobRow } from "./queue.ts";
import { deleteExpired } from "./retention.ts";

/**
 * The runner claims due jobs and hands each to its kind's definition (src/jobs.ts): the payload is
 * parsed with the kind's schema first; one the schema refuses fails at once (a retry cannot fix it).
 */
async function runJob(services: Services, job: JobRow): Promise<void> {
  const definition = jobRegistry.get(job.kind);
  if (!definition) throw new Error(`unknown job kind ${job.kind}`);
  await definition.run(services, parseJobPayload(definition, job), job);
}

/** A failed attempt: retried later, or given up (then the kind's `gaveUp` runs, a mail is marked failed). */
async function recordFailure(services: Services, job: JobRow, error: unknown): Promise<void> {
  const malformed = error instanceof MalformedJobPayload;
  await failJob(services.db, job, services.now(), error, { retry: !malformed });
  if (malformed || job.attempts < JOB_MAX_ATTEMPTS) return;
  const definition = jobRegistry.get(job.kind);
  if (definition?.gaveUp) await definition.gaveUp(services, parseJobPayload(definition, job), error);
}

/** Runs every job due at the injected clock (new jobs a job creates for now run in the same call). */
export async function runDueJobs(services: Services, options: { batch?: number; maxRounds?: number } = {}) {
  let ran = 0;
  for (let round = 0; round < (options.maxRounds ?? 50); round += 1) {
    const claimed = await claimJobs(services.db, services.now(), options.batch ?? 20);
    if (claimed.length === 0) break;
    for (const job of claimed) {
      try {
        await runJob(services, job);
        await finishJob(services.db, job);
      } catch (error) {
        await recordFailure(services, job, error);
      }
      ran += 1;
    }
  }
  return ran;
}

/** Expired sessions, links, keys, counters, old jobs and mails go once an hour (retention.ts). */
const retentionIntervalMs = 3600_000;

/**
 * The runner inside the API process: every `intervalMs` (JOB_INTERVAL_SECONDS; 0 = off, as in tests).
 * `stop` takes no new rounds and resolves when the round in flight has finished (graceful shutdown).
 */
export function startJobRunner(services: Services, intervalMs: number): { stop(): Promise<void> } {
  if (intervalMs <= 0) return { stop: async () => {} };
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let lastRetention = 0;
  const round = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    const retentionDue = Date.now() - lastRetention >= retentionIntervalMs;
    if (retentionDue) lastRetention = Date.now();
    running = runDueJobs(services)
      .then(async () => {
        if (retentionDue) await deleteExpired(services.db, services.now());
      })
      .catch((error) => console.error("[jobs]", error))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          round();
        }
      });
  };
  const timer = setInterval(round, intervalMs);
  timer.unref();
  // A mail queued on its own (a reset link someone is waiting for) leaves now, not at the next round.
  services.mailer.wake = round;
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      services.mailer.wake = undefined;
      await running;
    },
  };
}
