import { donationCardSchema } from "@rimbun/domain/schemas/donation";
import { beforeEach, describe, expect, it } from "vitest";
import { readDonationChoice, saveDonationChoice } from "../../lib/donation-storage.ts";
import { installMemoryStorage } from "../../test-storage.ts";
import { checkDonationCard } from "./donation-card-check.ts";
import { changeDonationType, donationFlowPath, initialDonationCard } from "./donation-card-state.ts";

describe("donation card: order of checks", () => {
  it("starts monthly at Rp 10.000 with the terms unticked", () => {
    expect(initialDonationCard()).toEqual({ type: "monthly", amount: 10_000, terms: false });
  });

  it("asks for an amount first, even when the terms are not ticked either", () => {
    expect(checkDonationCard({ type: "monthly", amount: null, terms: false })).toEqual({
      ok: false,
      field: "amount",
      message: "amount.required",
    });
  });

  it("then checks the amount is valid for the type before the terms", () => {
    expect(checkDonationCard({ type: "single", amount: 10_000, terms: false })).toEqual({
      ok: false,
      field: "amount",
      message: "amount50",
    });
    expect(checkDonationCard({ type: "monthly", amount: 5_000, terms: true })).toMatchObject({
      field: "amount",
      message: "amount.min",
    });
    expect(checkDonationCard({ type: "monthly", amount: 100_000_001, terms: true })).toMatchObject({
      field: "amount",
      message: "amount.max",
    });
  });

  it("asks for the terms box last", () => {
    expect(checkDonationCard({ type: "monthly", amount: 50_000, terms: false })).toEqual({
      ok: false,
      field: "terms",
      message: "terms.required",
    });
  });

  it("gives the choice to store once every check passes", () => {
    expect(checkDonationCard({ type: "single", amount: 250_000, terms: true })).toEqual({
      ok: true,
      choice: { donation: "single", amount: 250_000 },
    });
  });

  it("gives the same answer as the domain's zod schema (the card checks without loading zod)", () => {
    const amounts = [null, 0, 5_000, 9_999, 10_000, 49_999, 50_000, 100_000_000, 100_000_001, 1.5, -1];
    for (const type of ["monthly", "single"] as const) {
      for (const amount of amounts) {
        for (const terms of [true, false]) {
          const parsed = donationCardSchema.safeParse({ type, amount: amount ?? undefined, terms });
          const check = checkDonationCard({ type, amount, terms });
          expect(check.ok).toBe(parsed.success);
          if (!check.ok && !parsed.success) expect(check.message).toBe(parsed.error.issues[0]?.message);
        }
      }
    }
  });

  it("resets the amount to the new type's minimum when the type changes", () => {
    const monthly = { type: "monthly" as const, amount: 250_000, terms: true };
    expect(changeDonationType(monthly, "single")).toEqual({ type: "single", amount: 50_000, terms: true });
    expect(changeDonationType(monthly, "monthly")).toBe(monthly);
  });

  it("sends monthly donors to /donation/monthly and single donors to the single form", () => {
    expect(donationFlowPath("monthly")).toBe("/donation/monthly");
    expect(donationFlowPath("single")).toBe("/donation/single/form");
  });
});

describe("stored choice (localStorage `donation`)", () => {
  let storage: Storage;
  beforeEach(() => {
    storage = installMemoryStorage();
  });

  it("keeps the card's choice under the key `donation` for the flow page", () => {
    saveDonationChoice({ donation: "single", amount: 75_000 });
    expect(JSON.parse(storage.getItem("donation") ?? "null")).toEqual({ donation: "single", amount: 75_000 });
    expect(readDonationChoice()).toEqual({ donation: "single", amount: 75_000 });
  });

  it("opens the card on monthly even after a single choice was stored", () => {
    saveDonationChoice({ donation: "single", amount: 75_000 });
    expect(initialDonationCard()).toEqual({ type: "monthly", amount: 10_000, terms: false });
  });

  it("ignores a damaged or foreign value instead of breaking the page", () => {
    storage.setItem("donation", "{not json");
    expect(readDonationChoice()).toBeNull();
    storage.setItem("donation", JSON.stringify({ donation: "weekly", amount: 5 }));
    expect(readDonationChoice()).toBeNull();
  });
});
