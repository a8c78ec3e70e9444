import { describe, expect, it } from "vitest";
import { decideTransition } from "./transition.ts";

const pending = { status: "pending", amount: 50_000 } as const;

describe("what a provider event does to its donation", () => {
  it("moves a pending donation to the event's outcome", () => {
    expect(decideTransition(pending, { outcome: "paid" })).toEqual({ type: "move", to: "done" });
    expect(decideTransition(pending, { outcome: "failed" })).toEqual({ type: "move", to: "failed" });
    expect(decideTransition(pending, { outcome: "expired" })).toEqual({ type: "move", to: "expired" });
  });

  it("leaves a donation already there, and never takes a paid one back except by a refund", () => {
    const done = { status: "done", amount: 50_000 } as const;
    expect(decideTransition(done, { outcome: "paid" })).toEqual({ type: "unchanged" });
    expect(decideTransition(done, { outcome: "failed" })).toEqual({ type: "unchanged" });
    expect(decideTransition(done, { outcome: "expired" })).toEqual({ type: "unchanged" });
    expect(decideTransition(done, { outcome: "refunded" })).toEqual({ type: "move", to: "refunded" });
    expect(decideTransition(pending, { outcome: "refunded" })).toEqual({ type: "unchanged" });
  });

  it("lets a late payment win over an expiry, but not the other way round", () => {
    const expired = { status: "expired", amount: 50_000 } as const;
    expect(decideTransition(expired, { outcome: "paid" })).toEqual({ type: "move", to: "done" });
    expect(decideTransition(expired, { outcome: "failed" })).toEqual({ type: "unchanged" });
  });

  it("flags a payment of another amount or currency, where the provider reports them", () => {
    expect(decideTransition(pending, { outcome: "paid", amount: 10_000 })).toEqual({ type: "flag" });
    expect(decideTransition(pending, { outcome: "paid", currency: "USD" })).toEqual({ type: "flag" });
    expect(decideTransition(pending, { outcome: "paid", amount: 50_000, currency: "idr" })).toEqual({
      type: "move",
      to: "done",
    });
    // Only a payment is compared: a refund reports what was refunded.
    expect(decideTransition({ ...pending, status: "done" }, { outcome: "refunded", amount: 1 })).toEqual({
      type: "move",
      to: "refunded",
    });
  });
});
