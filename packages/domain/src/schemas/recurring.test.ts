import { describe, expect, it } from "vitest";
import {
  changePaymentMethodFormSchema,
  changePaymentMethodRequestSchema,
  reactivateRequestSchema,
  recurringAmountFormSchema,
  recurringUpdateRequestSchema,
  stopRecurringRequestSchema,
} from "./recurring.ts";
import { errorsOf } from "./test-helpers.ts";

describe("recurring plan forms and calls", () => {
  it.each([
    [{ amount: "10000" }, {}],
    [{ amount: "Rp 9.999" }, { amount: "amount.min" }],
    [{ amount: "" }, { amount: "amount.required" }],
  ])("amount edit %j -> %j", (input, errors) => {
    expect(errorsOf(recurringAmountFormSchema, input)).toEqual(errors);
  });

  it.each([
    [{ paymentType: "recurring", channel: "OVO" }, {}],
    [{ paymentType: "reminder", channel: "QRIS" }, {}],
    [{ paymentType: "reminder", channel: "OVO" }, { channel: "payment.methodUnavailable" }],
    [{ paymentType: "reminder", channel: "GOPAY" }, { channel: "payment.methodUnavailable" }],
    [
      { paymentType: "", channel: "" },
      { paymentType: "payment.typeRequired", channel: "payment.methodRequired" },
    ],
  ])("change method dialog %j -> %j", (input, errors) => {
    expect(errorsOf(changePaymentMethodFormSchema, input)).toEqual(errors);
  });

  it("validates calls 5, 10, 11 and 12", () => {
    expect(errorsOf(stopRecurringRequestSchema, { pgid: "pg_1", channel: "xendit" })).toEqual({});
    expect(errorsOf(stopRecurringRequestSchema, { pgid: "pg_1", token: "abc.def" })).toEqual({});
    expect(errorsOf(stopRecurringRequestSchema, { pgid: "", channel: "paypal" })).toEqual({
      pgid: "error.validation",
      channel: "error.validation",
    });
    expect(
      errorsOf(recurringUpdateRequestSchema, {
        email: "b@x.id",
        payment_methods: "VISA",
        id: "pg_1",
        amount: "20000",
      }),
    ).toEqual({});
    expect(
      errorsOf(recurringUpdateRequestSchema, {
        email: "b@x.id",
        payment_methods: "GOPAY",
        id: "pg_1",
        amount: "5000",
      }),
    ).toEqual({ payment_methods: "payment.methodUnavailable", amount: "amount.min" });
    expect(errorsOf(reactivateRequestSchema, { pg_id: "pg_1" })).toEqual({});
    expect(errorsOf(changePaymentMethodRequestSchema, { pg_id: "pg_1", payment_methods: "" })).toEqual({
      payment_methods: "payment.methodRequired",
    });
  });
});
