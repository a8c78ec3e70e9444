import { describe, expect, it } from "vitest";
import { newIdempotencyKey } from "../donations.ts";
import {
  createPaymentPayloadSchemaFor,
  donationCardSchema,
  donationDataSchema,
  paymentPathKind,
  toCreatePaymentFields,
} from "./donation.ts";
import { errorsOf, issueOrder } from "./test-helpers.ts";

describe("donation card", () => {
  it.each([
    [{ type: "monthly", amount: 10_000, terms: true }, {}],
    [{ type: "monthly", amount: "Rp 25.000", terms: "on" }, {}],
    [{ type: "single", amount: 50_000, terms: true }, {}],
    [{ type: "monthly", amount: 9_000, terms: true }, { amount: "amount.min" }],
    [{ type: "single", amount: 10_000, terms: true }, { amount: "amount50" }],
    [{ type: "monthly", amount: 200_000_000, terms: true }, { amount: "amount.max" }],
    [{ type: "monthly", amount: null, terms: true }, { amount: "amount.required" }],
    [{ type: "monthly", amount: "abc", terms: true }, { amount: "amount.invalid" }],
    [{ type: "monthly", amount: 10_000, terms: false }, { terms: "terms.required" }],
    [{ type: "monthly", amount: 10_000 }, { terms: "terms.required" }],
    [{ type: "boost", amount: 10_000, terms: true }, { type: "error.validation" }],
  ])("%j -> %j", (input, errors) => {
    expect(errorsOf(donationCardSchema, input)).toEqual(errors);
  });

  it("reports amount before terms (the order of checks)", () => {
    expect(issueOrder(donationCardSchema, { type: "single", amount: "", terms: false })).toEqual([
      "amount.required",
      "terms.required",
    ]);
    expect(issueOrder(donationCardSchema, { type: "single", amount: 20_000, terms: false })).toEqual([
      "amount50",
      "terms.required",
    ]);
  });

  it("yields whole rupiah", () => {
    expect(donationCardSchema.parse({ type: "monthly", amount: "Rp 25.000", terms: true })).toEqual({
      type: "monthly",
      amount: 25_000,
      terms: true,
    });
  });
});

const validData = {
  type: "monthly",
  name: " Budi Santoso ",
  email: "Budi@Mail.com",
  phone: "08123456789",
  amount: "50000",
  paymentMethod: "VISA",
  referralCode: "",
  idempotencyKey: newIdempotencyKey(),
};

describe("donation data", () => {
  it("accepts a complete form and normalizes it", () => {
    const data = donationDataSchema.parse(validData);
    expect(data).toMatchObject({
      type: "monthly",
      name: "Budi Santoso",
      email: "budi@mail.com",
      phone: "+628123456789",
      amount: 50_000,
      paymentMethod: "VISA",
    });
    expect(data.referralCode).toBeUndefined();
  });

  it.each([
    [{ name: "" }, { name: "invalid.name" }],
    [{ email: "" }, { email: "invalid.emptyEmail" }],
    [{ email: "budi" }, { email: "invalid.invalidEmail" }],
    [{ phone: "" }, { phone: "invalid.phone" }],
    [{ phone: "12" }, { phone: "invalid.phoneFormat" }],
    [{ paymentMethod: "" }, { paymentMethod: "payment.methodRequired" }],
    [{ paymentMethod: undefined }, { paymentMethod: "payment.methodRequired" }],
    [{ paymentMethod: "GOPAY" }, { paymentMethod: "payment.methodUnavailable" }],
    [{ paymentMethod: "BITCOIN" }, { paymentMethod: "payment.methodUnavailable" }],
    [{ referralCode: "a b" }, { referralCode: "referral.invalid" }],
    [{ amount: "5000" }, { amount: "amount.min" }],
    [{ type: "single", amount: "20000" }, { amount: "amount50" }],
    [{ campaign: "Not A Slug" }, { campaign: "error.validation" }],
    [{ idempotencyKey: "" }, { idempotencyKey: "error.validation" }],
  ])("%j -> %j", (change, errors) => {
    expect(errorsOf(donationDataSchema, { ...validData, ...change })).toEqual(errors);
  });

  it("allows GoPay for single and boost", () => {
    expect(errorsOf(donationDataSchema, { ...validData, type: "boost", paymentMethod: "GOPAY" })).toEqual({});
    expect(
      errorsOf(donationDataSchema, { ...validData, type: "single", paymentMethod: "GOPAY", amount: 50_000 }),
    ).toEqual({});
  });
});

describe("create-payment payload (call 3)", () => {
  const base = {
    amount: "50000",
    email: "budi@mail.com",
    fullname: "Budi",
    payment_methods: "QRIS",
    phone: "8123456789",
    referral: "",
    description: "Donasi",
    idempotency_key: newIdempotencyKey(),
  };

  it("maps kinds to paths", () => {
    expect(paymentPathKind("monthly")).toBe("recurring");
    expect(paymentPathKind("boost")).toBe("boost");
  });

  it("requires interval=MONTH and interval_count=1 on the recurring path", () => {
    const schema = createPaymentPayloadSchemaFor("recurring");
    expect(errorsOf(schema, base)).toEqual({
      interval: "error.validation",
      interval_count: "error.validation",
    });
    expect(errorsOf(schema, { ...base, interval: "MONTH", interval_count: "1" })).toEqual({});
    expect(errorsOf(schema, { ...base, interval: "MONTH", interval_count: "2" })).toEqual({
      interval_count: "error.validation",
    });
  });

  it("checks the kind's minimum and channels on each path", () => {
    expect(errorsOf(createPaymentPayloadSchemaFor("single"), { ...base, amount: "10000" })).toEqual({
      amount: "amount50",
    });
    expect(errorsOf(createPaymentPayloadSchemaFor("boost"), { ...base, amount: "10000" })).toEqual({});
    expect(
      errorsOf(createPaymentPayloadSchemaFor("recurring"), {
        ...base,
        interval: "MONTH",
        interval_count: "1",
        payment_methods: "GOPAY",
      }),
    ).toEqual({ payment_methods: "payment.methodUnavailable" });
  });

  it("builds the multipart fields; referral_code only for monthly with a lookup match", () => {
    const data = donationDataSchema.parse({
      ...validData,
      referralCode: "BUDI01",
      campaign: "bantu-hara-jaga-situ-gede",
    });
    const withMatch = toCreatePaymentFields(data, {
      description: "Donasi bulanan",
      referralMatch: { code: "BUDI01", type: "volunteer" },
    });
    expect(withMatch).toEqual({
      amount: "50000",
      email: "budi@mail.com",
      fullname: "Budi Santoso",
      payment_methods: "VISA",
      phone: "+628123456789",
      referral: "BUDI01",
      description: "Donasi bulanan",
      idempotency_key: validData.idempotencyKey,
      campaign: "bantu-hara-jaga-situ-gede",
      interval: "MONTH",
      interval_count: "1",
      referral_code: "BUDI01",
      referral_type: "volunteer",
    });
    expect(createPaymentPayloadSchemaFor("recurring").safeParse(withMatch).success).toBe(true);

    const noMatch = toCreatePaymentFields(data, { referralMatch: null });
    expect(noMatch.referral_code).toBeUndefined();
    expect(noMatch.referral).toBe("BUDI01");

    const single = donationDataSchema.parse({ ...validData, type: "single", referralCode: "BUDI01" });
    const singleFields = toCreatePaymentFields(single, { referralMatch: { code: "BUDI01", type: "donor" } });
    expect(singleFields.interval).toBeUndefined();
    expect(singleFields.referral_code).toBeUndefined();
    expect(createPaymentPayloadSchemaFor("single").safeParse(singleFields).success).toBe(true);
  });
});
