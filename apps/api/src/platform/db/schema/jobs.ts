import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { jobLanes } from "../../jobs/lanes.ts";
import { createdAt, id, instant } from "./columns.ts";

export const jobStatuses = ["queued", "running", "done", "failed"] as const;

/** Work for later (monthly charges, reminders, expiry); taken with FOR UPDATE SKIP LOCKED. */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    kind: text("kind").notNull(),
    /** `urgent` (a person waits for it) or `bulk`: each lane is claimed on its own (docs/decisions/job-lanes.md). */
    lane: text("lane", { enum: jobLanes }).notNull().default("urgent"),
    /** What the job is about (`billing:<plan>`, `charge:<plan>:<day>:<retry>`): one job per key, so re-enqueueing is idempotent. */
    key: text("key"),
    payload: jsonb("payload").notNull().default({}),
    status: text("status", { enum: jobStatuses }).notNull().default("queued"),
    runAt: instant("run_at").notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    lockedAt: instant("locked_at"),
    /** When a runner last claimed it (an attempt began); null until one does. `run_at` is when it is due. */
    lastTriedAt: instant("last_tried_at"),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (table) => [
    index("jobs_due_idx").on(table.status, table.runAt),
    index("jobs_lane_due_idx").on(table.lane, table.status, table.runAt),
    uniqueIndex("jobs_key_idx").on(table.key),
  ],
);
