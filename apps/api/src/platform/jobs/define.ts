import { z } from "zod";
import type { Services } from "../context.ts";
import type { JobLane } from "./lanes.ts";
import type { JobRow } from "./queue.ts";

/**
 * One kind of job (docs/api.md#jobs): its name, the zod schema of its payload and its handler, in the
 * area that owns the work (`billing/jobs/`, `mail/jobs/`…). The registry (src/jobs.ts) lists them; the
 * runner claims a job, parses its payload with the kind's schema and hands it to `run`.
 */
export interface JobDefinition<K extends string = string, S extends z.ZodType = z.ZodType> {
  readonly kind: K;
  /** Whose wait it is: `urgent` (a person's) or `bulk` (docs/decisions/job-lanes.md). */
  readonly lane: JobLane;
  /** What the job spends that one process has a limited amount of (SMTP connections, provider calls). */
  readonly resource?: JobResource;
  readonly payload: S;
  run(services: Services, payload: z.output<S>, job: JobRow): Promise<void>;
  /** After the last attempt failed (a mail's outbox row is marked failed). */
  gaveUp?(services: Services, payload: z.output<S>, error: unknown): Promise<void>;
}

export function defineJob<const K extends string, S extends z.ZodType>(
  definition: JobDefinition<K, S>,
): JobDefinition<K, S> {
  return definition;
}

/** Limited per process (MAIL_CONCURRENCY, PROVIDER_CONCURRENCY, WHATSAPP_CONCURRENCY): at most that many such jobs run at once. */
export type JobResource = "smtp" | "provider" | "whatsapp";

/**
 * How long the error asks the job to wait before it runs again (a provider's 429 with a retry time):
 * an error, or one in its `cause` chain, with a numeric `retryAfterMs`. Such a job is put back for that
 * long without counting as a failed attempt.
 */
export function retryAfterOf(error: unknown): number | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const delay = (current as { retryAfterMs?: unknown }).retryAfterMs;
    if (typeof delay === "number" && Number.isFinite(delay) && delay >= 0) return delay;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The spread added to a provider's retry time: this share of the delay, at least and at most these. */
export const RETRY_JITTER = { share: 0.2, minMs: 500, maxMs: 60_000 } as const;

/**
 * When a job put back for `delayMs` (a provider's 429 with a retry time) comes back: never sooner than
 * asked (sooner would be another 429), later by a random part of the spread, so many jobs limited at
 * once do not all return at the same instant and hit the limit again together (docs/decisions/job-lanes.md).
 * `random` is the services' (Math.random; a fixed value in tests).
 */
export function delayWithJitter(delayMs: number, random: () => number): number {
  const spread = Math.min(Math.max(delayMs * RETRY_JITTER.share, RETRY_JITTER.minMs), RETRY_JITTER.maxMs);
  const draw = Math.min(Math.max(random(), 0), 1);
  return delayMs + Math.round(draw * spread);
}

/** A stored payload its kind's schema refuses: no retry can fix it, so the job fails at once. */
export class MalformedJobPayload extends Error {}

/** The job's payload as its kind's schema reads it, or MalformedJobPayload naming the kind and the fields. */
export function parseJobPayload<S extends z.ZodType>(definition: JobDefinition<string, S>, job: JobRow) {
  const parsed = definition.payload.safeParse(job.payload);
  if (!parsed.success) {
    throw new MalformedJobPayload(
      `malformed ${definition.kind} payload: ${z.prettifyError(parsed.error).replace(/\n/g, " ")}`,
    );
  }
  return parsed.data;
}
