import { describe, expect, it } from "vitest";
import { staffInviteSchema, staffReasonSchema } from "./staff.ts";

describe("a staffer's reason", () => {
  it("is required, trimmed and at most 500 characters", () => {
    expect(staffReasonSchema.safeParse("  Donor asked by phone  ").data).toBe("Donor asked by phone");
    for (const bad of ["", "   ", "x".repeat(501), 42, null]) {
      const parsed = staffReasonSchema.safeParse(bad);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("invalid.reason");
    }
    expect(staffReasonSchema.safeParse("x".repeat(500)).success).toBe(true);
  });
});

describe("a staff invitation", () => {
  it("takes an e-mail, a name, a staff role and a reason", () => {
    const input = { email: "rina@rimbun.test", name: "Rina", role: "staff", reason: "New campaign officer" };
    expect(staffInviteSchema.safeParse(input).success).toBe(true);
    expect(staffInviteSchema.safeParse({ ...input, role: "donor" }).success).toBe(false);
    expect(staffInviteSchema.safeParse({ ...input, email: "rina@" }).success).toBe(false);
    expect(staffInviteSchema.safeParse({ ...input, reason: "" }).success).toBe(false);
  });
});
