import { describe, expect, it } from "vitest";
import { priceCategoryOf, type WhatsAppPriceEntry, whatsAppPriceOn } from "./whatsapp-prices.ts";

const entry = (
  category: WhatsAppPriceEntry["category"],
  priceIdr: number,
  effectiveFrom: string,
  createdAt: string,
): WhatsAppPriceEntry => ({ category, priceIdr, effectiveFrom, createdAt });

describe("whatsAppPriceOn", () => {
  const prices = [
    entry("utility", 300, "2026-01-01", "2026-01-01T00:00:00.000Z"),
    entry("utility", 400, "2026-10-15", "2026-10-01T00:00:00.000Z"),
    // A correction for the same day, written later: it wins that day.
    entry("utility", 410, "2026-10-15", "2026-10-02T00:00:00.000Z"),
    entry("marketing", 600, "2026-03-01", "2026-03-01T00:00:00.000Z"),
  ];

  it.each([
    ["utility", "2025-12-31", null],
    ["utility", "2026-01-01", 300],
    ["utility", "2026-10-14", 300],
    ["utility", "2026-10-15", 410],
    ["utility", "2027-05-01", 410],
    ["marketing", "2026-02-28", null],
    ["marketing", "2026-03-01", 600],
    ["authentication", "2026-06-01", null],
  ] as const)("%s on %s costs %s", (category, day, price) => {
    expect(whatsAppPriceOn(prices, category, day)).toBe(price);
  });

  it("reads Meta's category names", () => {
    expect(priceCategoryOf("UTILITY")).toBe("utility");
    expect(priceCategoryOf("AUTHENTICATION")).toBe("authentication");
    expect(priceCategoryOf("MARKETING")).toBe("marketing");
  });
});
