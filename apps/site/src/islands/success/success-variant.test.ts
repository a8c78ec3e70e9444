import { describe, expect, it } from "vitest";
import { successVariant } from "./success-variant.ts";

describe("success page variant", () => {
  it("follows the type given to the page", () => {
    expect(successVariant("volunteer", { donation: "monthly" })).toBe("volunteer");
    expect(successVariant("stop-donation", {})).toBe("stop-donation");
    expect(successVariant("failed", {})).toBe("failed");
    expect(successVariant("recurring", {})).toBe("monthly");
    expect(successVariant("something-else", {})).toBe("other");
  });

  it("falls back to the stored donation record, then to the neutral page (opened without a payment)", () => {
    expect(successVariant(null, { donation: "boost", user: "Rahma" })).toBe("boost");
    expect(successVariant(null, {})).toBe("other");
  });
});
