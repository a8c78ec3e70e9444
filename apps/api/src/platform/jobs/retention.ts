import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import {
  emailOutbox,
  idempotencyKeys,
  jobs,
  newsletterSubscriptions,
  rateLimits,
  sessions,
  verifications,
} from "../db/schema/index.ts";

const day = 24 * 3600_000;

/**
 * How long what expires is kept. Money records (donations, ledger, webhook events, audit) are never
 * deleted here: they are the foundation's books.
 */
export const retention = {
  /** A replayed Idempotency-Key older than this is a new request (clients retry within minutes). */
  idempotencyKeys: 2 * day,
  /** Longer than the longest rate-limit window (a day). */
  rateLimits: 2 * day,
  /**
   * Finished jobs. A job's key (`charge:<plan>:<day>:<retry>`) is what makes a second enqueue a no-op,
   * so it is kept well past any cycle that could be enqueued again.
   */
  finishedJobs: 400 * day,
  /** Mails: the support trail of what was sent, then gone. */
  mails: 180 * day,
  /** A newsletter sign-up never confirmed is forgotten. */
  unconfirmedSubscriptions: 30 * day,
} as const;

export type RetentionCounts = Record<
  "sessions" | "verifications" | "idempotencyKeys" | "rateLimits" | "jobs" | "mails" | "subscriptions",
  number
>;

/** Deletes everything past its time; idempotent, so any process may run it at any moment. */
export async function deleteExpired(db: Database, now: Date): Promise<RetentionCounts> {
  const before = (age: number) => new Date(now.getTime() - age);
  const counted = async (query: Promise<{ id: unknown }[]>) => (await query).length;
  return {
    sessions: await counted(
      db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }),
    ),
    verifications: await counted(
      db.delete(verifications).where(lt(verifications.expiresAt, now)).returning({ id: verifications.id }),
    ),
    idempotencyKeys: await counted(
      db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, before(retention.idempotencyKeys)))
        .returning({ id: idempotencyKeys.key }),
    ),
    rateLimits: await counted(
      db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, before(retention.rateLimits)))
        .returning({ id: rateLimits.key }),
    ),
    jobs: await counted(
      db
        .delete(jobs)
        .where(and(eq(jobs.status, "done"), lt(jobs.runAt, before(retention.finishedJobs))))
        .returning({ id: jobs.id }),
    ),
    mails: await counted(
      db
        .delete(emailOutbox)
        .where(lt(emailOutbox.createdAt, before(retention.mails)))
        .returning({ id: emailOutbox.id }),
    ),
    subscriptions: await counted(
      db
        .delete(newsletterSubscriptions)
        .where(
          and(
            eq(newsletterSubscriptions.status, "pending"),
            lt(newsletterSubscriptions.createdAt, before(retention.unconfirmedSubscriptions)),
          ),
        )
        .returning({ id: newsletterSubscriptions.id }),
    ),
  };
}
