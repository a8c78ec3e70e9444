import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, jobs } from "../../platform/db/schema/index.ts";
import { runDueJobs } from "../../platform/jobs/runner.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";

// The System screen's calls (docs/product/staff-console.md#system): administrators only; a retry queues a
// failed job again, refuses any other, and is audited.
let h: Harness;
const cookies: Record<string, string> = {};
const paths = ["/v1/admin/system", "/v1/admin/system/jobs"];

beforeAll(async () => {
  h = await createHarness();
  for (const role of ["donor", "volunteer", "staff", "admin"] as const) {
    await h.createUser({ email: `system.${role}@example.test`, role });
    cookies[role] = await h.login(`system.${role}@example.test`);
  }
}, 60_000);
afterAll(() => h.close());

/** A real mail job (a sign-in link), made to fail as if SMTP had refused it five times. */
async function failedMailJob(): Promise<string> {
  const email = "system.donor@example.test";
  await h.request("POST", "/v1/oauth/link", { json: { email } });
  const [job] = await h.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, "mail"), eq(jobs.status, "queued")));
  if (!job) throw new Error("no mail job");
  await h.db
    .update(jobs)
    .set({
      status: "failed",
      attempts: 5,
      lastError: `550 mailbox unavailable for ${email}\nparams: ${email},secret-value ${"x".repeat(400)}`,
    })
    .where(eq(jobs.id, job.id));
  return job.id;
}

describe("who may see the System screen's figures and failed jobs", () => {
  it("anonymous: 401; donor, volunteer and staff: 403; admin: 200", async () => {
    for (const path of paths) {
      expect((await h.request("GET", path)).status).toBe(401);
      for (const role of ["donor", "volunteer", "staff"]) {
        expect((await h.request("GET", path, { cookie: cookies[role] ?? "" })).status).toBe(403);
      }
      expect((await h.request("GET", path, { cookie: cookies.admin ?? "" })).status).toBe(200);
    }
  });

  it("a retry: anonymous 401, donor, volunteer and staff 403, whatever the id", async () => {
    const id = await failedMailJob();
    const path = `/v1/admin/system/jobs/${id}/retry`;
    expect((await h.request("POST", path, { json: { reason: "x" } })).status).toBe(401);
    for (const role of ["donor", "volunteer", "staff"]) {
      const response = await h.request("POST", path, { cookie: cookies[role] ?? "", json: { reason: "x" } });
      expect(response.status).toBe(403);
    }
    const [row] = await h.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
    expect(row?.status).toBe("failed");
    await h.db.delete(jobs).where(eq(jobs.id, id));
  });
});

describe("an administrator on the System screen", () => {
  it("sees the failed job's kind, attempts and a cleaned, cut error, never its payload", async () => {
    const id = await failedMailJob();
    const listed = await h.request("GET", "/v1/admin/system/jobs", { cookie: cookies.admin ?? "" });
    const text = await listed.clone().text();
    const { result } = await json<{
      result: { id: string; kind: string; attempts: number; last_error: string }[];
    }>(listed);
    const job = result.find((row) => row.id === id);
    expect(job).toMatchObject({ kind: "mail", attempts: 5 });
    expect(job?.last_error.length).toBeLessThanOrEqual(300);
    expect(text).not.toContain("@example.test");
    expect(text).not.toContain("secret-value");
    expect(text).not.toContain("payload");
    const figures = await h.request("GET", "/v1/admin/system", { cookie: cookies.admin ?? "" });
    const { result: summary } = await json<{ result: { failed_total: number; jobs: { kind: string }[] } }>(
      figures,
    );
    expect(summary.failed_total).toBeGreaterThanOrEqual(1);
    expect(summary.jobs.some((row) => row.kind === "mail")).toBe(true);
    await h.db.delete(jobs).where(eq(jobs.id, id));
  });

  it("retries a failed job: queued now with attempts from 0, audited with the reason, and it then runs", async () => {
    const id = await failedMailJob();
    const response = await h.request("POST", `/v1/admin/system/jobs/${id}/retry`, {
      cookie: cookies.admin ?? "",
      json: { reason: "SMTP is back" },
    });
    expect(response.status).toBe(200);
    expect((await json<{ result: unknown }>(response)).result).toEqual({
      id,
      kind: "mail",
      status: "queued",
    });
    const [row] = await h.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: "queued", attempts: 0 });
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `job:${id}`));
    expect(entry).toMatchObject({ action: "job.retry", actorEmail: "system.admin@example.test" });
    expect(entry?.data).toMatchObject({ reason: "SMTP is back", kind: "mail", attempts: 5 });

    await runDueJobs(h.services);
    const [after] = await h.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
    expect(after?.status).toBe("done");
  });

  it("refuses to retry a job that is not failed (409) or does not exist (404), and a retry without a reason (400)", async () => {
    const [queued] = await h.db
      .insert(jobs)
      .values({ kind: "mail", runAt: new Date(Date.now() + 86_400_000) })
      .returning();
    const [done] = await h.db.insert(jobs).values({ kind: "mail", status: "done" }).returning();
    for (const job of [queued, done]) {
      const response = await h.request("POST", `/v1/admin/system/jobs/${job?.id}/retry`, {
        cookie: cookies.admin ?? "",
        json: { reason: "try" },
      });
      expect(response.status).toBe(409);
    }
    const unknown = await h.request("POST", "/v1/admin/system/jobs/no-such-job/retry", {
      cookie: cookies.admin ?? "",
      json: { reason: "try" },
    });
    expect(unknown.status).toBe(404);
    const id = await failedMailJob();
    const noReason = await h.request("POST", `/v1/admin/system/jobs/${id}/retry`, {
      cookie: cookies.admin ?? "",
      json: { reason: "" },
    });
    expect(noReason.status).toBe(400);
    const audited = await h.db.select().from(auditLog).where(eq(auditLog.action, "job.retry"));
    expect(
      audited.every((entry) => entry.subject !== `job:${queued?.id}` && entry.subject !== `job:${done?.id}`),
    ).toBe(true);
  });
});
