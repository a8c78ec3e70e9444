import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.ts";
import { jobs } from "../db/schema/index.ts";
import { claimJobs, enqueueJob, finishJob, JOB_VISIBILITY_MS } from "./queue.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("the job queue", () => {
  it(`two runners claiming at once never take one job twice (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, async () => {
    const now = h.clock.current;
    for (let index = 0; index < 120; index += 1) {
      await enqueueJob(h.db, {
        kind: "billing-tick",
        key: `race:${index}`,
        payload: { planId: `race-${index}` },
        runAt: now,
      });
    }
    const runner = async () => {
      const taken: string[] = [];
      for (;;) {
        const claimed = await claimJobs(h.db, now, 7);
        if (claimed.length === 0) return taken;
        for (const job of claimed) {
          taken.push(job.key ?? "");
          await finishJob(h.db, job);
        }
      }
    };
    const [first, second, third] = await Promise.all([runner(), runner(), runner()]);
    const all = [...(first ?? []), ...(second ?? []), ...(third ?? [])];
    expect(all).toHaveLength(120);
    expect(new Set(all).size).toBe(120);
  });

  it("a job whose runner crashed is taken again after the visibility timeout, not before", async () => {
    const now = h.clock.current;
    await enqueueJob(h.db, {
      kind: "billing-tick",
      key: "crash:1",
      payload: { planId: "crash" },
      runAt: now,
    });
    const [claimed] = await claimJobs(h.db, now, 1);
    expect(claimed?.key).toBe("crash:1");
    // The process dies here: the job stays `running`.
    expect(await claimJobs(h.db, new Date(now.getTime() + JOB_VISIBILITY_MS - 1000), 5)).toEqual([]);
    const [again] = await claimJobs(h.db, new Date(now.getTime() + JOB_VISIBILITY_MS + 1000), 5);
    expect(again?.key).toBe("crash:1");
    expect(again?.attempts).toBe(2);
  });

  it("enqueueing the same key twice makes one job; a reschedule moves it", async () => {
    const now = h.clock.current;
    await enqueueJob(h.db, { kind: "billing-tick", key: "once", payload: { planId: "once" }, runAt: now });
    await enqueueJob(h.db, { kind: "billing-tick", key: "once", payload: { planId: "once" }, runAt: now });
    const later = new Date(now.getTime() + 3600_000);
    await enqueueJob(h.db, {
      kind: "billing-tick",
      key: "once",
      payload: { planId: "once" },
      runAt: later,
      reschedule: true,
    });
    const rows = await h.db.select().from(jobs).where(eq(jobs.key, "once"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.runAt.getTime()).toBe(later.getTime());
  });
});
