import type { IsoDay } from "./dates.ts";

/**
 * What Meta charges per WhatsApp template message, by the template's category
 * (docs/product/staff-console.md#whatsapp-prices). Administrators keep the rupiah price of each category
 * with the day it applies from; every change is a new row, so the price a past message cost stays known.
 */
export const whatsAppPriceCategories = ["utility", "authentication", "marketing"] as const;
export type WhatsAppPriceCategory = (typeof whatsAppPriceCategories)[number];

/** A sanity ceiling, far above Meta's rates for Indonesia (a few hundred rupiah): a typo of extra zeros is refused. */
export const WHATSAPP_PRICE_MAX_IDR = 100_000;
/** How far ahead a price may be set: a year, like the contracts it comes from. */
export const WHATSAPP_PRICE_MAX_DAYS_AHEAD = 366;
/** The earliest day a price may apply from: before the platform sent any WhatsApp message. */
export const WHATSAPP_PRICE_FIRST_DAY: IsoDay = "2026-01-01";

export interface WhatsAppPriceEntry {
  category: WhatsAppPriceCategory;
  priceIdr: number;
  effectiveFrom: IsoDay;
  /** When the row was written: of two rows from the same day, the later one counts. */
  createdAt: string;
}

/**
 * The price of a category on a Jakarta day: the entry with the latest `effectiveFrom` on or before that
 * day (the latest written among equals); null when none applies yet (the message's cost is unknown).
 */
export function whatsAppPriceOn(
  entries: readonly WhatsAppPriceEntry[],
  category: WhatsAppPriceCategory,
  day: IsoDay,
): number | null {
  let best: WhatsAppPriceEntry | null = null;
  for (const entry of entries) {
    if (entry.category !== category || entry.effectiveFrom > day) continue;
    if (
      !best ||
      entry.effectiveFrom > best.effectiveFrom ||
      (entry.effectiveFrom === best.effectiveFrom && entry.createdAt > best.createdAt)
    )
      best = entry;
  }
  return best ? best.priceIdr : null;
}

/** A template's Meta category (`UTILITY`, `MARKETING`, `AUTHENTICATION`) as the price table names it. */
export function priceCategoryOf(templateCategory: string): WhatsAppPriceCategory {
  const lower = templateCategory.toLowerCase();
  return (whatsAppPriceCategories as readonly string[]).includes(lower)
    ? (lower as WhatsAppPriceCategory)
    : "marketing";
}
