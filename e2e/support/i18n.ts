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

/**
 * A catalog message as the product shows it: `{name}` replaced by its value, and
 * `{n, plural, =0 {…} one {…} other {…}}` settled by the language's plural rules with `#` written the
 * language's way (Indonesian has one form: "1 donatur", "2 donatur").
 */
export function trFilled(
  locale: Locale,
  area: Area,
  id: string,
  values: Record<string, string | number>,
): string {
  return fillMessage(tr(locale, area, id), locale, values);
}

/** The text up to the `}` that closes the `{` before `start`, and the index after that `}`. */
function untilClosed(text: string, start: number): [string, number] {
  let depth = 1;
  for (let index = start; index < text.length; index += 1) {
    if (text[index] === "{") depth += 1;
    if (text[index] === "}") depth -= 1;
    if (depth === 0) return [text.slice(start, index), index + 1];
  }
  throw new Error(`Unclosed "{" in "${text}"`);
}

function pluralForm(forms: string, count: number, locale: Locale): string {
  const chosen = new Map<string, string>();
  const selector = /\s*(=\d+|zero|one|two|few|many|other)\s*\{/y;
  selector.lastIndex = 0;
  for (let match = selector.exec(forms); match?.[1]; match = selector.exec(forms)) {
    const [body, next] = untilClosed(forms, selector.lastIndex);
    chosen.set(match[1], body);
    selector.lastIndex = next;
  }
  const form =
    chosen.get(`=${count}`) ?? chosen.get(new Intl.PluralRules(locale).select(count)) ?? chosen.get("other");
  if (form === undefined) throw new Error(`No plural form for ${count} in "${forms}"`);
  return form.replaceAll("#", formatNumber(count, locale));
}

function fillMessage(text: string, locale: Locale, values: Record<string, string | number>): string {
  let out = "";
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf("{", index);
    if (open === -1) return out + text.slice(index);
    out += text.slice(index, open);
    const [inner, next] = untilClosed(text, open + 1);
    const [, name = "", kind, forms = ""] = /^\s*(\w+)\s*(?:,\s*(plural)\s*,([\s\S]*))?$/.exec(inner) ?? [];
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${text}"`);
    out += kind ? fillMessage(pluralForm(forms, Number(value), locale), locale, values) : String(value);
    index = next;
  }
  return out;
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
