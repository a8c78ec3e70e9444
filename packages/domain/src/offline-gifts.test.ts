import { describe, expect, it } from "vitest";
import { messages } from "./messages.ts";
import { offlineGiftDayProblem } from "./offline-gifts.ts";
import { offlineGiftFormSchema } from "./schemas/offline-gift.ts";

describe("offlineGiftDayProblem", () => {
  const today = "2026-11-28";
  it("takes today and up to 366 days back", () => {
    expect(offlineGiftDayProblem(today, today)).toBeNull();
    expect(offlineGiftDayProblem("2025-11-27", today)).toBeNull();
  });
  it("refuses the future, older days and days that do not exist", () => {
    expect(offlineGiftDayProblem("2026-11-29", today)).toBe(messages.offlineGiftDateFuture.id);
    expect(offlineGiftDayProblem("2025-11-26", today)).toBe(messages.offlineGiftDateTooOld.id);
    expect(offlineGiftDayProblem("2026-02-30", today)).toBe(messages.offlineGiftDate.id);
  });
});

describe("offlineGiftFormSchema", () => {
  const form = {
    fullname: "Wulan",
    email: "Wulan@Example.test",
    date: "2026-11-28",
    amount: "250000",
    method: "bank_transfer",
    reason: "Seen on the statement",
  };
  it("reads a new donor's form: e-mail lower-cased, blank campaign the general fund, blank phone none", () => {
    const parsed = offlineGiftFormSchema.parse({ ...form, campaign: "", phone: "" });
    expect(parsed).toMatchObject({
      email: "wulan@example.test",
      amount: 250_000,
      campaign: null,
      phone: null,
    });
  });
  it("a found donor needs no name or e-mail; a new one needs both", () => {
    expect(
      offlineGiftFormSchema.safeParse({ ...form, fullname: "", email: "", donor_id: "u1" }).success,
    ).toBe(true);
    expect(offlineGiftFormSchema.safeParse({ ...form, fullname: "" }).success).toBe(false);
  });
  it("refuses amounts that are not whole rupiah within the limits", () => {
    for (const amount of ["-1000", "0", "999", "1000000001", "1.5", "Rp 50.000", ""]) {
      expect(offlineGiftFormSchema.safeParse({ ...form, amount }).success, amount).toBe(false);
    }
  });
});
