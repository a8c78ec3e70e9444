import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { FakeXendit } from "../../test/fake-xendit/server.ts";
import { fakeXenditKeys, startXenditFake, xenditAdapter } from "../../test/xendit.ts";
import type { CreateChargeInput } from "../port.ts";
import { createXenditProvider, type XenditPaymentProvider } from "./adapter.ts";
import { UnsupportedChannelError } from "./channels.ts";
import { XenditError } from "./client.ts";

const { secretKey, callbackToken } = fakeXenditKeys;
const resultPage = "http://site.test/payment/result";

let fake: FakeXendit;
let xendit: XenditPaymentProvider;

beforeAll(async () => {
  fake = await startXenditFake();
  xendit = xenditAdapter(fake, {
    successRedirectUrl: (locale) => (locale === "en" ? "http://site.test/en/payment/result" : resultPage),
    failureRedirectUrl: resultPage,
    timeoutMs: 2_000,
  });
});
afterAll(() => fake.close());
afterEach(() => {
  fake.requests.length = 0;
});

function charge(overrides: Partial<CreateChargeInput> = {}): CreateChargeInput {
  return {
    donationId: crypto.randomUUID(),
    amount: 150000,
    channel: "BNI",
    kind: "single",
    email: "giver@example.test",
    fullname: "Gita Giver",
    locale: "id",
    description: "",
    ...overrides,
  };
}

function lastRequest(path: string) {
  const found = fake.requests.filter((request) => request.path === path).at(-1);
  if (!found) throw new Error(`no request to ${path}`);
  return found as typeof found & { body: Record<string, unknown> };
}

describe("charges are Xendit invoices", () => {
  it("creates an invoice for the donation and returns its hosted page", async () => {
    const input = charge();
    const created = await xendit.createCharge(input);

    expect(created.pgId).toBe(input.donationId);
    const invoice = fake.invoiceByExternalId(input.donationId);
    expect(created.invoiceUrl).toBe(invoice?.invoice_url);
    expect(created.invoiceUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/web\/invoices\//);

    const sent = lastRequest("/v2/invoices");
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from(`${secretKey}:`).toString("base64")}`);
    expect(sent.headers["x-idempotency-key"]).toBe(`invoice:${input.donationId}`);
    expect(sent.body).toMatchObject({
      external_id: input.donationId,
      amount: 150000,
      currency: "IDR",
      payer_email: "giver@example.test",
      payment_methods: ["BNI"],
    });
    const back = new URL(String(sent.body.success_redirect_url));
    expect(`${back.origin}${back.pathname}`).toBe(resultPage);
    expect(back.searchParams.get("channel")).toBe("BNI");
    expect(back.searchParams.get("pgid")).toBe(input.donationId);
  });

  it("restricts the hosted page to the chosen channel, cards and BRI direct debit included", async () => {
    const cases: [string, string][] = [
      ["VISA", "CREDIT_CARD"],
      ["JCB", "CREDIT_CARD"],
      ["BRI", "DD_BRI"],
      ["SHOPEEPAY", "SHOPEEPAY"],
      ["QRIS", "QRIS"],
    ];
    for (const [channel, method] of cases) {
      await xendit.createCharge(charge({ channel }));
      expect(lastRequest("/v2/invoices").body.payment_methods).toEqual([method]);
    }
  });

  it("sends an English donor back to the English result page", async () => {
    const input = charge({ locale: "en" });
    await xendit.createCharge(input);
    const body = lastRequest("/v2/invoices").body;
    expect(String(body.success_redirect_url)).toMatch(/^http:\/\/site\.test\/en\/payment\/result\?/);
    expect(body.locale).toBe("en");
  });

  it("makes one invoice when the same donation is charged twice (a retried request)", async () => {
    const input = charge();
    const first = await xendit.createCharge(input);
    const second = await xendit.createCharge(input);
    expect(second).toEqual(first);
    expect([...fake.invoices.values()].filter((i) => i.external_id === input.donationId)).toHaveLength(1);
  });

  it("refuses fractions of a rupiah and unknown channels before calling Xendit", async () => {
    await expect(xendit.createCharge(charge({ amount: 10000.5 }))).rejects.toThrow(RangeError);
    await expect(xendit.createCharge(charge({ channel: "BITCOIN" }))).rejects.toThrow(
      UnsupportedChannelError,
    );
    expect(fake.requests).toHaveLength(0);
  });

  it("expires the open invoice of an unpaid charge once", async () => {
    const input = charge({ kind: "monthly" });
    await xendit.createCycleInvoice(input);
    expect(await xendit.expireCharge(input.donationId)).toBe("expired");
    expect(fake.invoiceByExternalId(input.donationId)?.status).toBe("EXPIRED");
    expect(await xendit.expireCharge(input.donationId)).toBe("none-pending");
  });
});

describe("Xendit's errors become typed errors", () => {
  it("names a wrong secret key INVALID_API_KEY", async () => {
    const wrong = createXenditProvider({
      secretKey: "xnd_development_wrong",
      callbackToken,
      baseUrl: fake.url,
      successRedirectUrl: resultPage,
      failureRedirectUrl: resultPage,
    });
    const error = await wrong.createCharge(charge()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(XenditError);
    expect(error).toMatchObject({ kind: "api", status: 401, errorCode: "INVALID_API_KEY", retryable: false });
  });

  it("keeps Xendit's error_code for a refused request and for an unknown invoice", async () => {
    const invalid = await xendit.client
      .createInvoice({ external_id: "x", amount: 2500.75 })
      .catch((e: unknown) => e);
    expect(invalid).toMatchObject({ kind: "api", status: 400, errorCode: "API_VALIDATION_ERROR" });

    const missing = await xendit.client.getInvoice("no-such-invoice").catch((e: unknown) => e);
    expect(missing).toMatchObject({ kind: "api", status: 404, errorCode: "INVOICE_NOT_FOUND_ERROR" });
  });

  it("marks Xendit's own failures retryable", async () => {
    fake.failNext("/v2/invoices", 503, { error_code: "SERVER_ERROR", message: "try later" });
    const error = await xendit.createCharge(charge()).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "api", status: 503, errorCode: "SERVER_ERROR", retryable: true });
  });

  it("reports an answer that is not Xendit's JSON as a bad response", async () => {
    fake.failNext("/v2/invoices", 502, undefined);
    const error = await xendit.createCharge(charge()).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "bad-response", status: 502, retryable: true });
  });

  it("gives up after the timeout with a retryable TIMEOUT error", async () => {
    const quick = createXenditProvider({
      secretKey,
      callbackToken,
      baseUrl: fake.url,
      successRedirectUrl: resultPage,
      failureRedirectUrl: resultPage,
      timeoutMs: 150,
    });
    fake.stallNext("/v2/invoices", 2_000);
    const started = Date.now();
    const error = await quick.createCharge(charge()).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "timeout", errorCode: "TIMEOUT", status: 0, retryable: true });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("reports a refused connection as a network error", async () => {
    const nowhere = createXenditProvider({
      secretKey,
      callbackToken,
      // Port 9 on loopback: nothing listens, so the connection is refused at once.
      baseUrl: "http://127.0.0.1:9",
      successRedirectUrl: resultPage,
      failureRedirectUrl: resultPage,
    });
    const error = await nowhere.createCharge(charge()).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "network", errorCode: "NETWORK_ERROR", retryable: true });
  });
});

describe("monthly plans", () => {
  it("finds the donor's customer again instead of creating a second", async () => {
    const donor = { referenceId: `donor:${crypto.randomUUID()}`, email: "m@example.test", fullname: "Mira" };
    const first = await xendit.createCustomer({ ...donor, phone: "081234567890" });
    expect(lastRequest("/customers").body).toMatchObject({
      reference_id: donor.referenceId,
      type: "INDIVIDUAL",
      individual_detail: { given_names: "Mira" },
      mobile_number: "+6281234567890",
    });
    // A second process, a different idempotency key: Xendit says DUPLICATE_ERROR and we look it up.
    const again = await xendit.client
      .createCustomer({
        reference_id: donor.referenceId,
        type: "INDIVIDUAL",
        individual_detail: { given_names: "M" },
      })
      .catch((e: unknown) => e);
    expect(again).toMatchObject({ errorCode: "DUPLICATE_ERROR" });
    fake.requests.length = 0;
    const second = await xendit.createCustomer({ ...donor, referenceId: donor.referenceId });
    expect(second).toEqual(first);
  });

  it("creates a plan with interval MONTH and interval_count 1 that waits for the donor to link a card", async () => {
    const { customerId } = await xendit.createCustomer({
      referenceId: `donor:${crypto.randomUUID()}`,
      email: "p@example.test",
      fullname: "Putri",
    });
    const anchorDate = new Date("2026-12-22T03:00:00.000Z");
    const plan = await xendit.createMonthlyPlan({
      referenceId: "plan-pg-1",
      customerId,
      amount: 50000,
      channel: "VISA",
      anchorDate,
      locale: "id",
    });
    const body = lastRequest("/recurring/plans").body;
    expect(body).toMatchObject({
      reference_id: "plan-pg-1",
      customer_id: customerId,
      recurring_action: "PAYMENT",
      currency: "IDR",
      amount: 50000,
      // Xendit's own retries are off: the runner retries after 1, 3 and 7 days with chargeCycle.
      schedule: {
        interval: "MONTH",
        interval_count: 1,
        anchor_date: anchorDate.toISOString(),
        total_retry: 0,
      },
      failed_cycle_action: "RESUME",
    });
    expect(body.payment_methods).toBeUndefined();
    expect(plan.status).toBe("REQUIRES_ACTION");
    expect(plan.linkUrl).toMatch(/\/web\/recurring\/link\//);
  });

  it("creates an active plan when a linked payment method is known", async () => {
    const { customerId } = await xendit.createCustomer({
      referenceId: `donor:${crypto.randomUUID()}`,
      email: "q@example.test",
      fullname: "Qori",
    });
    const plan = await xendit.createMonthlyPlan({
      referenceId: "plan-pg-2",
      customerId,
      amount: 75000,
      channel: "OVO",
      paymentMethodId: fake.addPaymentMethod(customerId, "EWALLET"),
      anchorDate: new Date("2027-01-01T00:00:00.000Z"),
      locale: "en",
    });
    expect(lastRequest("/recurring/plans").body.payment_methods).toEqual([
      { payment_method_id: expect.stringMatching(/^pm-/), rank: 1 },
    ]);
    expect(plan).toMatchObject({ status: "ACTIVE" });
    expect(plan.linkUrl).toBeUndefined();
  });

  it("bills recurring channels on Xendit's schedule and reminder channels by invoice per cycle", async () => {
    expect(xendit.monthlyBilling("MASTERCARD")).toBe("xendit-schedule");
    expect(xendit.monthlyBilling("BRI")).toBe("xendit-schedule");
    expect(xendit.monthlyBilling("MANDIRI")).toBe("invoice-per-cycle");
    expect(xendit.monthlyBilling("DANA")).toBe("invoice-per-cycle");
    await expect(
      xendit.createMonthlyPlan({
        referenceId: "plan-va",
        customerId: "cust-x",
        amount: 50000,
        channel: "PERMATA",
        anchorDate: new Date(),
        locale: "id",
      }),
    ).rejects.toThrow(RangeError);
  });

  it("changes the amount of the next cycles and stops a plan; a second stop finds it gone", async () => {
    const { customerId } = await xendit.createCustomer({
      referenceId: `donor:${crypto.randomUUID()}`,
      email: "s@example.test",
      fullname: "Sari",
    });
    const plan = await xendit.createMonthlyPlan({
      referenceId: "plan-pg-3",
      customerId,
      amount: 50000,
      channel: "VISA",
      paymentMethodId: fake.addPaymentMethod(customerId, "CARD"),
      anchorDate: new Date("2027-01-01T00:00:00.000Z"),
      locale: "id",
    });
    await xendit.updatePlanAmount(plan.xenditPlanId, 80000);
    expect(fake.plans.get(plan.xenditPlanId)?.amount).toBe(80000);

    expect(await xendit.deactivatePlan(plan.xenditPlanId)).toBe("deactivated");
    expect(fake.plans.get(plan.xenditPlanId)?.status).toBe("INACTIVE");
    expect(await xendit.deactivatePlan(plan.xenditPlanId)).toBe("already-gone");
    expect(await xendit.deactivatePlan("repl_unknown")).toBe("already-gone");
  });
});
