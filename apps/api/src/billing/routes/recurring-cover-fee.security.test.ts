import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, recurringPlans } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { paidMonthlyPlan } from "../../test/monthly-plans.ts";

/* Covering the fee on a monthly plan (docs/product/monthly-giving.md#cover-the-fee): its owner or an administrator. */

let h: Harness;
const cookies: Record<string, string> = {};
let pgId: string;
const path = "/v1/donations/recurring/cover-fee";

beforeAll(async () => {
  h = await createHarness();
  for (const role of ["donor", "volunteer", "staff", "admin"] as const) {
    await h.createUser({ email: `cover.${role}@example.test`, role });
    cookies[role] = await h.login(`cover.${role}@example.test`);
  }
  await h.createUser({ email: "cover.owner@example.test" });
  cookies.owner = await h.login("cover.owner@example.test");
  pgId = (await paidMonthlyPlan(h, { email: "cover.owner@example.test", cover_fee: "true" })).pg_id;
}, 60_000);
afterAll(() => h.close());

async function covers(): Promise<boolean | undefined> {
  const [plan] = await h.db.select().from(recurringPlans).where(eq(recurringPlans.pgId, pgId));
  return plan?.coverFee;
}

describe(`POST ${path}`, () => {
  it("anonymous: 401; another donor, a volunteer and staff: 403; nothing moves", async () => {
    expect((await h.request("POST", path, { form: { pg_id: pgId, cover_fee: "false" } })).status).toBe(401);
    for (const role of ["donor", "volunteer", "staff"]) {
      const response = await h.request("POST", path, {
        cookie: cookies[role] ?? "",
        form: { pg_id: pgId, cover_fee: "false" },
      });
      expect(response.status).toBe(403);
    }
    const unknown = await h.request("POST", path, {
      cookie: cookies.donor ?? "",
      form: { pg_id: "nope", cover_fee: "false" },
    });
    expect(unknown.status).toBe(404);
    expect(await covers()).toBe(true);
  });

  it("the owner turns it off and on; call 2 answers the choice; each change is audited once", async () => {
    const off = await h.request("POST", path, {
      cookie: cookies.owner ?? "",
      form: { pg_id: pgId, cover_fee: "false" },
    });
    expect(await json(off)).toMatchObject({ error: false, result: { pg_id: pgId, cover_fee: false } });
    expect(await covers()).toBe(false);
    // A replay changes nothing more and writes no second entry.
    const again = await h.request("POST", path, {
      cookie: cookies.owner ?? "",
      form: { pg_id: pgId, cover_fee: "false" },
    });
    expect(again.status).toBe(200);
    const read = await h.request("GET", "/v1/donations/recurring", { cookie: cookies.owner ?? "" });
    expect(await json(read)).toMatchObject({ result: { cover_fee: false } });
    const on = await h.request("POST", path, {
      cookie: cookies.owner ?? "",
      json: { pg_id: pgId, cover_fee: true },
    });
    expect(await json(on)).toMatchObject({ result: { cover_fee: true } });
    const entries = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "recurring.coverFee")));
    expect(entries).toHaveLength(2);
  });

  it("an administrator may change it (support)", async () => {
    const response = await h.request("POST", path, {
      cookie: cookies.admin ?? "",
      json: { pg_id: pgId, cover_fee: false },
    });
    expect(await json(response)).toMatchObject({ result: { cover_fee: false } });
  });

  it.each([
    [{ pg_id: pgId, cover_fee: "yes please" }],
    [{ pg_id: pgId, cover_fee: 1 }],
    [{ pg_id: pgId, cover_fee: [true] }],
    [{ pg_id: pgId }],
    [{ pg_id: [pgId], cover_fee: true }],
    [{ pg_id: "x".repeat(10_000), cover_fee: true }],
    [[]],
  ])("a body of the wrong type or size (%#) is a 400", async (body) => {
    const before = await covers();
    const response = await h.request("POST", path, { cookie: cookies.owner ?? "", json: body });
    expect(response.status).toBe(400);
    expect(await covers()).toBe(before);
  });

  it("a body that is no form at all is refused", async () => {
    const response = await h.request("POST", path, {
      cookie: cookies.owner ?? "",
      headers: { "content-type": "text/plain" },
    });
    expect([400, 415]).toContain(response.status);
  });

  it("a stopped plan is refused with billing.stopped", async () => {
    const stop = await h.request("PUT", "/v1/payments/recurring", {
      cookie: cookies.owner ?? "",
      json: { pgid: pgId },
    });
    expect(stop.status).toBe(200);
    const response = await h.request("POST", path, {
      cookie: cookies.owner ?? "",
      form: { pg_id: pgId, cover_fee: "true" },
    });
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ message: "billing.stopped" });
  });
});
