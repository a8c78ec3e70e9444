import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recurringPlans } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { paidMonthlyPlan } from "../../test/monthly-plans.ts";

/* Choosing the charge day: only the plan's owner (or an administrator) moves it. */

let h: Harness;
let owner: string;
let stranger: string;
let admin: string;
let pgId: string;
const path = "/v1/donations/recurring/charge-day";

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "day.owner@example.test" });
  await h.createUser({ email: "day.stranger@example.test" });
  await h.createUser({ email: "day.admin@example.test", role: "admin" });
  const created = await paidMonthlyPlan(h, { email: "day.owner@example.test" });
  pgId = created.pg_id;
  owner = await h.login("day.owner@example.test");
  stranger = await h.login("day.stranger@example.test");
  admin = await h.login("day.admin@example.test");
});
afterAll(() => h.close());

async function anchorDay(): Promise<number | undefined> {
  const [plan] = await h.db.select().from(recurringPlans).where(eq(recurringPlans.pgId, pgId));
  return (plan?.billingState as { anchorDay?: number } | null)?.anchorDay;
}

describe("POST /v1/donations/recurring/charge-day", () => {
  it("anonymous: 401, nothing moves", async () => {
    const before = await anchorDay();
    const response = await h.request("POST", path, { form: { pg_id: pgId, day: "3" } });
    expect(response.status).toBe(401);
    expect(await anchorDay()).toBe(before);
  });

  it("another donor: 403 for someone's plan, 404 for an unknown one; nothing moves", async () => {
    const before = await anchorDay();
    const response = await h.request("POST", path, { cookie: stranger, form: { pg_id: pgId, day: "3" } });
    expect(response.status).toBe(403);
    const unknown = await h.request("POST", path, { cookie: stranger, form: { pg_id: "nope", day: "3" } });
    expect(unknown.status).toBe(404);
    expect(await anchorDay()).toBe(before);
  });

  it("the owner moves it and call 2 answers the new day", async () => {
    const response = await h.request("POST", path, { cookie: owner, form: { pg_id: pgId, day: "3" } });
    expect(await json(response)).toMatchObject({ error: false, result: { pg_id: pgId, charge_day: 3 } });
    expect(await anchorDay()).toBe(3);
  });

  it("an administrator may move it too (support)", async () => {
    const response = await h.request("POST", path, { cookie: admin, json: { pg_id: pgId, day: 20 } });
    expect(await json(response)).toMatchObject({ error: false, result: { charge_day: 20 } });
  });

  it.each([["0"], ["29"], ["31"], ["abc"], ["-1"], ["1.5"], ["9".repeat(400)], [""]])(
    "day %j is refused with billing.chargeDay",
    async (day) => {
      const before = await anchorDay();
      const response = await h.request("POST", path, { cookie: owner, form: { pg_id: pgId, day } });
      expect(response.status).toBe(400);
      expect((await json(response)).fields).toMatchObject({ day: "billing.chargeDay" });
      expect(await anchorDay()).toBe(before);
    },
  );

  it.each([
    [{ pg_id: pgId, day: [3] }],
    [{ pg_id: pgId, day: { day: 3 } }],
    [{ pg_id: [pgId], day: 3 }],
    [[]],
  ])("a JSON body of the wrong type (%j) is a 400", async (body) => {
    const response = await h.request("POST", path, { cookie: owner, json: body });
    expect(response.status).toBe(400);
  });

  it("a body that is no form at all is a 400, and a huge pg_id too", async () => {
    const text = await h.request("POST", path, {
      cookie: owner,
      headers: { "content-type": "text/plain" },
    });
    expect([400, 415]).toContain(text.status);
    const huge = await h.request("POST", path, {
      cookie: owner,
      form: { pg_id: "x".repeat(10_000), day: "3" },
    });
    expect(huge.status).toBe(400);
  });

  it("a stopped plan is refused with billing.stopped", async () => {
    const stop = await h.request("PUT", "/v1/payments/recurring", { cookie: owner, json: { pgid: pgId } });
    expect(stop.status).toBe(200);
    const response = await h.request("POST", path, { cookie: owner, form: { pg_id: pgId, day: "5" } });
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ message: "billing.stopped" });
  });
});
