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
  });
});
