import { describe, expect, it } from "vitest";
import { reportFormSchema, reportRequestSchema } from "./report.ts";
import { errorsOf, issueOrder } from "./test-helpers.ts";

const valid = { name: "Siti", phone: "8123456789", email: "siti@mail.com", agree: true };

describe("report request form", () => {
  it.each([
    [{}, {}],
    [{ name: "" }, { name: "invalid.name" }],
    [{ name: "   " }, { name: "invalid.name" }],
    [{ phone: "" }, { phone: "invalid.phone" }],
    [{ phone: "abc" }, { phone: "invalid.phoneFormat" }],
    [{ email: "" }, { email: "invalid.emptyEmail" }],
    [{ email: "siti@mail" }, { email: "invalid.invalidEmail" }],
    [{ agree: false }, { agree: "invalid.agree" }],
    [{ agree: undefined }, { agree: "invalid.agree" }],
  ])("%j -> %j", (change, errors) => {
    expect(errorsOf(reportFormSchema, { ...valid, ...change })).toEqual(errors);
  });

  it("refuses submission while any field is unset, in field order", () => {
    expect(issueOrder(reportFormSchema, {})).toEqual([
      "invalid.name",
      "invalid.phone",
      "invalid.emptyEmail",
      "invalid.agree",
    ]);
  });

  it("normalizes the phone to +62", () => {
    expect(reportFormSchema.parse(valid).phone).toBe("+628123456789");
  });

  it("accepts call 17 without the consent field", () => {
    const { agree: _agree, ...withoutAgree } = valid;
    expect(reportRequestSchema.parse(withoutAgree).agree).toBe(false);
  });
});
