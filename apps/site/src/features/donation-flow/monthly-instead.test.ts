import { describe, expect, it } from "vitest";
import type { DonationFlowState } from "./donation-flow-logic.ts";
import { monthlyDraftOf, monthlyFlowHref } from "./monthly-instead.ts";
import { emptyTribute } from "./tribute-logic.ts";

const typed: DonationFlowState = {
  kind: "single",
  amount: 100_000,
  name: "Sari Dewi",
  email: "sari@example.test",
  phone: "81234567890",
  paymentType: "reminder",
  paymentMethod: "BNI",
  referralCode: "HUTAN1",
  campaign: "bersama-jaga-alam-kita",
  fundraiserPage: null,
  wallMessage: "",
  wallDisplay: "first",
  wallShowAmount: false,
  tribute: emptyTribute,
};

describe("monthly instead keeps what was typed", () => {
  it("carries the entries and a method the monthly flow offers, with the suggested amount", () => {
    expect(monthlyDraftOf(typed, 35_000)).toEqual({
      amount: 35_000,
      name: "Sari Dewi",
      email: "sari@example.test",
      phone: "81234567890",
      paymentType: "reminder",
      paymentMethod: "BNI",
      referralCode: "HUTAN1",
    });
  });

  it("leaves a one-time-only method for the donor to choose again", () => {
    const draft = monthlyDraftOf({ ...typed, paymentMethod: "NOT-A-MONTHLY-CHANNEL" }, 35_000);
    expect(draft.paymentMethod).toBeNull();
    expect(draft.paymentType).toBeNull();
  });

  it("opens the monthly flow at the amount with the campaign, fundraiser page and referral link, nothing else", () => {
    const href = monthlyFlowHref(
      "/en/donation/monthly",
      "?campaign=bersama-jaga-alam-kita&ref=HUTAN1&fundraiser=sari-run&amount=100000&utm=x",
      35_000,
    );
    expect(href).toBe(
      "/en/donation/monthly?amount=35000&campaign=bersama-jaga-alam-kita&fundraiser=sari-run&ref=HUTAN1",
    );
    expect(monthlyFlowHref("/donation/monthly", "", 15_000)).toBe("/donation/monthly?amount=15000");
  });
});
