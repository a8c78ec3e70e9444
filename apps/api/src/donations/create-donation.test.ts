import { describe, expect, it } from "vitest";
import { newLocalId } from "./create-donation.ts";

describe("newLocalId", () => {
  it("is RL-, the UTC day, and six characters nobody misreads", () => {
    const ids = Array.from({ length: 2000 }, () => newLocalId(new Date("2026-11-28T16:30:00Z")));
    for (const id of ids) expect(id).toMatch(/^RL-261128-[2-9A-HJKMNP-Z]{6}$/);
    // Drawn from 31⁶ codes: 2,000 of them meet with a chance of about 1 in 450.
    expect(new Set(ids).size).toBeGreaterThan(1990);
  });
});
