import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Mailer } from "../../mail/mailer.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { jobs } from "../db/schema/index.ts";
import type { JobLane } from "./lanes.ts";
import { claimJobs, enqueueJob, enqueueJobs, JOB_VISIBILITY_MS } from "./queue.ts";
import { createJobPool, type JobLimits, runDueJobs } from "./runner.ts";

let h: Harness;
let realDeliver: Mailer["deliver"];
beforeAll(async () => {
  h = await createHarness();
  realDeliver = h.services.mailer.deliver;
});
afterAll(() => h.close());

/** What the stubbed SMTP send saw: order of outbox ids, how many at once (all, per lane). */
let log: { order: string[]; now: number; most: number; lanes: Record<string, number> };
/** Each send takes this long (the SMTP server's answer time). */
let sendMs = 20;

beforeEach(async () => {
  await h.db.delete(jobs).where(like(jobs.key, "pool:%"));
  log = { order: [], now: 0, most: 0, lanes: {} };
  sendMs = 20;
  h.services.mailer.deliver = async (outboxId) => {
    log.now += 1;
    log.most = Math.max(log.most, log.now);
    await new Promise((resolve) => setTimeout(resolve, sendMs));
    log.order.push(outboxId);
    log.now -= 1;
  };
});
afterAll(() => {
  h.services.mailer.deliver = realDeliver;
});

function queueMails(count: number, lane: JobLane, prefix: string = lane) {
  return enqueueJobs(
    h.db,
    Array.from({ length: count }, (_, index) => ({
      kind: "mail" as const,
      key: `pool:${prefix}:${index}`,
      payload: { outboxId: `${prefix}-${index}` },
      runAt: new Date(0),
      lane,
    })),
  );
}

const limits = (urgent: number, bulk: number, smtp: number): JobLimits => ({
  lanes: { urgent, bulk },
  resources: { smtp, provider: 4, whatsapp: 4 },
});

async function statusOf(key: string) {
  const [row] = await h.db.select().from(jobs).where(eq(jobs.key, key));
  return row?.status;
}

describe("the job pool", () => {
  it("stores each job's lane: its kind's, or bulk when a bulk job queues it, or the one asked for", async () => {
    await enqueueJob(h.db, {
      kind: "mail",
      key: "pool:lane:a",
      payload: { outboxId: "a" },
      runAt: new Date(0),
    });
    await enqueueJob(h.db, {
      kind: "billing-tick",
      key: "pool:lane:b",
      payload: { planId: "none" },
      runAt: new Date(0),
    });
    const rows = await h.db.select().from(jobs).where(like(jobs.key, "pool:lane:%"));
    expect(Object.fromEntries(rows.map((row) => [row.key, row.lane]))).toEqual({
      "pool:lane:a": "urgent",
      "pool:lane:b": "bulk",
    });
    expect((await claimJobs(h.db, h.clock.current, 10, "urgent")).map((job) => job.key)).toEqual([
      "pool:lane:a",
    ]);
    expect((await claimJobs(h.db, h.clock.current, 10, "bulk")).map((job) => job.key)).toEqual([
      "pool:lane:b",
    ]);
  });

  it("runs jobs at once up to the lane's slots, and never more of a resource than its limit", async () => {
    await queueMails(24, "bulk");
    const wide = createJobPool(h.services, limits(2, 6, 16));
    wide.pump();
    await wide.settled();
    expect(log.order).toHaveLength(24);
    expect(log.most).toBe(6);

    log = { order: [], now: 0, most: 0, lanes: {} };
    await queueMails(24, "bulk", "narrow");
    const narrow = createJobPool(h.services, limits(2, 12, 3));
    narrow.pump();
    await narrow.settled();
    expect(log.order).toHaveLength(24);
    expect(log.most).toBe(3);
  });

  it("an urgent mail queued behind a bulk backlog leaves within a send or two, not after the backlog", async () => {
    await queueMails(60, "bulk");
    sendMs = 30;
    const pool = createJobPool(h.services, limits(2, 4, 5));
    pool.pump();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await queueMails(1, "urgent");
    pool.pump();
    await pool.settled();
    const position = log.order.indexOf("urgent-0");
    expect(position).toBeGreaterThanOrEqual(0);
    // About 12 bulk mails were sent before it was queued; the backlog is 60.
    expect(position).toBeLessThan(25);
  });

  it("stop() takes no new jobs and resolves once the jobs in flight have ended", async () => {
    await queueMails(20, "bulk");
    sendMs = 80;
    const pool = createJobPool(h.services, limits(2, 4, 4));
    pool.pump();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(log.now).toBe(4);
    await pool.stop();
    expect(log.now).toBe(0);
    expect(log.order).toHaveLength(4);
    const rows = await h.db.select().from(jobs).where(like(jobs.key, "pool:bulk:%"));
    expect(rows.filter((row) => row.status === "done")).toHaveLength(4);
    expect(rows.filter((row) => row.status === "queued")).toHaveLength(16);
    expect(rows.filter((row) => row.status === "running")).toHaveLength(0);
  });

  it("a job claimed by a process that died is taken again after the visibility timeout and done once", async () => {
    await queueMails(1, "urgent", "crash");
    const [claimed] = await claimJobs(h.db, h.clock.current, 1, "urgent");
    expect(claimed?.key).toBe("pool:crash:0");
    // The claiming process dies mid-job: nobody else takes it before the timeout.
    await runDueJobs(h.services);
    expect(log.order).toEqual([]);
    h.clock.current = new Date(h.clock.current.getTime() + JOB_VISIBILITY_MS + 1000);
    await runDueJobs(h.services);
    await runDueJobs(h.services);
    expect(log.order).toEqual(["crash-0"]);
    expect(await statusOf("pool:crash:0")).toBe("done");
  });
});
