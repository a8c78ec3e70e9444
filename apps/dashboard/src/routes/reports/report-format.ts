import { formatMonthName, formatNumber, intlLocale, type Locale } from "@rimbun/i18n";

/** `2026-11` -> `November 2026` / `November 2026` (tables, captions). */
export function monthLabel(month: string, locale: Locale): string {
  return `${formatMonthName(Number(month.slice(5, 7)), locale)} ${month.slice(0, 4)}`;
}

/** `2026-11` -> `Nov 26` (chart axes, where space is short). */
export function shortMonthLabel(month: string, locale: Locale): string {
  return `${formatMonthName(Number(month.slice(5, 7)), locale).slice(0, 3)} ${month.slice(2, 4)}`;
}

/** A 0-1 rate as a whole or one-decimal percentage in the language's notation (`12,5%` / `12.5%`). */
export function formatRate(rate: number, locale: Locale): string {
  const tenths = Math.round(rate * 1000) / 10;
  const whole = Number.isInteger(tenths);
  const text = whole ? formatNumber(tenths, locale) : tenths.toLocaleString(intlLocale[locale]);
  return `${text}%`;
}

/** Axis ticks: `1,2 jt` / `1.2M`, the language's compact notation. */
export function compactNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], { notation: "compact", maximumFractionDigits: 1 }).format(
    value,
  );
}
