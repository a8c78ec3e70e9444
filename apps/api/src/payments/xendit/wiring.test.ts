import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donations, recurringPlans } from "../../platform/db/schema/index.ts";
import { loadEnv } from "../../platform/env.ts";
import { runDueJobs } from "../../platform/jobs/runner.ts";
import type { FakeXendit } from "../../test/fake-xendit/server.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { createPayment, donationForm, monthlyForm } from "../../test/payments.ts";
import { startXenditFake, wireXenditThroughEnv } from "../../test/xendit.ts";

const secretKey = "xnd_development_wiring_secret";
const callbackToken = "wiring-callback-token-0123456789";

let h: Harness;
let fake: FakeXendit;

beforeAll(async () => {
  h = await createHarness();
  fake = await startXenditFake(h, { secretKey, callbackToken });
  wireXenditThroughEnv(h, fake, { secretKey, callbackToken });
});
afterAll(async () => {
  await fake.close();
  await h.close();
});

describe("PAYMENT_PROVIDER=xendit", () => {
  it("needs both keys; a missing one stops start-up naming it", () => {
    expect(() => loadEnv({ PAYMENT_PROVIDER: "xendit", XENDIT_SECRET_KEY: secretKey })).toThrow(
      /XENDIT_CALLBACK_TOKEN: required with PAYMENT_PROVIDER=xendit/,
    );
  });

  it("new payments go to Xendit; the sandbox stays registered for older payments", async () => {
    expect(h.services.payments.current.code).toBe("xendit");
    expect(h.services.payments.byCode("sandbox")).toBeDefined();
    const created = await createPayment(h, "single", donationForm({ email: "xendit.wired@example.test" }));
    expect(created.invoice_url.startsWith(fake.url)).toBe(true);
    const invoice = [...fake.requests].reverse().find((request) => request.path === "/v2/invoices");
    expect(invoice).toBeDefined();
  });

  it("an authentic callback without a payment outcome is answered 200 ignored; a wrong token 401", async () => {
    const body = JSON.stringify({
      event: "recurring.cycle.created",
      data: {
        id: "recy_1",
        reference_id: "plan-ref-1",
        cycle_number: 1,
        type: "SCHEDULED",
        scheduled_timestamp: "2027-01-05T05:00:00.000Z",
        status: "SCHEDULED",
      },
    });
    const ok = await h.app.request("/v1/webhooks/xendit", {
      method: "POST",
      headers: { "content-type": "application/json", "x-callback-token": callbackToken },
      body,
    });
    expect(ok.status).toBe(200);
    expect((await json(ok)).result).toBe("ignored");
    const forged = await h.app.request("/v1/webhooks/xendit", {
      method: "POST",
      headers: { "content-type": "application/json", "x-callback-token": "wrong-token-0123456789012" },
      body,
    });
    expect(forged.status).toBe(401);
  });

  it("a monthly VA plan on Xendit: each month's invoice is a Xendit invoice; unpaid, it is expired at Xendit after 7 days", async () => {
    const email = "xendit.monthly@example.test";
    const created = await createPayment(
      h,
      "recurring",
      monthlyForm({ email, payment_methods: "BNI", amount: "40000" }),
    );
    await fake.payInvoice(fake.invoiceByExternalId(created.pg_id)?.id ?? "");
    const [plan] = await h.db.select().from(recurringPlans).where(eq(recurringPlans.pgId, created.pg_id));
    expect(plan?.status).toBe("active");
    const start = h.clock.current;
    h.clock.current = new Date(start.getTime() + 32 * 24 * 3600_000);
    await runDueJobs(h.services);
    const [cycle] = await h.db
      .select()
      .from(donations)
      .where(and(eq(donations.recurringPlanId, plan?.id ?? ""), eq(donations.status, "pending")));
    expect(cycle?.provider).toBe("xendit");
    const invoiceMail = (await h.outbox(email)).find((mail) => mail.kind === "invoice");
    expect(invoiceMail?.text).toContain(fake.url);
    h.clock.current = new Date(start.getTime() + 40 * 24 * 3600_000);
    await runDueJobs(h.services);
    const [expired] = await h.db
      .select()
      .from(donations)
      .where(eq(donations.id, cycle?.id ?? ""));
    expect(expired?.status).toBe("expired");
    expect(fake.invoiceByExternalId(cycle?.pgId ?? "")?.status).toBe("EXPIRED");
    expect((await h.outbox(email)).some((mail) => mail.kind === "payment-failed")).toBe(true);
    h.clock.current = new Date(Math.max(Date.now(), start.getTime()));
  });
});
