// Reads the product's own Lingui catalogs, so the journeys look for the very words a visitor sees
// in each language (English source ids for macros, message ids like `invalid.name` for descriptors).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatNumber } from "@rimbun/i18n/format";
import { poMessages } from "@rimbun/i18n/locale-check";

export type Locale = "id" | "en";
export const locales: readonly Locale[] = ["id", "en"];
type Area = "site" | "dashboard" | "ui" | "domain" | "api";

const localesDir = join(dirname(fileURLToPath(import.meta.url)), "../../packages/i18n/locales");
const cache = new Map<string, Map<string, string>>();

function catalog(locale: Locale, area: Area): Map<string, string> {
  const key = `${locale}/${area}`;
  const known = cache.get(key);
  if (known) return known;
  const text = readFileSync(join(localesDir, locale, `${area}.po`), "utf8");
  const entries = new Map(Object.entries(poMessages(text)));
  cache.set(key, entries);
  return entries;
}

/**
 * Rupiah as the product writes it for a reader of `locale` (docs/decisions/words.md#rupiah): `Rp 1.350.000`
 * in Indonesian, `Rp 1,350,000` in English, `Rp` joined to the number by a no-break space.
 */
export function rupiah(amount: number, locale: Locale): string {
  return `Rp\u00a0${formatNumber(amount, locale)}`;
}

/** The translated text of `id` in `locale`, looked up in the given catalog area. Throws if missing. */
export function tr(locale: Locale, area: Area, id: string): string {
  const text = catalog(locale, area).get(id);
  if (text === undefined) throw new Error(`No "${id}" in ${locale}/${area}.po`);
  return text;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A pattern for a message with placeholders (`{name}`, `<0>...</0>`): the fixed words around them. */
export function trPattern(locale: Locale, area: Area, id: string): RegExp {
  const parts = tr(locale, area, id)
    .split(/\{[^}]+\}|<\/?\d+>/)
    .filter((part) => part.trim() !== "")
    .map((part) => escapeRegExp(part.trim()));
  return new RegExp(parts.join("[\\s\\S]*"));
}

/** Exact-text pattern (whole accessible name), for buttons and links whose words are also found elsewhere. */
export function exact(text: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);
}

/** Site path in a language: Indonesian at the root, English under /en. */
export function sitePath(locale: Locale, path: string): string {
  return locale === "en" ? `/en${path === "/" ? "/" : path}` : path;
}
