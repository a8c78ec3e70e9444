import { describe, expect, it } from "vitest";
import { auditDetails } from "./audit-screen.tsx";

describe("auditDetails", () => {
  const entry = {
    data: { reason: "x", points: "100.00", amount: 100000, provider: "sandbox", pg_id: "12345678" },
  };
  it("writes quantities in the reader's notation, leaves ids and codes as stored, skips the reason", () => {
    expect(auditDetails(entry, "id")).toBe(
      "points: 100,00, amount: 100.000, provider: sandbox, pg_id: 12345678",
    );
    expect(auditDetails(entry, "en")).toBe(
      "points: 100.00, amount: 100,000, provider: sandbox, pg_id: 12345678",
    );
    expect(auditDetails({ data: { points: "12.50" } }, "id")).toBe("points: 12,50");
    const range = { data: { startDate: "2025-12-01", endDate: "2026-08-17", truncated: false } };
    expect(auditDetails(range, "id")).toBe("startDate: 1 Des 2025, endDate: 17 Agu 2026, truncated: false");
    expect(auditDetails(range, "en")).toBe("startDate: 1 Dec 2025, endDate: 17 Aug 2026, truncated: false");
    const change = { data: { event: { type: "change-amount", amount: 150000 }, by: "session" } };
    expect(auditDetails(change, "id")).toBe("event: (type: change-amount, amount: 150.000), by: session");
  });
});
