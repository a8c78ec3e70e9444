import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../platform/db/schema/index.ts";
import { JOB_MAX_ATTEMPTS } from "../../platform/jobs/queue.ts";
import { runDueJobs } from "../../platform/jobs/runner.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";

// The System screen's failed jobs (docs/product/staff-console.md#system) show when each was last tried:
// the time a runner claimed it, never its due time (a mail is queued due at the epoch).
let h: Harness;
let cookie = "";

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "system.happy.admin@example.test", role: "admin" });
  cookie = await h.login("system.happy.admin@example.test");
  await h.createUser({ email: "system.happy.donor@example.test", role: "donor" });
}, 60_000);
afterAll(() => h.close());

interface Listed {
  id: string;
  kind: string;
  last_tried_at: string | null;
}

describe("the failed jobs an administrator sees", () => {
  it("carry the time of their last attempt, not the epoch a mail is due at; one never tried has none", async () => {
    await h.request("POST", "/v1/oauth/link", { json: { email: "system.happy.donor@example.test" } });
    const [mail] = await h.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "mail"), eq(jobs.status, "queued")));
    if (!mail) throw new Error("no mail job");
    expect(mail.runAt.getTime()).toBe(0);
    // Its last attempt: SMTP refuses it once more and the job gives up.
    await h.db
      .update(jobs)
      .set({ attempts: JOB_MAX_ATTEMPTS - 1 })
      .where(eq(jobs.id, mail.id));
    const deliver = h.services.mailer.deliver;
    h.services.mailer.deliver = async () => {
      throw new Error("550 mailbox unavailable");
    };
    const triedAt = new Date(h.clock.current.getTime() + 60_000);
    h.clock.current = triedAt;
    try {
      await runDueJobs(h.services);
    } finally {
      h.services.mailer.deliver = deliver;
    }
    const [never] = await h.db
      .insert(jobs)
      .values({ kind: "mail", status: "failed", runAt: new Date(0), lastError: "never claimed" })
      .returning();

    const { result } = await json<{ result: Listed[] }>(
      await h.request("GET", "/v1/admin/system/jobs", { cookie }),
    );
    const tried = result.find((row) => row.id === mail.id);
    expect(tried).toMatchObject({ kind: "mail", last_tried_at: triedAt.toISOString() });
    expect(result.find((row) => row.id === never?.id)?.last_tried_at).toBeNull();
    expect(JSON.stringify(result)).not.toContain("1970-01-01");
    // Newest failure first; the one never tried last.
    expect(result.map((row) => row.id)).toEqual([mail.id, never?.id]);
  });
});
