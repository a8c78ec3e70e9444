import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donations, jobs } from "../../platform/db/schema/index.ts";
import { runDueJobs } from "../../platform/jobs/runner.ts";
import { refundJobKey } from "../../support/refund.ts";
import type { FakeXendit } from "../../test/fake-xendit/server.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { createPayment, donationForm } from "../../test/payments.ts";
import { startXenditFake, useXenditAdapter } from "../../test/xendit.ts";
import type { XenditPaymentProvider } from "./adapter.ts";
import { XenditError } from "./client.ts";

let h: Harness;
let fake: FakeXendit;
let xendit: XenditPaymentProvider;
let staffCookie: string;

beforeAll(async () => {
  h = await createHarness();
  fake = await startXenditFake(h);
  xendit = useXenditAdapter(h, fake);
  await h.createUser({ email: "sari.staff@example.test", role: "staff", name: "Sari Staff" });
  staffCookie = await h.login("sari.staff@example.test");
});
afterAll(async () => {
  await fake.close();
  await h.close();
});

async function paidInvoiceGift(amount: number) {
  const created = await createPayment(
    h,
    "single",
    donationForm({ payment_methods: "BNI", amount: String(amount) }),
  );
  const invoice = fake.invoiceByExternalId(created.pg_id);
  await fake.payInvoice(invoice?.id ?? "");
  const [row] = await h.db.select().from(donations).where(eq(donations.pgId, created.pg_id));
  if (row?.status !== "done") throw new Error("not paid");
  return { row, invoiceId: invoice?.id ?? "" };
}

describe("a staff refund through Xendit (POST /refunds)", () => {
  it("refunds the paid invoice once with documented fields; refund.succeeded marks the donation refunded", async () => {
    const { row, invoiceId } = await paidInvoiceGift(125_000);
    const response = await h.request("POST", `/v1/admin/donations/${row.id}/refund`, {
      cookie: staffCookie,
      json: { reason: "Donor asked on the phone" },
    });
    expect(response.status).toBe(200);
    await runDueJobs(h.services);
    const refunds = fake.requests.filter((request) => request.path === "/refunds");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.body).toEqual({
      invoice_id: invoiceId,
      reference_id: row.pgId,
      amount: 125_000,
      currency: "IDR",
      reason: "REQUESTED_BY_CUSTOMER",
    });
    expect(refunds[0]?.headers["x-idempotency-key"]).toBe(`refund:${row.id}`);
    const [after] = await h.db.select().from(donations).where(eq(donations.id, row.id));
    expect(after?.status).toBe("refunded");
  });

  it("a 429 puts the refund job back for the time Xendit asks plus a spread, without counting a failed attempt", async () => {
    const { row } = await paidInvoiceGift(75_000);
    // Half of the spread: 20 % of 30.2 s (platform/jobs/define.ts delayWithJitter).
    h.services.random = () => 0.5;
    fake.failNext(
      "/refunds",
      429,
      { error_code: "RATE_LIMIT_EXCEEDED", message: "too many requests" },
      {
        "Rate-Limit-Reset": "30.2",
      },
    );
    await h.request("POST", `/v1/admin/donations/${row.id}/refund`, {
      cookie: staffCookie,
      json: { reason: "Donor asked by mail" },
    });
    try {
      await runDueJobs(h.services);
    } finally {
      h.services.random = () => 0;
    }
    const [job] = await h.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, refundJobKey(row.id)));
    expect([job?.status, job?.attempts, job?.lastError]).toEqual([
      "queued",
      0,
      expect.stringContaining("RATE_LIMIT_EXCEEDED"),
    ]);
    expect(job?.runAt.getTime()).toBe(h.clock.current.getTime() + 30_200 + 3_020);
    h.clock.current = new Date(h.clock.current.getTime() + 33_000);
    await runDueJobs(h.services);
    expect((await h.db.select().from(donations).where(eq(donations.id, row.id)))[0]?.status).toBe("done");
    h.clock.current = new Date(h.clock.current.getTime() + 1_000);
    await runDueJobs(h.services);
    expect((await h.db.select().from(donations).where(eq(donations.id, row.id)))[0]?.status).toBe("refunded");
    const [done] = await h.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, refundJobKey(row.id)));
    expect([done?.status, done?.attempts]).toEqual(["done", 1]);
  });

  it("a retried request under the same key refunds nothing more; a new key is MAXIMUM_REFUND_AMOUNT_REACHED", async () => {
    const { row } = await paidInvoiceGift(60_000);
    const request = { donationId: row.id, pgId: row.pgId, amount: row.amount };
    const first = await xendit.refund(request);
    const again = await xendit.refund(request);
    expect(again.refundId).toBe(first.refundId);
    expect([...fake.refunds.values()].filter((refund) => refund.reference_id === row.pgId)).toHaveLength(1);
    const other = await xendit.refund({ ...request, donationId: `${row.id}-other` }).catch((error) => error);
    expect(other).toBeInstanceOf(XenditError);
    expect((other as XenditError).errorCode).toBe("MAXIMUM_REFUND_AMOUNT_REACHED");
  });

  it("the fake refuses undocumented fields and an unpaid invoice, as Xendit does", async () => {
    const created = await createPayment(h, "single", donationForm({ payment_methods: "BNI" }));
    const invoice = fake.invoiceByExternalId(created.pg_id);
    const unpaid = await xendit.client
      .createRefund({ invoice_id: invoice?.id ?? "", reference_id: created.pg_id, reason: "OTHERS" }, "k1")
      .catch((error) => error);
    expect((unpaid as XenditError).errorCode).toBe("INELIGIBLE_TRANSACTION");
    const extra = await xendit.client
      .request("POST", "/refunds", {
        body: { invoice_id: invoice?.id, reason: "OTHERS", note: "not documented" },
        idempotencyKey: "k2",
      })
      .catch((error) => error);
    expect((extra as XenditError).errorCode).toBe("API_VALIDATION_ERROR");
    const badReason = await xendit.client
      .request("POST", "/refunds", {
        body: { invoice_id: invoice?.id, reason: "BECAUSE" },
        idempotencyKey: "k3",
      })
      .catch((error) => error);
    expect((badReason as XenditError).errorCode).toBe("API_VALIDATION_ERROR");
  });

  it("a payment without a paid invoice is not refunded from here: the job fails and the donation stays paid", async () => {
    const { row } = await paidInvoiceGift(70_000);
    const outcome = await xendit
      .refund({ donationId: row.id, pgId: "not-an-invoice", amount: row.amount })
      .catch((error) => error);
    expect((outcome as XenditError).errorCode).toBe("REFUND_NOT_SUPPORTED");
  });
});
