import { coveredFee, defaultChannelFees } from "@rimbun/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignTotals, donations, pointLedger, recurringPlans } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import {
  createPayment,
  deliverWebhook,
  donationForm,
  monthlyForm,
  newKey,
  payOnSandbox,
} from "../../test/payments.ts";

/*
 * Covering the fee on call 3 (docs/product/donation-flow.md#cover-the-fee): the donor only ticks a box;
 * the server computes the fee from its own table, the provider is asked for gift + fee, and the gift alone
 * counts for points and campaign totals.
 */

let h: Harness;
let buddyCode = "";
beforeAll(async () => {
  h = await createHarness();
  const buddy = await h.createUser({ email: "fee.buddy@example.test", role: "volunteer" });
  buddyCode = buddy.referralCode ?? "";
});
afterAll(() => h.close());

let givers = 0;
/** A one-off gift's form from a new donor each time (call 3 throttles per e-mail). */
function gift(overrides: Record<string, string>): Record<string, string> {
  givers += 1;
  return donationForm({ email: `fee.giver${givers}@example.test`, ...overrides });
}

async function rowOf(pgId: string) {
  const [row] = await h.db.select().from(donations).where(eq(donations.pgId, pgId));
  if (!row) throw new Error("no donation");
  return row;
}

describe("call 3 with cover_fee", () => {
  it("stores the gift and the server's fee apart and answers both", async () => {
    const created = await createPayment(
      h,
      "single",
      gift({ amount: "50000", payment_methods: "VISA", cover_fee: "true" }),
    );
    expect(created.amount).toBe(50_000);
    expect(created.covered_fee).toBe(3_957);
    const row = await rowOf(created.pg_id);
    expect(row).toMatchObject({ amount: 50_000, coveredFee: 3_957 });
  });

  it("a fee, total or amount-with-fee forged by the client is ignored: the server computes the fee", async () => {
    const created = await createPayment(
      h,
      "single",
      gift({
        amount: "50000",
        payment_methods: "BNI",
        cover_fee: "true",
        covered_fee: "1",
        fee: "0",
        total: "50001",
        coveredFee: "999999",
      }),
    );
    expect(created.covered_fee).toBe(4_440);
    expect((await rowOf(created.pg_id)).coveredFee).toBe(4_440);
    const forgedOnly = await createPayment(
      h,
      "single",
      gift({ amount: "50000", covered_fee: "4440", fee: "4440" }),
    );
    expect(forgedOnly.covered_fee).toBe(0);
    expect((await rowOf(forgedOnly.pg_id)).coveredFee).toBe(0);
  });

  it.each([["false"], ["0"], [""], ["banana"]])("cover_fee %j covers nothing", async (value) => {
    const created = await createPayment(h, "single", gift({ cover_fee: value }));
    expect((await rowOf(created.pg_id)).coveredFee).toBe(0);
  });

  it("a cover_fee of the wrong JSON type is refused and makes no donation", async () => {
    const before = (await h.db.select().from(donations)).length;
    for (const cover_fee of [{ on: true }, [true], 5]) {
      const response = await h.request("POST", "/v1/payments/single", {
        json: { ...gift({}), amount: 50_000, cover_fee, idempotency_key: newKey() },
        origin: "http://site.test",
      });
      expect([400, 415]).toContain(response.status);
    }
    expect((await h.db.select().from(donations)).length).toBe(before);
  });

  it("a huge or malformed amount is refused as before, fee or not", async () => {
    for (const amount of ["100000001", "1e309", "-50000", "50.000,5"]) {
      const response = await h.request("POST", "/v1/payments/single", {
        multipart: gift({ amount, cover_fee: "true" }),
        headers: { "Idempotency-Key": newKey() },
        origin: "http://site.test",
      });
      expect(response.status).toBe(400);
    }
  });

  it("the largest gift's fee stays exact on every channel", async () => {
    const created = await createPayment(
      h,
      "single",
      gift({ amount: "100000000", payment_methods: "VISA", cover_fee: "true" }),
    );
    expect(created.covered_fee).toBe(coveredFee(defaultChannelFees.VISA, 100_000_000));
  });

  it("a replay with the same key answers the first donation and makes no second one", async () => {
    const key = newKey();
    const form = gift({ amount: "60000", payment_methods: "QRIS", cover_fee: "true" });
    const first = await createPayment(h, "single", form, key);
    const second = await createPayment(h, "single", form, key);
    expect(second.pg_id).toBe(first.pg_id);
    const rows = await h.db.select().from(donations).where(eq(donations.amount, 60_000));
    expect(rows).toHaveLength(1);
  });

  it("a monthly gift keeps the choice on its plan", async () => {
    const created = await createPayment(
      h,
      "recurring",
      monthlyForm({ email: "fee.monthly@example.test", cover_fee: "on" }),
    );
    const [plan] = await h.db.select().from(recurringPlans).where(eq(recurringPlans.pgId, created.pg_id));
    expect(plan).toMatchObject({ coverFee: true, amount: 100_000 });
    expect((await rowOf(created.pg_id)).coveredFee).toBe(4_440);
  });
});

describe("paying a covered gift", () => {
  it("the sandbox page asks the total; a payment of the gift alone is flagged, the total is accepted", async () => {
    const created = await createPayment(
      h,
      "single",
      gift({ amount: "50000", payment_methods: "BNI", cover_fee: "true" }),
    );
    const page = await h.app.request(`/sandbox/pay/${created.pg_id}?locale=en`);
    const text = await page.text();
    expect(text).toContain("Rp\u00a054,440");
    expect(text).toContain("Rp\u00a04,440");
    await deliverWebhook(h, {
      event_id: "fee-short",
      pg_id: created.pg_id,
      outcome: "paid",
      amount: 50_000,
      currency: "IDR",
    });
    expect(await rowOf(created.pg_id)).toMatchObject({ status: "pending", flag: "amount-mismatch" });
    const whole = await createPayment(
      h,
      "single",
      gift({ amount: "50000", payment_methods: "BNI", cover_fee: "true" }),
    );
    await deliverWebhook(h, {
      event_id: "fee-whole",
      pg_id: whole.pg_id,
      outcome: "paid",
      amount: 54_440,
      currency: "IDR",
    });
    expect((await rowOf(whole.pg_id)).status).toBe("done");
  });

  it("the Buddy's points and the campaign's total count the gift only", async () => {
    const slug = "bersama-jaga-alam-kita";
    const [before] = await h.db.select().from(campaignTotals).where(eq(campaignTotals.campaignSlug, slug));
    const created = await createPayment(
      h,
      "single",
      gift({
        amount: "200000",
        payment_methods: "VISA",
        cover_fee: "true",
        referral: buddyCode,
        campaign: slug,
        email: "fee.points@example.test",
      }),
    );
    await payOnSandbox(h, created.pg_id);
    const row = await rowOf(created.pg_id);
    expect(row).toMatchObject({ status: "done", amount: 200_000 });
    expect(row.coveredFee).toBeGreaterThan(0);
    const entries = await h.db.select().from(pointLedger).where(eq(pointLedger.donationId, row.id));
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.amount).toBe(200_000);
    const [after] = await h.db.select().from(campaignTotals).where(eq(campaignTotals.campaignSlug, slug));
    expect((after?.raised ?? 0) - (before?.raised ?? 0)).toBe(200_000);
    // The receipt names the gift and the covered fee apart.
    const [receipt] = (await h.outbox("fee.points@example.test")).filter((mail) => mail.kind === "receipt");
    expect(receipt?.text).toContain("Rp\u00a0200.000");
    expect(receipt?.text).toContain(`Rp\u00a0${row.coveredFee.toLocaleString("id-ID")}`);
  });
});
