import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { donationForm, monthlyForm, newKey } from "../../test/payments.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function attempt(kind: string, form: Record<string, string>, key = newKey()) {
  const response = await h.request("POST", `/v1/payments/${kind}`, {
    multipart: form,
    headers: { "Idempotency-Key": key },
    origin: "http://site.test",
  });
  return { status: response.status, body: await json(response) };
}

describe("call 3 refuses each invalid input with its message id", () => {
  it.each([
    ["single below Rp 50.000", "single", donationForm({ amount: "49999" }), "amount", "amount50"],
    ["monthly below Rp 10.000", "recurring", monthlyForm({ amount: "9000" }), "amount", "amount.min"],
    ["boost below Rp 10.000", "boost", donationForm({ amount: "5000" }), "amount", "amount.min"],
    ["above Rp 100.000.000", "single", donationForm({ amount: "100000001" }), "amount", "amount.max"],
    ["no amount", "single", donationForm({ amount: "" }), "amount", "amount.required"],
    ["amount with letters", "single", donationForm({ amount: "lima puluh" }), "amount", "amount.invalid"],
    ["no name", "single", donationForm({ fullname: " " }), "fullname", "invalid.name"],
    ["no e-mail", "single", donationForm({ email: "" }), "email", "invalid.emptyEmail"],
    ["bad e-mail", "single", donationForm({ email: "not-an-email" }), "email", "invalid.invalidEmail"],
    ["no phone", "single", donationForm({ phone: "" }), "phone", "invalid.phone"],
    [
      "no payment method",
      "single",
      donationForm({ payment_methods: "" }),
      "payment_methods",
      "payment.methodRequired",
    ],
    [
      "GoPay for monthly",
      "recurring",
      monthlyForm({ payment_methods: "GOPAY" }),
      "payment_methods",
      "payment.methodUnavailable",
    ],
    [
      "unknown channel",
      "single",
      donationForm({ payment_methods: "BITCOIN" }),
      "payment_methods",
      "payment.methodUnavailable",
    ],
  ])("%s", async (_label, kind, form, field, id) => {
    const { status, body } = await attempt(kind, form);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: true, result: null, code: "VALIDATION" });
    expect(body.fields?.[field]).toBe(id);
  });

  it("an unknown campaign is refused", async () => {
    const { status, body } = await attempt("single", donationForm({ campaign: "no-such-campaign" }));
    expect(status).toBe(400);
    expect(body.fields?.campaign).toBe("campaign.unknown");
  });

  it("a missing or malformed Idempotency-Key is refused", async () => {
    const response = await h.request("POST", "/v1/payments/single", {
      multipart: donationForm(),
      origin: "http://site.test",
    });
    expect(response.status).toBe(400);
    expect((await json(response)).fields?.idempotency_key).toBe("error.validation");
    const short = await attempt("single", donationForm(), "short");
    expect(short.status).toBe(400);
  });

  it("an unknown payment kind is 404", async () => {
    const { status, body } = await attempt("yearly", donationForm());
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: true, code: "NOT_FOUND", message: "error.notFound" });
  });
});

describe("call 6 and call 4 refuse bad queries", () => {
  it("a check without channel or pgid is a 400; an unknown payment a 404", async () => {
    expect((await h.request("GET", "/payment/check?pgid=abc")).status).toBe(400);
    expect((await h.request("GET", "/payment/check?channel=BNI")).status).toBe(400);
    const unknown = await h.request("GET", "/payment/check?channel=BNI&pgid=sbx_unknown");
    expect(unknown.status).toBe(404);
  });

  it("a referral lookup without a code is refused with referral.empty", async () => {
    const response = await h.request("GET", "/v1/referral?search=&searchBy=referral_code");
    expect(response.status).toBe(400);
    expect((await json(response)).fields?.search).toBe("referral.empty");
  });

  it("an unknown campaign slug is 404", async () => {
    expect((await h.request("GET", "/v1/campaigns/nope")).status).toBe(404);
  });
});
