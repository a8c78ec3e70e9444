import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeXendit } from "../../test/fake-xendit/server.ts";
import { fakeXenditKeys, startXenditFake, xenditAdapter } from "../../test/xendit.ts";
import type { XenditPaymentProvider } from "./adapter.ts";
import { scheduledCyclePgId } from "./references.ts";
import { sameToken } from "./webhook.ts";

const { callbackToken } = fakeXenditKeys;

let fake: FakeXendit;
let xendit: XenditPaymentProvider;

beforeAll(async () => {
  // No delivery target: the fake records each callback and the tests hand it to the adapter.
  fake = await startXenditFake();
  xendit = xenditAdapter(fake, {
    successRedirectUrl: "http://site.test/payment/result",
    failureRedirectUrl: "http://site.test/payment/result",
  });
});
afterAll(() => fake.close());

async function newInvoice(channel = "BNI") {
  const donationId = crypto.randomUUID();
  await xendit.createCharge({
    donationId,
    amount: 100000,
    channel,
    kind: "single",
    email: "giver@example.test",
    fullname: "Gita Giver",
    locale: "id",
    description: "",
  });
  const invoice = fake.invoiceByExternalId(donationId);
  if (!invoice) throw new Error("invoice missing");
  return { donationId, invoice };
}

function lastCallback() {
  const delivery = fake.callbacks.at(-1);
  if (!delivery) throw new Error("no callback");
  return delivery;
}

/** The port's answer as a payment event; an authentic callback without an outcome ("ignored") reads as none. */
function verify(rawBody: string, headers: Headers) {
  const event = xendit.verifyWebhook(rawBody, headers);
  return event === "ignored" || (event && "kind" in event) ? null : event;
}

function withToken(token: string | null): Headers {
  const headers = new Headers({ "content-type": "application/json" });
  if (token !== null) headers.set("x-callback-token", token);
  return headers;
}

describe("callback token", () => {
  it("accepts a paid invoice callback with the token and maps it to a paid event for the donation", async () => {
    const { donationId, invoice } = await newInvoice();
    await fake.payInvoice(invoice.id);
    const { rawBody, headers } = lastCallback();
    const event = verify(rawBody, headers);
    expect(event).toMatchObject({ pgId: donationId, outcome: "paid" });
    expect(event?.eventId).toContain(invoice.id);
  });

  it("rejects a callback with a wrong, a missing or an empty token", async () => {
    const { invoice } = await newInvoice();
    await fake.payInvoice(invoice.id);
    const { rawBody } = lastCallback();
    expect(verify(rawBody, withToken("fake-callback-token-0123456788"))).toBeNull();
    expect(verify(rawBody, withToken("short"))).toBeNull();
    expect(verify(rawBody, withToken(""))).toBeNull();
    expect(verify(rawBody, withToken(null))).toBeNull();
  });

  it("rejects a body that is not a documented callback even with the right token", () => {
    expect(verify("not json", withToken(callbackToken))).toBeNull();
    expect(verify("[1,2]", withToken(callbackToken))).toBeNull();
    expect(verify(JSON.stringify({ id: "x" }), withToken(callbackToken))).toBeNull();
  });

  it("compares tokens by content only", () => {
    expect(sameToken("abc", "abc")).toBe(true);
    expect(sameToken("abd", "abc")).toBe(false);
    expect(sameToken("", "")).toBe(false);
  });
});

describe("outcomes", () => {
  it("gives the same event id when Xendit delivers the same callback twice", async () => {
    const { invoice } = await newInvoice();
    await fake.payInvoice(invoice.id);
    const first = verify(lastCallback().rawBody, lastCallback().headers);
    await fake.redeliverLast();
    const replay = fake.callbacks.at(-1);
    const second = replay ? verify(replay.rawBody, replay.headers) : null;
    expect(second?.eventId).toBe(first?.eventId);
    expect(second?.eventId).toBeTruthy();
  });

  it("maps SETTLED to paid under its own event id, EXPIRED to expired and FAILED to failed", async () => {
    const paid = await newInvoice();
    const settled = JSON.parse(
      JSON.stringify({ ...paid.invoice, status: "SETTLED", paid_amount: paid.invoice.amount }),
    );
    const settledEvent = verify(JSON.stringify(settled), withToken(callbackToken));
    expect(settledEvent).toMatchObject({ pgId: paid.donationId, outcome: "paid" });

    const expired = await newInvoice("DANA");
    await fake.expireInvoice(expired.invoice.id);
    expect(verify(lastCallback().rawBody, lastCallback().headers)).toMatchObject({
      pgId: expired.donationId,
      outcome: "expired",
    });

    const failed = await newInvoice("OVO");
    await fake.failInvoice(failed.invoice.id);
    expect(verify(lastCallback().rawBody, lastCallback().headers)).toMatchObject({
      pgId: failed.donationId,
      outcome: "failed",
    });
  });
});

describe("subscription callbacks", () => {
  async function activePlan(referenceId: string) {
    const { customerId } = await xendit.createCustomer({
      referenceId: `donor:${referenceId}`,
      email: "r@example.test",
      fullname: "Rudi",
    });
    const plan = await xendit.createMonthlyPlan({
      referenceId,
      customerId,
      amount: 50000,
      channel: "VISA",
      anchorDate: new Date("2027-01-05T00:00:00.000Z"),
      locale: "id",
    });
    await fake.linkPlan(plan.xenditPlanId);
    return plan;
  }

  it("reads plan activation as a plan event carrying the linked method", async () => {
    await activePlan("plan-activate");
    const { rawBody, headers } = lastCallback();
    expect(xendit.readNotice(rawBody, headers)).toMatchObject({
      kind: "plan",
      type: "recurring.plan.activated",
      plan: { reference_id: "plan-activate", status: "ACTIVE" },
    });
    expect(verify(rawBody, headers)).toBeNull();
    expect(xendit.verifyWebhook(rawBody, headers)).toMatchObject({
      kind: "plan",
      change: "linked",
      planReference: "plan-activate",
      methodId: expect.stringMatching(/^pm-/),
    });
    expect(xendit.readNotice(rawBody, withToken("wrong"))).toBeNull();
  });

  it("maps cycle events to the cycle's pgid: created (no outcome), retrying and failed, then succeeded", async () => {
    const plan = await activePlan("plan-cycles");
    const first = await fake.runCycle(plan.xenditPlanId, "retrying");
    const [created, retrying] = fake.callbacks.slice(-2);
    if (!created || !retrying) throw new Error("callbacks missing");
    const pgId = scheduledCyclePgId("plan-cycles", "2027-01-05");
    expect(xendit.readNotice(created.rawBody, created.headers)).toMatchObject({
      kind: "cycle",
      type: "recurring.cycle.created",
      pgId,
      event: null,
      cycle: { cycle_number: 1, amount: 50000 },
    });
    const retryEvent = verify(retrying.rawBody, retrying.headers);
    expect(retryEvent).toMatchObject({ pgId, outcome: "failed" });

    await fake.runCycle(plan.xenditPlanId, "succeeded");
    const succeeded = verify(lastCallback().rawBody, lastCallback().headers);
    expect(succeeded).toMatchObject({ pgId, outcome: "paid" });
    expect(succeeded?.eventId).not.toBe(retryEvent?.eventId);
    expect(first.cycle.cycle_number).toBe(1);

    await fake.runCycle(plan.xenditPlanId, "failed");
    expect(verify(lastCallback().rawBody, lastCallback().headers)).toMatchObject({
      pgId: scheduledCyclePgId("plan-cycles", "2027-02-05"),
      outcome: "failed",
    });
  });

  it("gives a redelivered cycle callback the same event id although its envelope time differs", async () => {
    const plan = await activePlan("plan-redeliver");
    await fake.runCycle(plan.xenditPlanId, "succeeded");
    const original = lastCallback();
    const body = JSON.parse(original.rawBody) as { created: string };
    const resent = JSON.stringify({ ...body, created: new Date(Date.now() + 60_000).toISOString() });
    expect(verify(resent, original.headers)?.eventId).toBe(
      verify(original.rawBody, original.headers)?.eventId,
    );
  });

  it("retries a failed cycle by charging the linked method, one payment request per attempt", async () => {
    const plan = await activePlan("plan-retry");
    const activated = lastCallback();
    const notice = xendit.readNotice(activated.rawBody, activated.headers) ?? never();
    const linked = notice.kind === "plan" ? notice.event : never();
    expect(linked.planReference).toBe("plan-retry");
    expect(linked.methodId).toMatch(/^pm-/);

    await fake.runCycle(plan.xenditPlanId, "failed");
    const pgId = scheduledCyclePgId("plan-retry", "2027-01-05");
    expect(verify(lastCallback().rawBody, lastCallback().headers)).toMatchObject({
      pgId,
      outcome: "failed",
    });

    const customerId = fake.plans.get(plan.xenditPlanId)?.customer_id ?? "";
    const retry = { pgId, amount: 50000, customerId, paymentMethodId: linked.methodId ?? "" };
    fake.nextCharges("failed");
    const first = await xendit.chargeCycle({ ...retry, attempt: 1 });
    expect(first.status).toBe("failed");
    const firstEvent = verify(lastCallback().rawBody, lastCallback().headers);
    expect(firstEvent).toMatchObject({ pgId, outcome: "failed" });

    const second = await xendit.chargeCycle({ ...retry, attempt: 2 });
    expect(second.status).toBe("succeeded");
    const secondEvent = verify(lastCallback().rawBody, lastCallback().headers);
    expect(secondEvent).toMatchObject({ pgId, outcome: "paid" });
    expect(secondEvent?.eventId).not.toBe(firstEvent?.eventId);

    // The runner crashed after sending attempt 2 and runs the job again: no second charge.
    const again = await xendit.chargeCycle({ ...retry, attempt: 2 });
    expect(again.paymentRequestId).toBe(second.paymentRequestId);
    expect([...fake.paymentRequests.values()].filter((r) => r.reference_id === pgId)).toHaveLength(2);
  });
});

function never(): never {
  throw new Error("expected a notice");
}
