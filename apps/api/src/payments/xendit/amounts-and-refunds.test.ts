import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donations } from "../../platform/db/schema/index.ts";
import type { FakeXendit } from "../../test/fake-xendit/server.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { createPayment, donationForm } from "../../test/payments.ts";
import { fakeXenditKeys, startXenditFake, useXenditAdapter } from "../../test/xendit.ts";

const { callbackToken } = fakeXenditKeys;

let h: Harness;
let fake: FakeXendit;

beforeAll(async () => {
  h = await createHarness();
  // The fake only records callbacks here: the tests send their own documented shapes.
  fake = await startXenditFake();
  useXenditAdapter(h, fake);
});
afterAll(async () => {
  await fake.close();
  await h.close();
});

/** A callback as Xendit sends it (documented shapes), with the callback token. */
async function callback(body: Record<string, unknown>, token = callbackToken) {
  return h.app.request("/v1/webhooks/xendit", {
    method: "POST",
    headers: { "content-type": "application/json", "x-callback-token": token },
    body: JSON.stringify(body),
  });
}

async function resultOf(response: Response) {
  expect(response.status).toBe(200);
  return (await json<{ result: string }>(response)).result;
}

function invoicePaid(pgId: string, figures: { amount: number; paid_amount?: number; currency?: string }) {
  return {
    id: `inv-${pgId}`,
    external_id: pgId,
    status: "PAID",
    currency: "IDR",
    ...figures,
  };
}

async function donationOf(pgId: string) {
  const [row] = await h.db.select().from(donations).where(eq(donations.pgId, pgId));
  if (!row) throw new Error("no donation");
  return row;
}

describe("Xendit callbacks: amounts, currencies, refunds", () => {
  it("a PAID invoice whose paid amount or currency is not the donation's is flagged, not paid", async () => {
    const short = await createPayment(
      h,
      "single",
      donationForm({ amount: "125000", email: "short@example.test" }),
    );
    expect(
      await resultOf(await callback(invoicePaid(short.pg_id, { amount: 125000, paid_amount: 1000 }))),
    ).toBe("flagged");
    const foreign = await createPayment(
      h,
      "single",
      donationForm({ amount: "125000", email: "usd@example.test" }),
    );
    expect(
      await resultOf(
        await callback(invoicePaid(foreign.pg_id, { amount: 125000, paid_amount: 125000, currency: "USD" })),
      ),
    ).toBe("flagged");
    for (const pgId of [short.pg_id, foreign.pg_id]) {
      const donation = await donationOf(pgId);
      expect([donation.status, donation.flag]).toEqual(["pending", "amount-mismatch"]);
    }
    expect(await h.outbox("short@example.test")).toHaveLength(0);
  });

  it("refund.succeeded naming the donation's pgid refunds a paid donation once", async () => {
    const created = await createPayment(
      h,
      "single",
      donationForm({ amount: "125000", email: "refund@example.test" }),
    );
    expect(
      await resultOf(await callback(invoicePaid(created.pg_id, { amount: 125000, paid_amount: 125000 }))),
    ).toBe("applied");
    const refund = {
      event: "refund.succeeded",
      business_id: "biz",
      created: new Date().toISOString(),
      data: {
        id: `rfd-${created.pg_id}`,
        invoice_id: `inv-${created.pg_id}`,
        reference_id: created.pg_id,
        amount: 125000,
        currency: "IDR",
        status: "SUCCEEDED",
        reason: "REQUESTED_BY_CUSTOMER",
      },
    };
    expect(await resultOf(await callback(refund))).toBe("applied");
    expect(await resultOf(await callback(refund))).toBe("duplicate");
    expect((await donationOf(created.pg_id)).status).toBe("refunded");
    // A failed refund moves nothing.
    expect(
      await resultOf(
        await callback({ ...refund, event: "refund.failed", data: { ...refund.data, id: "rfd-x" } }),
      ),
    ).toBe("ignored");
  });

  it("a Xendit callback for a sandbox payment is an unknown payment", async () => {
    const sandbox = h.services.payments.byCode("sandbox");
    if (!sandbox) throw new Error("no sandbox");
    const charge = await sandbox.createCharge({
      donationId: crypto.randomUUID(),
      amount: 50000,
      channel: "BNI",
      kind: "single",
      email: "sbx@example.test",
      fullname: "Sandbox Giver",
      locale: "id",
      description: "",
    });
    await h.db.insert(donations).values({
      localId: `RL-TEST-${Date.now()}`,
      pgId: charge.pgId,
      provider: "sandbox",
      channel: "BNI",
      type: "single",
      amount: 50000,
      email: "sbx@example.test",
      fullname: "Sandbox Giver",
      phone: "81234567890",
      invoiceUrl: charge.invoiceUrl,
    });
    expect(
      await resultOf(await callback(invoicePaid(charge.pgId, { amount: 50000, paid_amount: 50000 }))),
    ).toBe("unknown-payment");
    expect((await donationOf(charge.pgId)).status).toBe("pending");
  });

  it("a payment for a charge whose pgid was never stored (the process died) still finds its donation", async () => {
    const created = await createPayment(
      h,
      "single",
      donationForm({ amount: "125000", email: "lost@example.test" }),
    );
    await h.db
      .update(donations)
      .set({ pgId: `pending:${created.pg_id}` })
      .where(eq(donations.pgId, created.pg_id));
    expect(
      await resultOf(await callback(invoicePaid(created.pg_id, { amount: 125000, paid_amount: 125000 }))),
    ).toBe("applied");
    expect((await donationOf(created.pg_id)).status).toBe("done");
  });

  it("callback tokens of any bytes are refused with 401", async () => {
    for (const token of ["", "x", "é".repeat(30), `${callbackToken}é`, "ÿ".repeat(200)]) {
      const response = await callback(invoicePaid("nothing", { amount: 1 }), token);
      expect(response.status, JSON.stringify(token)).toBe(401);
    }
  });
});
