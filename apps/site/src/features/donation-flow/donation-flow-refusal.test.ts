import { donationDataSchema, toCreatePaymentFields } from "@rimbun/domain/schemas/donation";
import { describe, expect, it } from "vitest";
import { flowErrorsOfRefusal } from "./donation-flow-check.ts";

describe("a refusal of call 3 shown in place", () => {
  it("puts each refused wire field on the form's field", () => {
    expect(
      flowErrorsOfRefusal({
        amount: "amount.min",
        fullname: "invalid.name",
        email: "invalid.invalidEmail",
        phone: "invalid.phone",
        payment_methods: "payment.methodUnavailable",
        referral: "referral.invalid",
      }),
    ).toEqual({
      amount: "amount.min",
      name: "invalid.name",
      email: "invalid.invalidEmail",
      phone: "invalid.phone",
      paymentMethod: "payment.methodUnavailable",
      referralCode: "referral.invalid",
    });
  });

  it("leaves out what no step shows (campaign, key) and names it does not know", () => {
    expect(
      flowErrorsOfRefusal({ campaign: "campaign.unknown", idempotency_key: "error.validation" }),
    ).toEqual({});
    expect(flowErrorsOfRefusal({ interval: "error.validation", bogus: "x" })).toEqual({});
  });

  it("maps back every field the flow sends", () => {
    const data = donationDataSchema.parse({
      type: "single",
      name: "Siti",
      email: "siti@example.com",
      phone: "81234567890",
      amount: 50_000,
      paymentMethod: "BNI",
      referralCode: "BUDDY01",
      idempotencyKey: "key-0123456789abcdef",
    });
    const sent = Object.keys(toCreatePaymentFields(data, { description: "x" }));
    const refusal = Object.fromEntries(sent.map((field) => [field, "error.validation"]));
    expect(Object.keys(flowErrorsOfRefusal(refusal)).sort()).toEqual(
      ["amount", "email", "name", "paymentMethod", "phone", "referralCode"].sort(),
    );
  });
});
