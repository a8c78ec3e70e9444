import { describe, expect, it } from "vitest";
import {
  canDownloadInvoice,
  canMoveDonationStatus,
  donationCardKinds,
  donationDocument,
  donationKindLabels,
  isDonationCardKind,
  isDonationKind,
  isDonationType,
  needsReactivation,
  newIdempotencyKey,
  paymentResultState,
  toDonationKind,
} from "./donations.ts";

describe("donation kinds and statuses", () => {
  it("shows recurring as monthly", () => {
    expect(toDonationKind("recurring")).toBe("monthly");
    expect(toDonationKind("boost")).toBe("boost");
    expect(donationKindLabels[toDonationKind("recurring")]).toBe("donationKind.monthly");
    expect(isDonationKind("recurring")).toBe(false);
    expect(isDonationKind("single")).toBe(true);
  });

  it("offers monthly and single on the landing card", () => {
    expect(donationCardKinds).toEqual(["monthly", "single"]);
    expect(isDonationCardKind("single")).toBe(true);
    expect(isDonationCardKind("boost")).toBe(false);
  });

  it("knows the stored donation types, recurring included", () => {
    expect(isDonationType("recurring")).toBe(true);
    expect(isDonationType("volunteer")).toBe(false);
    expect(isDonationType(undefined)).toBe(false);
  });

  it.each([
    ["pending", true, "invoice"],
    ["done", true, "receipt"],
    ["failed", false, null],
    ["expired", false, null],
    ["refunded", false, null],
  ] as const)("a %s donation's document can be downloaded: %s (%s)", (status, allowed, document) => {
    expect(canDownloadInvoice(status)).toBe(allowed);
    expect(donationDocument(status)).toBe(document);
  });

  it.each([
    ["pending", "done", true],
    ["pending", "failed", true],
    ["pending", "expired", true],
    ["done", "pending", false],
    ["done", "failed", false],
    ["done", "done", false],
    ["failed", "done", true],
    ["expired", "done", true],
    ["failed", "pending", false],
  ] as const)("%s -> %s allowed: %s", (from, to, allowed) => {
    expect(canMoveDonationStatus(from, to)).toBe(allowed);
  });

  it.each([
    ["active", false],
    ["paused", true],
    ["inactive", true],
  ] as const)("recurring %s needs reactivation: %s", (status, expected) => {
    expect(needsReactivation(status)).toBe(expected);
  });

  it("maps the payment check to the result page state", () => {
    expect(paymentResultState({ status: "PAID" })).toBe("SUCCESS");
    expect(paymentResultState({ status: "EXPIRED" })).toBe("FAILED");
    expect(paymentResultState({ status: "PENDING" })).toBe("PENDING");
    expect(paymentResultState({})).toBe("FAILED");
    expect(paymentResultState("error")).toBe("ERROR");
    expect(paymentResultState("not-found")).toBe("NOT_FOUND");
  });

  it("generates a new idempotency key each time", () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
