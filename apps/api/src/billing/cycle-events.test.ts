import { describe, expect, it } from "vitest";
import { paidCycleEvent, unpaidCycleEvent } from "./cycle-events.ts";

describe("the billing machine's event for a monthly cycle's payment", () => {
  it("closes a paid cycle as a charge on automatic channels and as an invoice on reminder channels", () => {
    expect(paidCycleEvent("recurring", "2026-03-15")).toEqual({
      type: "charge-succeeded",
      dueDay: "2026-03-15",
    });
    expect(paidCycleEvent("reminder", "2026-03-15")).toEqual({ type: "invoice-paid", dueDay: "2026-03-15" });
  });

  it("names no cycle for a payment that is not a cycle's charge", () => {
    expect(paidCycleEvent("recurring", null)).toEqual({ type: "charge-succeeded" });
  });

  it("fails an automatic charge, expires an invoice, and leaves a failed reminder payment to its invoice", () => {
    expect(unpaidCycleEvent("recurring", "failed", "2026-03-15")).toEqual({
      type: "charge-failed",
      dueDay: "2026-03-15",
    });
    expect(unpaidCycleEvent("recurring", "expired", "2026-03-15")).toEqual({
      type: "invoice-expired",
      dueDay: "2026-03-15",
    });
    expect(unpaidCycleEvent("reminder", "expired", "2026-03-15")).toEqual({
      type: "invoice-expired",
      dueDay: "2026-03-15",
    });
    expect(unpaidCycleEvent("reminder", "failed", "2026-03-15")).toBeNull();
  });
});
