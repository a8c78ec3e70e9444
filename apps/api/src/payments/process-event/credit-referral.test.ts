import { describe, expect, it } from "vitest";
import { referralCreditDue } from "./credit-referral.ts";

const monthlyFirst = { donorId: "donor-1", firstMonthlyPayment: true };
const later = { donorId: "donor-1", firstMonthlyPayment: false };

describe("what a paid donation earns its referrer", () => {
  it("gives a volunteer points for every referred payment, first or not", () => {
    const volunteer = { id: "vol-1", role: "volunteer" };
    expect(referralCreditDue(volunteer, monthlyFirst)).toBe("volunteer-points");
    expect(referralCreditDue(volunteer, later)).toBe("volunteer-points");
    expect(referralCreditDue(volunteer, { donorId: null, firstMonthlyPayment: false })).toBe(
      "volunteer-points",
    );
  });

  it("gives a donor badge points only for a new monthly donor's first payment", () => {
    const donor = { id: "donor-2", role: "donor" };
    expect(referralCreditDue(donor, monthlyFirst)).toBe("badge-points");
    expect(referralCreditDue(donor, later)).toBeNull();
  });

  it("gives nothing for one's own donation, without a referrer, or to staff", () => {
    expect(referralCreditDue({ id: "donor-1", role: "volunteer" }, monthlyFirst)).toBeNull();
    expect(referralCreditDue(undefined, monthlyFirst)).toBeNull();
    expect(referralCreditDue({ id: "admin-1", role: "admin" }, monthlyFirst)).toBeNull();
  });
});
