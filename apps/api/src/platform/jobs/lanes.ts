import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Two lanes of work (docs/decisions/job-lanes.md): `urgent` is what a person is waiting for (a sign-in
 * link, a receipt, a refund a staffer asked for), `bulk` is work nobody watches (a campaign update's
 * mails, yearly statements, the monthly billing run). The runner keeps capacity for each lane, so bulk
 * work never holds up urgent work.
 */
export const jobLanes = ["urgent", "bulk"] as const;
export type JobLane = (typeof jobLanes)[number];

const laneOfKind = new Map<string, JobLane>();

/** Filled by the registry (src/jobs.ts) from each kind's definition. */
export function registerJobLanes(definitions: Iterable<{ kind: string; lane: JobLane }>): void {
  for (const definition of definitions) laneOfKind.set(definition.kind, definition.lane);
}

/** The lane of the job running in this async context, if any (see `laneFor`). */
const runningLane = new AsyncLocalStorage<JobLane>();

/** The lane of the job this code runs in, or undefined outside the runner (a request). */
export function currentLane(): JobLane | undefined {
  return runningLane.getStore();
}

export function runInLane<T>(lane: JobLane, work: () => Promise<T>): Promise<T> {
  return runningLane.run(lane, work);
}

/**
 * The lane of a job being queued: the one asked for; else `bulk` when a bulk job queues it (an invoice
 * job's mail, the billing run's provider syncs stay bulk); else its kind's own lane.
 */
export function laneFor(kind: string, asked?: JobLane): JobLane {
  if (asked) return asked;
  const own = laneOfKind.get(kind);
  if (!own) throw new Error(`job kind ${kind} has no lane: is the registry (src/jobs.ts) loaded?`);
  return runningLane.getStore() === "bulk" ? "bulk" : own;
}
