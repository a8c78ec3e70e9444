import { intlLocale, type Locale } from "./locales.ts";

/** Every date the product shows is in Jakarta time (stored in UTC, shown in Asia/Jakarta). */
export const timeZone = "Asia/Jakarta";

type DateInput = Date | string | number;

const cache = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], { timeZone, ...options });
    cache.set(key, format);
  }
  return format;
}

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Short date per language: `22 Nov 2026` in both, with the language's month names (`Agu` / `Aug`). */
export function formatShortDate(value: DateInput, locale: Locale): string {
  return dateFormat(locale, { day: "numeric", month: "short", year: "numeric" }).format(toDate(value));
}

/** Day and month for a chart's axis, where the year is said elsewhere: `22 Nov` / `22 Agu`. */
export function formatDayMonth(value: DateInput, locale: Locale): string {
  return dateFormat(locale, { day: "numeric", month: "short" }).format(toDate(value));
}

/** Long date for greetings and invoices: `Minggu, 22 November 2026` / `Sunday, 22 November 2026`. */
export function formatLongDate(value: DateInput, locale: Locale): string {
  return dateFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(
    toDate(value),
  );
}

/** Date and time (24-hour clock), Jakarta time: `22 Nov 2026, 14.05` / `22 Nov 2026, 14:05`. */
export function formatDateTime(value: DateInput, locale: Locale): string {
  return dateFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(toDate(value));
}

/** Month name for selects (`Januari` / `January`), month 1-12. */
export function formatMonthName(month: number, locale: Locale): string {
  // Mid-month at noon UTC stays in the same month in Jakarta.
  return dateFormat(locale, { month: "long" }).format(new Date(Date.UTC(2024, month - 1, 15, 12)));
}

/** Whole numbers with the language's grouping: `1.250` / `1,250`. */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 0 }).format(value);
}

/** A quantity with at most two decimals in the language's notation: `1.250,5` / `1,250.5`. */
export function formatDecimal(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 2 }).format(value);
}

/**
 * Kilograms (the CO2 equivalent) with at most one decimal, in the language's notation: `2.624,5` /
 * `2,624.5`. Takes the decimal text the domain computes (`co2ForAmount`).
 */
export function formatKilograms(value: string | number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 1 }).format(Number(value));
}

/**
 * Points always show two decimals (docs/product/fundraiser-buddy.md#points-ledger): `12,50` / `12.50`. Takes
 * the decimal text the API sends.
 */
export function formatPoints(value: string | number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(value));
}
