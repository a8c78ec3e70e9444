import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { paidMonthlyPlan } from "../../test/monthly-plans.ts";

let h: Harness;
let cookie: string;
let pgId: string;
const email = "monthly.owner@example.test";

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email, name: "Monthly Owner" });
  const created = await paidMonthlyPlan(h, { email, payment_methods: "VISA" });
  pgId = created.pg_id;
  cookie = await h.login(email);
});
afterAll(() => h.close());

type Plan = {
  pg_id: string;
  status: string;
  payment_method: string;
  payment_type: string;
  amount: number;
  next_charge_date: string | null;
  paused_until: string | null;
  skipped: boolean;
};

async function plan(): Promise<Plan> {
  return (await json<{ result: Plan }>(await h.request("GET", "/v1/donations/recurring", { cookie }))).result;
}

describe("recurring management for the session donor", () => {
  it("call 2 shows status, method, amount, pg_id and the next charge date a month after the first payment", async () => {
    const current = await plan();
    expect(current).toMatchObject({ pg_id: pgId, status: "active", payment_method: "VISA", amount: 100000 });
    expect(current.payment_type).toBe("recurring");
    expect(current.next_charge_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("call 10 changes the amount and method; below Rp 10.000 is refused with amount.min", async () => {
    const changed = await h.request("PUT", "/v1/donations", {
      cookie,
      form: { email, payment_methods: "BNI", id: pgId, amount: "25000" },
    });
    expect(await json(changed)).toMatchObject({
      error: false,
      result: { amount: 25000, payment_method: "BNI", payment_type: "reminder" },
    });
    const low = await h.request("PUT", "/v1/donations", {
      cookie,
      form: { email, payment_methods: "BNI", id: pgId, amount: "5000" },
    });
    expect(low.status).toBe(400);
    expect((await json(low)).fields).toMatchObject({ amount: "amount.min" });
  });

  it("call 12 switches between recurring and reminder channels; GOPAY is not offered monthly", async () => {
    const changed = await h.request("POST", "/v1/donations/changePaymentMethod", {
      cookie,
      form: { pg_id: pgId, payment_methods: "OVO" },
    });
    expect(await json(changed)).toMatchObject({ error: false, result: { payment_method: "OVO" } });
    const gopay = await h.request("POST", "/v1/donations/changePaymentMethod", {
      cookie,
      form: { pg_id: pgId, payment_methods: "GOPAY" },
    });
    expect((await json(gopay)).fields).toMatchObject({ payment_methods: "payment.methodUnavailable" });
  });

  it("skip moves the next charge a month; a second skip is refused", async () => {
    const before = await plan();
    const skipped = await json<{ result: Plan }>(
      await h.request("POST", "/v1/donations/recurring/skip", { cookie, form: { pg_id: pgId } }),
    );
    expect(skipped.result.skipped).toBe(true);
    expect(skipped.result.next_charge_date).not.toBe(before.next_charge_date);
    const again = await h.request("POST", "/v1/donations/recurring/skip", { cookie, form: { pg_id: pgId } });
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe("billing.alreadySkipped");
  });

  it("pause takes 1-3 months; 4 is refused; reactivate resumes", async () => {
    const four = await h.request("POST", "/v1/donations/recurring/pause", {
      cookie,
      form: { pg_id: pgId, months: "4" },
    });
    expect((await json(four)).fields).toMatchObject({ months: "billing.pauseMonths" });
    const paused = await json<{ result: Plan }>(
      await h.request("POST", "/v1/donations/recurring/pause", {
        cookie,
        form: { pg_id: pgId, months: "2" },
      }),
    );
    expect(paused.result.status).toBe("paused");
    expect(paused.result.paused_until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const active = await json<{ result: Plan }>(
      await h.request("POST", "/v1/donations/activate", { cookie, form: { pg_id: pgId } }),
    );
    expect(active.result.status).toBe("active");
    const again = await h.request("POST", "/v1/donations/activate", { cookie, form: { pg_id: pgId } });
    expect(again.status).toBe(409);
  });

  it("call 5 by the owner stops at once, and the mail says it stopped at once; again is 404; reactivate restarts", async () => {
    const stop = await h.request("PUT", "/v1/payments/recurring", { cookie, json: { pgid: pgId } });
    expect(await json(stop)).toMatchObject({ error: false, result: "success" });
    expect((await plan()).status).toBe("inactive");
    const mail = (await h.outbox(email)).find((row) => row.kind === "stop-confirmation");
    expect(mail?.text).toMatch(/sudah berhenti: mulai hari ini tidak ada lagi penarikan dana atau tagihan/);
    expect(mail?.text).not.toMatch(/hari kerja|7-14/);
    expect((await h.request("PUT", "/v1/payments/recurring", { cookie, json: { pgid: pgId } })).status).toBe(
      404,
    );
    const restarted = await json<{ result: Plan }>(
      await h.request("POST", "/v1/donations/activate", { cookie, form: { pg_id: pgId } }),
    );
    expect(restarted.result.status).toBe("active");
  });
});

describe("recurring management: who may", () => {
  it("anonymous callers get 401, another donor 403 without data, an admin may act", async () => {
    for (const [method, path, form] of [
      ["GET", "/v1/donations/recurring", undefined],
      ["POST", "/v1/donations/activate", { pg_id: pgId }],
      ["POST", "/v1/donations/changePaymentMethod", { pg_id: pgId, payment_methods: "BNI" }],
      ["POST", "/v1/donations/recurring/pause", { pg_id: pgId, months: "1" }],
      ["POST", "/v1/donations/recurring/skip", { pg_id: pgId }],
      ["PUT", "/v1/donations", { email, payment_methods: "BNI", id: pgId, amount: "20000" }],
    ] as const) {
      const response = await h.request(method, path, form ? { form: { ...form } } : {});
      expect(response.status, path).toBe(401);
    }
    await h.createUser({ email: "other.donor@example.test" });
    const other = await h.login("other.donor@example.test");
    const peek = await h.request("GET", `/v1/donations/recurring?email=${encodeURIComponent(email)}`, {
      cookie: other,
    });
    expect(peek.status).toBe(403);
    expect((await json(peek)).result).toBeNull();
    const skip = await h.request("POST", "/v1/donations/recurring/skip", {
      cookie: other,
      form: { pg_id: pgId },
    });
    expect(skip.status).toBe(403);
    const stop = await h.request("PUT", "/v1/payments/recurring", { cookie: other, json: { pgid: pgId } });
    expect(stop.status).toBe(403);
    expect(await json(await h.request("GET", "/v1/donations/recurring", { cookie: other }))).toMatchObject({
      result: null,
    });

    await h.createUser({ email: "staff@example.test", role: "admin" });
    const admin = await h.login("staff@example.test");
    const seen = await json<{ result: Plan }>(
      await h.request("GET", `/v1/donations/recurring?email=${encodeURIComponent(email)}`, { cookie: admin }),
    );
    expect(seen.result.pg_id).toBe(pgId);
  });
});
