import { messages } from "@rimbun/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donations, recurringPlans } from "../../platform/db/schema/index.ts";
import { isUniqueViolation } from "../../platform/unique-violation.ts";
import type { FakeXendit } from "../../test/fake-xendit/server.ts";
import { createHarness, type Harness, json, siteOrigin } from "../../test/harness.ts";
import { createPayment, donationForm, monthlyForm, newKey } from "../../test/payments.ts";
import { startXenditFake, useXenditAdapter } from "../../test/xendit.ts";

let h: Harness;
let fake: FakeXendit;

beforeAll(async () => {
  h = await createHarness();
  // Callbacks go to the real webhook route of the real app, as Xendit would send them.
  fake = await startXenditFake(h);
  useXenditAdapter(h, fake);
});
afterAll(async () => {
  await fake.close();
  await h.close();
});

async function check(redirect: string | undefined) {
  const back = new URL(redirect ?? "");
  const response = await h.request(
    "GET",
    `/payment/check?channel=${back.searchParams.get("channel")}&pgid=${back.searchParams.get("pgid")}`,
    { origin: siteOrigin },
  );
  return { status: response.status, body: await json<{ status: string }>(response) };
}

function resultOf(delivery: { body: string } | undefined): unknown {
  return delivery ? (JSON.parse(delivery.body) as { result: unknown }).result : undefined;
}

describe("a donation paid through Xendit", () => {
  it("goes from the form to Xendit's page, and the paid callback makes the result page say PAID", async () => {
    const created = await createPayment(
      h,
      "single",
      donationForm({ payment_methods: "MANDIRI", amount: "125000" }),
    );
    const invoice = fake.invoiceByExternalId(created.pg_id);
    expect(created.invoice_url).toBe(invoice?.invoice_url);
    expect(invoice).toMatchObject({ amount: 125000, payment_methods: ["MANDIRI"] });

    expect((await check(invoice?.success_redirect_url)).body.status).not.toBe("PAID");

    const delivered = await fake.payInvoice(invoice?.id ?? "");
    expect(delivered?.status).toBe(200);
    expect(resultOf(delivered)).toBe("applied");
    const after = await check(invoice?.success_redirect_url);
    expect(after.status).toBe(200);
    expect(after.body.status).toBe("PAID");
  });

  it("changes nothing when Xendit delivers the same callback again", async () => {
    const created = await createPayment(h, "single", donationForm({ payment_methods: "QRIS" }));
    const invoice = fake.invoiceByExternalId(created.pg_id);
    expect(resultOf(await fake.payInvoice(invoice?.id ?? ""))).toBe("applied");
    const again = await fake.redeliverLast();
    expect(again?.status).toBe(200);
    expect(resultOf(again)).toBe("duplicate");
  });

  it("refuses a callback without the right token and leaves the donation pending", async () => {
    const created = await createPayment(h, "single", donationForm({ payment_methods: "BNI" }));
    const invoice = fake.invoiceByExternalId(created.pg_id);
    const forged = JSON.stringify({ ...invoice, status: "PAID" });
    const response = await h.app.request("/v1/webhooks/xendit", {
      method: "POST",
      headers: { "content-type": "application/json", "x-callback-token": "guessed-token" },
      body: forged,
    });
    expect(response.status).toBe(401);
    expect((await check(invoice?.success_redirect_url)).body.status).not.toBe("PAID");
  });

  it("shows an expired invoice as not paid", async () => {
    const created = await createPayment(h, "single", donationForm({ payment_methods: "DANA" }));
    const invoice = fake.invoiceByExternalId(created.pg_id);
    expect(resultOf(await fake.expireInvoice(invoice?.id ?? ""))).toBe("applied");
    const after = await check(invoice?.failure_redirect_url);
    expect(after.status).toBe(200);
    expect(after.body.status).not.toBe("PAID");
    expect(after.body.status).not.toBe("PENDING");
  });

  it("starts a monthly card plan on Xendit's linking page: the first month is charged when the donor links", async () => {
    const created = await createPayment(
      h,
      "recurring",
      monthlyForm({ payment_methods: "VISA", amount: "50000" }),
    );
    expect(created.invoice_url).toMatch(/\/web\/recurring\/link\//);
    const [pending] = await h.db.select().from(recurringPlans).where(eq(recurringPlans.pgId, created.pg_id));
    const xenditPlan = fake.plans.get(pending?.providerPlanId ?? "");
    expect(xenditPlan).toMatchObject({ immediate_action_type: "FULL_AMOUNT", amount: 50000 });
    expect(resultOf(await fake.linkPlan(xenditPlan?.id ?? ""))).toBe("applied");
    const [plan] = await h.db.select().from(recurringPlans).where(eq(recurringPlans.pgId, created.pg_id));
    expect(plan).toMatchObject({ provider: "xendit", channel: "VISA", amount: 50000, status: "active" });
    expect(plan?.providerMethodId).toBe(xenditPlan?.payment_methods?.[0]?.payment_method_id);
  });
});

describe("when Xendit cannot make the invoice", () => {
  it("answers 502 with a message the donor can act on, fails the donation, and the same key works once Xendit is back", async () => {
    const email = "provider-down@example.test";
    const key = newKey();
    fake.failNext("/v2/invoices", 503, { error_code: "SERVER_ERROR", message: "Service unavailable" });
    const refused = await h.request("POST", "/v1/payments/single", {
      multipart: donationForm({ email }),
      headers: { "Idempotency-Key": key },
      origin: siteOrigin,
    });
    expect(refused.status).toBe(502);
    const body = await json<{ error: boolean; message: string }>(refused);
    expect(body).toMatchObject({ error: true, message: messages.errorProvider.id });
    const stored = await h.services.db.select().from(donations).where(eq(donations.email, email));
    expect(stored.map((row) => row.status)).toEqual(["failed"]);

    const created = await createPayment(h, "single", donationForm({ email }), key);
    expect(fake.invoiceByExternalId(created.pg_id)).toBeDefined();
  });
});

describe("a local id already taken", () => {
  it("is told apart from other unique violations", async () => {
    const first = await createPayment(h, "single", donationForm({ email: "first-local@example.test" }));
    const [row] = await h.services.db.select().from(donations).where(eq(donations.pgId, first.pg_id));
    const clash = await h.services.db
      .insert(donations)
      .values({
        ...(row as typeof donations.$inferInsert),
        id: crypto.randomUUID(),
        pgId: `other-${newKey()}`,
      })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(clash, "donations_local_id_unique")).toBe(true);
    expect(isUniqueViolation(clash, "donations_pg_id_unique")).toBe(false);
  });
});
