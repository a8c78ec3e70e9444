import { describe, expect, it } from "vitest";
import { checkDonationData, flowErrorsOfRefusal } from "./donation-flow-check.ts";
import { type DonationFlowState, idempotencyKeyFor, pageAndWallFields } from "./donation-flow-logic.ts";
import { emptyTribute } from "./tribute-logic.ts";

const monthly: DonationFlowState = {
  kind: "monthly",
  amount: 100_000,
  name: "Wulan",
  email: "wulan@example.com",
  phone: "0812 3456 7890",
  paymentType: "reminder",
  paymentMethod: "BNI",
  referralCode: "",
  campaign: null,
  fundraiserPage: null,
  wallMessage: "",
  wallDisplay: "first",
  wallShowAmount: false,
  tribute: emptyTribute,
};

describe("Remind me on WhatsApp in the flow", () => {
  it("is sent only when turned on, and only for a monthly gift", () => {
    expect(pageAndWallFields(monthly)).toEqual({});
    expect(pageAndWallFields({ ...monthly, whatsAppReminders: true })).toEqual({
      whatsapp_reminders: "true",
    });
    expect(pageAndWallFields({ ...monthly, kind: "single", whatsAppReminders: true })).toEqual({});
  });

  it("accepts the forms people type and says clearly when a number cannot be a mobile", () => {
    for (const phone of ["0812 3456 7890", "6281234567890", "+62 812-3456-7890", "812-3456-7890"])
      expect(
        checkDonationData({ ...monthly, phone, whatsAppReminders: true }, "k".repeat(20)).ok,
        phone,
      ).toBe(true);
    const landline = checkDonationData(
      { ...monthly, phone: "0215551234", whatsAppReminders: true },
      "k".repeat(20),
    );
    expect(landline.ok ? null : landline.errors).toEqual({ phone: "invalid.whatsAppNumber" });
    expect(checkDonationData({ ...monthly, phone: "0215551234" }, "k".repeat(20)).ok).toBe(true);
    expect(flowErrorsOfRefusal({ phone: "invalid.whatsAppNumber" })).toEqual({
      phone: "invalid.whatsAppNumber",
    });
  });

  it("turning it on is another submission (a new idempotency key)", () => {
    const first = idempotencyKeyFor(null, monthly);
    expect(idempotencyKeyFor(first, { ...monthly, whatsAppReminders: true }).key).not.toBe(first.key);
  });
});
