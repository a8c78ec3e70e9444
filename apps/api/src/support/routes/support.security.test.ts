import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, donations, jobs, pointLedger } from "../../platform/db/schema/index.ts";
import { runDueJobs } from "../../platform/jobs/runner.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { createPayment, donationForm, payOnSandbox } from "../../test/payments.ts";
import { refundJobKind } from "../refund.ts";

/*
 * Donor support: who may search, read a donor and act; what a wrong body, a huge or
 * malformed search and two refunds of one gift (one staffer twice, two at once) do.
 */

let h: Harness;
let staffCookie: string;
let otherStaffCookie: string;
let adminCookie: string;
let donorCookie: string;
let volunteerCookie: string;
let volunteerId: string;

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "sari.staff@example.test", role: "staff", name: "Sari Staff" });
  await h.createUser({ email: "tono.staff@example.test", role: "staff", name: "Tono Staff" });
  await h.createUser({ email: "ana.admin@example.test", role: "admin", name: "Ana Admin" });
  await h.createUser({ email: "dodi.donor@example.test", role: "donor" });
  const volunteer = await h.createUser({ email: "vina.volunteer@example.test", role: "volunteer" });
  volunteerId = volunteer.id;
  staffCookie = await h.login("sari.staff@example.test");
  otherStaffCookie = await h.login("tono.staff@example.test");
  adminCookie = await h.login("ana.admin@example.test");
  donorCookie = await h.login("dodi.donor@example.test");
  volunteerCookie = await h.login("vina.volunteer@example.test");
});
afterAll(() => h.close());

async function paidGift(email: string, referral = "") {
  const created = await createPayment(h, "single", donationForm({ email, referral, amount: "150000" }));
  await payOnSandbox(h, created.pg_id);
  const [row] = await h.db.select().from(donations).where(eq(donations.pgId, created.pg_id));
  if (!row) throw new Error("no donation");
  return row;
}

const reason = { reason: "The donor called: charged twice by mistake" };

describe("who may use donor support", () => {
  it("anonymous 401, donor and volunteer 403, staff and admin 200 on every call", async () => {
    const gift = await paidGift("who@example.test");
    const calls: [string, string, unknown?][] = [
      ["GET", "/v1/admin/donors?q=who%40example.test"],
      ["GET", `/v1/admin/donors/guest-${gift.id}`],
      ["GET", "/v1/admin/donations/flagged"],
      ["POST", `/v1/admin/donations/${gift.id}/resend`, reason],
      ["POST", `/v1/admin/donations/${gift.id}/refund`, reason],
      ["POST", "/v1/admin/plans/no-such-plan/stop", reason],
    ];
    for (const [method, path, body] of calls) {
      const options = body ? { json: body } : {};
      expect((await h.request(method, path, options)).status, `${method} ${path} anonymous`).toBe(401);
      for (const cookie of [donorCookie, volunteerCookie]) {
        expect((await h.request(method, path, { ...options, cookie })).status, `${method} ${path}`).toBe(403);
      }
    }
    const search = await h.request("GET", "/v1/admin/donors?q=who%40example.test", { cookie: adminCookie });
    expect(search.status).toBe(200);
    const page = await h.request("GET", `/v1/admin/donors/guest-${gift.id}`, { cookie: staffCookie });
    expect(page.status).toBe(200);
  });

  it("unknown donors, donations and plans are 404", async () => {
    for (const path of ["/v1/admin/donors/nobody", "/v1/admin/donors/guest-nothing"]) {
      expect((await h.request("GET", path, { cookie: staffCookie })).status, path).toBe(404);
    }
    for (const path of [
      "/v1/admin/donations/missing/resend",
      "/v1/admin/donations/missing/refund",
      "/v1/admin/plans/missing/stop",
    ]) {
      expect((await h.request("POST", path, { cookie: staffCookie, json: reason })).status, path).toBe(404);
    }
  });
});

describe("bodies and search text", () => {
  it("an action needs a JSON reason of 1-500 characters", async () => {
    const gift = await paidGift("bodies@example.test");
    const path = `/v1/admin/donations/${gift.id}/resend`;
    for (const body of [
      {},
      { reason: "" },
      { reason: "   " },
      { reason: 42 },
      { reason: "x".repeat(501) },
      [],
    ]) {
      const response = await h.request("POST", path, { cookie: staffCookie, json: body });
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const form = await h.request("POST", path, { cookie: staffCookie, form: { reason: "a form" } });
    expect([400, 415]).toContain(form.status);
    const broken = await h.request("POST", path, {
      cookie: staffCookie,
      headers: { "content-type": "application/json" },
    });
    expect(broken.status).toBe(400);
  });

  it("an action without any body is 400 and does nothing (no refund, stop or mail without a reason)", async () => {
    const gift = await paidGift("no-body@example.test");
    for (const action of ["resend", "refund"]) {
      const response = await h.request("POST", `/v1/admin/donations/${gift.id}/${action}`, {
        cookie: staffCookie,
      });
      expect(response.status, action).toBe(400);
    }
    const [queued] = await h.db
      .select({ count: sql<number>`count(*)::int` })
      .from(jobs)
      .where(eq(jobs.kind, refundJobKind));
    expect(queued?.count).toBe(0);
    const audited = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `donation:${gift.id}`));
    expect(audited.filter((entry) => entry.action.startsWith("support."))).toEqual([]);
  });

  it("an empty, huge or odd search is refused or finds nothing, never an error", async () => {
    const empty = await h.request("GET", "/v1/admin/donors?q=", { cookie: staffCookie });
    expect(empty.status).toBe(400);
    const huge = await h.request("GET", `/v1/admin/donors?q=${"a".repeat(201)}`, { cookie: staffCookie });
    expect(huge.status).toBe(400);
    const missing = await h.request("GET", "/v1/admin/donors", { cookie: staffCookie });
    expect(missing.status).toBe(400);
    for (const q of ["%", "_", "\\", "%' or 1=1 --", "😀", "\u0000", "a%b", "+62", "RL-", "<script>"]) {
      const response = await h.request("GET", `/v1/admin/donors?q=${encodeURIComponent(q)}`, {
        cookie: staffCookie,
      });
      expect([200, 400], q).toContain(response.status);
      if (response.status === 200) expect((await json<{ result: unknown[] }>(response)).result).toEqual([]);
    }
  });

  it("a search answers at most 20 donors", async () => {
    for (let index = 0; index < 22; index += 1) {
      await createPayment(
        h,
        "single",
        donationForm({ email: `many${index}@example.test`, fullname: `Manyname Person ${index}` }),
      );
    }
    const response = await h.request("GET", "/v1/admin/donors?q=manyname", { cookie: staffCookie });
    expect((await json<{ result: unknown[] }>(response)).result).toHaveLength(20);
  });
});

describe("refunds move money once", () => {
  it("a pending or failed donation is refused with a clear message", async () => {
    const pending = await createPayment(h, "single", donationForm({ email: "pending@example.test" }));
    const failed = await createPayment(h, "single", donationForm({ email: "failed@example.test" }));
    await payOnSandbox(h, failed.pg_id, "failed");
    for (const pgId of [pending.pg_id, failed.pg_id]) {
      const [row] = await h.db.select().from(donations).where(eq(donations.pgId, pgId));
      const response = await h.request("POST", `/v1/admin/donations/${row?.id}/refund`, {
        cookie: staffCookie,
        json: reason,
      });
      expect(response.status).toBe(409);
      expect((await json(response)).message).toBe("support.refund.notPaid");
    }
  });

  it("the same staffer twice: one refund job, the second is 409", async () => {
    const gift = await paidGift("twice@example.test");
    const path = `/v1/admin/donations/${gift.id}/refund`;
    expect((await h.request("POST", path, { cookie: staffCookie, json: reason })).status).toBe(200);
    const again = await h.request("POST", path, { cookie: staffCookie, json: reason });
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe("support.refund.alreadyRequested");
    await runDueJobs(h.services);
    const [row] = await h.db.select().from(donations).where(eq(donations.id, gift.id));
    expect(row?.status).toBe("refunded");
    const after = await h.request("POST", path, { cookie: staffCookie, json: reason });
    expect(after.status).toBe(409);
  });

  it("two staffers at once: exactly one request goes through and the points reverse once", async () => {
    const volunteer = await h.db.execute(sql`select referral_code from users where id = ${volunteerId}`);
    const code = (volunteer as unknown as { rows: { referral_code: string }[] }).rows[0]?.referral_code ?? "";
    const gift = await paidGift("race@example.test", code);
    const points = async () => {
      const rows = await h.db
        .select({ sum: sql<string>`coalesce(sum(${pointLedger.points}), 0)` })
        .from(pointLedger)
        .where(eq(pointLedger.userId, volunteerId));
      return Number(rows[0]?.sum ?? 0);
    };
    const before = await points();
    expect(before).toBeGreaterThan(0);
    const path = `/v1/admin/donations/${gift.id}/refund`;
    const answers = await Promise.all([
      h.request("POST", path, { cookie: staffCookie, json: reason }),
      h.request("POST", path, { cookie: otherStaffCookie, json: reason }),
      h.request("POST", path, { cookie: adminCookie, json: reason }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const queued = await h.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `refund:${gift.id}`));
    expect(queued).toHaveLength(1);
    await runDueJobs(h.services);
    await runDueJobs(h.services);
    expect(await points()).toBe(0);
    const entries = await h.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'support.refund' and ${auditLog.subject} = ${`donation:${gift.id}`}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.data).toMatchObject({ reason: reason.reason });
  });
});
