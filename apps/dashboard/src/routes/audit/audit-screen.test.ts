import { describe, expect, it } from "vitest";
import { auditDetails, auditSubject } from "./audit-screen.tsx";

describe("auditDetails", () => {
  // The points' unit comes from the screen's catalog; here as the Indonesian screen writes it.
  const poin = (points: string) => `${points} poin`;
  const entry = {
    data: { reason: "x", points: "100.00", amount: 100000, provider: "sandbox", pg_id: "12345678" },
  };
  it("writes quantities in the reader's notation, leaves ids and codes as stored, skips the reason", () => {
    expect(auditDetails(entry, "id", poin)).toBe(
      "points: 100,00 poin, amount: 100.000, provider: sandbox, pg_id: 12345678",
    );
    expect(auditDetails(entry, "en", (points) => `${points} points`)).toBe(
      "points: 100.00 points, amount: 100,000, provider: sandbox, pg_id: 12345678",
    );
    expect(auditDetails({ data: { points: "12.50" } }, "id", poin)).toBe("points: 12,50 poin");
    const range = { data: { startDate: "2025-12-01", endDate: "2026-08-17", truncated: false } };
    expect(auditDetails(range, "id", poin)).toBe(
      "startDate: 1 Des 2025, endDate: 17 Agu 2026, truncated: false",
    );
    expect(auditDetails(range, "en", poin)).toBe(
      "startDate: 1 Dec 2025, endDate: 17 Aug 2026, truncated: false",
    );
    const change = { data: { event: { type: "change-amount", amount: 150000 }, by: "session" } };
    expect(auditDetails(change, "id", poin)).toBe(
      "event: (type: change-amount, amount: 150.000), by: session",
    );
  });

  it("shows nothing for empty notes, and a name instead of a raw id where the entry has one", () => {
    expect(auditDetails({ data: { note: null, decision: "approve" } }, "en", poin)).toBe("decision: approve");
    expect(auditDetails({ data: { note: "  ", reason: null } }, "en", poin)).toBe("");
    expect(
      auditDetails(
        { data: { user_id: "3f2a1b9c-0d4e-4f5a-8b6c-7d8e9f0a1b2c", user_email: "putri@mail.test" } },
        "en",
        poin,
      ),
    ).toBe("user_email: putri@mail.test");
    expect(auditDetails({ data: { update_id: "u-123", funds_used: 20000 } }, "id", poin)).toBe(
      "update_id: u-123, funds_used: 20.000",
    );
  });
});

describe("auditSubject", () => {
  it("names the subject when the entry stores a name, keeps a subject that is words already", () => {
    const user = "user:3f2a1b9c-0d4e-4f5a-8b6c-7d8e9f0a1b2c";
    expect(auditSubject({ subject: user, data: { name: "Putri Lestari" } })).toBe("user: Putri Lestari");
    expect(auditSubject({ subject: user, data: { email: "putri@mail.test" } })).toBe("user: putri@mail.test");
    expect(auditSubject({ subject: user, data: {} })).toBe(user);
    expect(auditSubject({ subject: "campaign:hutan-cianjur", data: { name: "x" } })).toBe(
      "campaign:hutan-cianjur",
    );
    expect(auditSubject({ subject: null, data: {} })).toBeNull();
  });
});
