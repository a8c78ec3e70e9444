import { describe, expect, it } from "vitest";
import {
  canChangeReferralCode,
  referralChangeFormSchema,
  referralChangeRequestSchema,
  referralLookupQuerySchema,
} from "./referral.ts";
import { errorsOf } from "./test-helpers.ts";

describe("referral code", () => {
  it.each([
    ["BUDI01", {}],
    ["budi_santoso-2", {}],
    ["", { referral_code: "referral.empty" }],
    ["   ", { referral_code: "referral.empty" }],
    ["abc", { referral_code: "referral.invalid" }],
    ["a".repeat(21), { referral_code: "referral.invalid" }],
    ["budi santoso", { referral_code: "referral.invalid" }],
    ["budi/../x", { referral_code: "referral.invalid" }],
  ])("%j -> %j", (code, errors) => {
    expect(errorsOf(referralChangeFormSchema, { referral_code: code })).toEqual(errors);
  });

  it.each([
    [0, true],
    [null, true],
    [undefined, true],
    [1, false],
    ["1", false],
    [true, false],
  ])("referral_lock %j -> can change: %s", (lock, allowed) => {
    expect(canChangeReferralCode(lock)).toBe(allowed);
  });

  it("validates the lookup (call 4) and the change (call 13)", () => {
    expect(referralLookupQuerySchema.parse({ search: "BUDI01" })).toEqual({
      search: "BUDI01",
      searchBy: "referral_code",
    });
    expect(
      referralChangeRequestSchema.parse({ email: "b@x.id", referral_code: "BUDI02", ref_type: "VOLUNTEER" })
        .ref_type,
    ).toBe("volunteer");
    expect(
      errorsOf(referralChangeRequestSchema, { email: "b@x.id", referral_code: "BUDI02", ref_type: "admin" }),
    ).toEqual({
      ref_type: "error.validation",
    });
  });
});
