import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { createPayment, donationForm, monthlyForm, payOnSandbox } from "../../test/payments.ts";

let h: Harness;
let cookie: string;
const email = "history.owner@example.test";
type Row = { local_id: string; donation_type: string; status: string; amount: number; created_at: string };

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email, name: "History Owner" });
  const start = h.clock.current;
  // Three donations on three days (the created_at comes from the database clock, so move them after).
  const first = await createPayment(h, "single", donationForm({ email, amount: "60000" }));
  const second = await createPayment(h, "recurring", monthlyForm({ email, amount: "20000" }));
  await payOnSandbox(h, second.pg_id);
  const third = await createPayment(h, "single", donationForm({ email, amount: "70000" }));
  await payOnSandbox(h, third.pg_id, "failed");
  const { sql } = await import("drizzle-orm");
  await h.db.execute(
    sql`update donations set created_at = '2026-03-01T03:00:00Z' where pg_id = ${first.pg_id}`,
  );
  await h.db.execute(
    sql`update donations set created_at = '2026-03-10T17:30:00Z' where pg_id = ${second.pg_id}`,
  );
  await h.db.execute(
    sql`update donations set created_at = '2026-03-20T03:00:00Z' where pg_id = ${third.pg_id}`,
  );
  h.clock.current = start;
  cookie = await h.login(email);
});
afterAll(() => h.close());

describe("call 18: history", () => {
  it("lists the donor's donations newest first", async () => {
    const rows = (await json<{ result: Row[] }>(await h.request("GET", "/v1/donations", { cookie }))).result;
    expect(rows.map((row) => row.amount)).toEqual([70000, 20000, 60000]);
    expect(rows[0]).toMatchObject({ status: "failed", donation_type: "single" });
    expect(rows[1]).toMatchObject({ status: "done", donation_type: "monthly" });
  });

  it("the date range is in Jakarta days (17:30 UTC on the 10th is the 11th in Jakarta)", async () => {
    const on11 = await json<{ result: Row[] }>(
      await h.request("GET", "/v1/donations?startDate=2026-03-11&endDate=2026-03-11", { cookie }),
    );
    expect(on11.result.map((row) => row.amount)).toEqual([20000]);
    const on10 = await json<{ result: Row[] }>(
      await h.request("GET", "/v1/donations?startDate=2026-03-10&endDate=2026-03-10", { cookie }),
    );
    expect(on10.result).toEqual([]);
  });

  it("limit caps the rows, limit=0 means all; invalid input gives message ids", async () => {
    const one = await json<{ result: Row[] }>(await h.request("GET", "/v1/donations?limit=1", { cookie }));
    expect(one.result).toHaveLength(1);
    const all = await json<{ result: Row[] }>(await h.request("GET", "/v1/donations?limit=0", { cookie }));
    expect(all.result).toHaveLength(3);
    const backwards = await h.request("GET", "/v1/donations?startDate=2026-03-20&endDate=2026-03-01", {
      cookie,
    });
    expect(backwards.status).toBe(400);
    expect((await json(backwards)).fields).toMatchObject({ endDate: "invalid.dateRange" });
    const bad = await h.request("GET", "/v1/donations?limit=abc&startDate=yesterday", { cookie });
    expect(bad.status).toBe(400);
  });

  it("anonymous 401, another donor 403 without data, an admin sees anyone's", async () => {
    expect((await h.request("GET", "/v1/donations")).status).toBe(401);
    await h.createUser({ email: "nosy@example.test" });
    const nosy = await h.login("nosy@example.test");
    const peek = await h.request("GET", `/v1/donations?search=${encodeURIComponent(email)}`, {
      cookie: nosy,
    });
    expect(peek.status).toBe(403);
    expect((await json(peek)).result).toBeNull();
    expect((await json(await h.request("GET", "/v1/donations", { cookie: nosy }))).result).toEqual([]);
    await h.createUser({ email: "admin.history@example.test", role: "admin" });
    const admin = await h.login("admin.history@example.test");
    const seen = await json<{ result: Row[] }>(
      await h.request("GET", `/v1/donations?search=${encodeURIComponent(email)}&limit=0`, { cookie: admin }),
    );
    expect(seen.result).toHaveLength(3);
  });
});

describe("invoice data", () => {
  it("the owner gets the invoice fields; monthly shown for recurring; CO2 equivalent; one number", async () => {
    const rows = (await json<{ result: Row[] }>(await h.request("GET", "/v1/donations", { cookie }))).result;
    const monthly = rows.find((row) => row.amount === 20000);
    const response = await h.request("GET", `/v1/donations/${monthly?.local_id}/invoice`, { cookie });
    const invoice = (await json<{ result: Record<string, unknown> }>(response)).result;
    expect(invoice).toMatchObject({
      local_id: monthly?.local_id,
      fullname: "Gita Giver",
      type_shown: "monthly",
      amount: 20000,
      note: null,
      co2_kg: "36.2",
      campaign: null,
    });
    // One identifier on the document, the local id (docs/decisions/guest-links.md); no address either.
    expect(invoice).not.toHaveProperty("invoice_number");
    expect(invoice).not.toHaveProperty("email");
  });

  it("unknown is 404, someone else's 403 with no data, anonymous 401", async () => {
    const rows = (await json<{ result: Row[] }>(await h.request("GET", "/v1/donations", { cookie }))).result;
    const localId = rows[0]?.local_id;
    expect((await h.request("GET", "/v1/donations/RL-000000-XXXXXX/invoice", { cookie })).status).toBe(404);
    expect((await h.request("GET", `/v1/donations/${localId}/invoice`)).status).toBe(401);
    await h.createUser({ email: "nosy.invoice@example.test" });
    const nosy = await h.login("nosy.invoice@example.test");
    const peek = await h.request("GET", `/v1/donations/${localId}/invoice`, { cookie: nosy });
    expect(peek.status).toBe(403);
    expect((await json(peek)).result).toBeNull();
  });
});
