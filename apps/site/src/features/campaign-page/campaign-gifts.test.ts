import { describe, expect, it } from "vitest";
import { giftRows, timeAgo } from "./campaign-gifts.ts";

const now = Date.parse("2026-03-02T12:00:00Z");

describe("latest gifts", () => {
  it("says how long ago in the page's language", () => {
    expect(timeAgo("2026-03-02T11:59:30Z", "en", now)).toBe("now");
    expect(timeAgo("2026-03-02T11:55:00Z", "en", now)).toBe("5 minutes ago");
    expect(timeAgo("2026-03-02T09:00:00Z", "id", now)).toBe("3 jam yang lalu");
    expect(timeAgo("2026-03-01T12:00:00Z", "en", now)).toBe("yesterday");
    expect(timeAgo("2026-03-02T12:00:30Z", "en", now)).toBe("now");
  });

  it("names nobody and writes the amount in the page's grouping, joined to Rp", () => {
    const rows = giftRows([{ amount: 150_000, paid_at: "2026-03-02T11:00:00Z" }], "en", "Anonymous", now);
    expect(rows).toEqual([
      { who: "Anonymous", amount: "Rp\u00a0150,000", when: "1 hour ago", at: "2026-03-02T11:00:00Z" },
    ]);
    expect(
      giftRows([{ amount: 150_000, paid_at: "2026-03-02T11:00:00Z" }], "id", "Anonim", now)[0]?.amount,
    ).toBe("Rp\u00a0150.000");
  });
});
