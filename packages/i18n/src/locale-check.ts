// The locale check: pure functions that read text a person would see (a rendered page, a mail) and
// name what is written for the other language or is not one of our messages. Used by the pages'
// Playwright check (e2e/locale-check.spec.ts) and by the mails' tests.
import type { Messages } from "@lingui/core";
import type { Locale } from "./locales.ts";

/** Messages by id, compiled (`["Hi ", ["name"]]`) or as `.po` text (`poMessages`). */
export type CatalogMessages = Messages;

// A run of digits with the separators inside it (`1.250.000`, `18,1`, `2,624.5`).
const numberToken = /\d(?:[\d.,]*\d)?/g;
const letter = /\p{L}/u;

function before(text: string, index: number, length: number): string {
  return text.slice(Math.max(0, index - length), index);
}

/** `14.05` after a date's `2026, ` or with `WIB`: the Indonesian 24-hour clock, not a decimal. */
function isIndonesianTime(token: string, text: string, start: number): boolean {
  if (!/^([01]?\d|2[0-3])\.[0-5]\d$/.test(token)) return false;
  const end = start + token.length;
  return (
    /(\d{4},\s|pukul\s|jam\s|–\s?|-\s?)$/i.test(before(text, start, 8)) || /^\s?WIB/.test(text.slice(end))
  );
}

/**
 * Part of a code rather than a quantity: next to a letter or a code mark (`INV-2026-0012`, `CO2`,
 * `+62812...`, `22/11/2026`, `v1.2`), or a phone-like leading zero (`0812 3456 789`). `Rp` is a unit.
 */
function isCode(token: string, text: string, start: number): boolean {
  const prev = text[start - 1] ?? " ";
  const next = text[start + token.length] ?? " ";
  const rupiah = /Rp\s?$/.test(before(text, start, 3));
  if (!rupiah && (letter.test(prev) || /[-/_#+:@]/.test(prev))) return true;
  if (letter.test(next) && !/^(kg|g|m|km)\b/i.test(text.slice(start + token.length))) return true;
  if (/^[-/_#:@]\d/.test(text.slice(start + token.length))) return true;
  return /^0\d/.test(token);
}

const unitAfter = /^\s?(kg|%|poin|points?|titik)\b/i;

/** Plain digits with no grouping, where a reader expects a formatted quantity. */
function isUnformatted(token: string, text: string, start: number): boolean {
  if (!/^\d+$/.test(token)) return false;
  if (token.length < 4) return false;
  const rupiah = /Rp\s?$/.test(before(text, start, 3));
  const quantity = rupiah || unitAfter.test(text.slice(start + token.length));
  // Twelve digits or more with no unit are an identifier, not a count: an invoice number is 14 hex
  // characters of the donation's id and now and then all digits (`47456874018949`).
  if (token.length >= identifierDigits) return quantity;
  return token.length >= 6 || quantity;
}

const identifierDigits = 12;

// Grouped by threes, optionally one or two decimals: the product never shows three (kilograms one,
// points two), so `2.000` on an English page is Indonesian grouping, not two with three decimals.
const shapes: Record<Locale, RegExp> = {
  id: /^\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?$/,
  en: /^\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?$/,
};

/**
 * Numbers in `text` formatted for the other language, or not formatted at all, as short snippets
 * (`"18.1 kg"` on an Indonesian page, `"18,1 kg"` or `"2.000 points"` on an English one,
 * `"181000000000 kg"` on either). Rupiah follows the reader's grouping too (`Rp 10,000` in English,
 * docs/decisions/words.md#rupiah), so `Rp 10.000` on an English page is found. Codes, phone numbers,
 * years and times are left alone.
 */
export function foreignNumbers(text: string, locale: Locale): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(numberToken)) {
    const token = match[0];
    const start = match.index;
    if (isCode(token, text, start)) continue;
    const snippet = () => text.slice(Math.max(0, start - 12), start + token.length + 12).trim();
    if (isUnformatted(token, text, start)) {
      found.push(snippet());
      continue;
    }
    if (/^\d+$/.test(token)) continue;
    if (locale === "id" && isIndonesianTime(token, text, start)) continue;
    if (!shapes[locale].test(token)) found.push(snippet());
  }
  return found;
}

/**
 * Spellings the product has settled on (docs/decisions/words.md): CO₂ with a subscript two, and
 * dates never in ISO form. Returns the offending snippets.
 */
export function wrongSpellings(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\bCO2\b|\b\d{4}-\d{2}-\d{2}\b/g))
    found.push(text.slice(Math.max(0, match.index - 12), match.index + match[0].length + 12).trim());
  return found;
}

/**
 * Status and state codes as the API stores them (`done`, `pending_review`), which a screen must put in words.
 * Upper case is how a raw code was once shown (`DONE`, `FAILED`); the words of the product are never in
 * capitals in the markup (a badge may be upper-cased by its style, which `textContent` does not show).
 */
const statusCodes = [
  "done",
  "failed",
  "pending",
  "expired",
  "refunded",
  "active",
  "inactive",
  "paused",
  "approved",
  "rejected",
  "paid",
  "settled",
  "cancelled",
  "canceled",
  "stopped",
  "published",
  "draft",
  "closed",
  "success",
];
const upperCode = new RegExp(
  `(?<![\\p{L}\\d_-])(?:${statusCodes.join("|").toUpperCase()})(?![\\p{L}\\d_-])`,
  "u",
);
const lowerCode = new RegExp(`^(?:${statusCodes.join("|")}|[a-z]+(?:_[a-z]+)+)$`);

/**
 * Pieces of text (text nodes as written in the markup, not as styled) that show a raw status code: `DONE`
 * or `FAILED` anywhere in a piece, or a piece that is only a lower-case code (`pending`, `pending_review`).
 */
export function rawStatusCodes(pieces: readonly string[]): string[] {
  return pieces.map(normalize).filter((piece) => upperCode.test(piece) || lowerCode.test(piece));
}

const decimalShape: Record<Locale, RegExp> = { id: /,\d{1,2}$/, en: /\.\d{1,2}$/ };
// A unit or a counted noun right after the number, on the same line (`18,1 kg`, `12,5%`, `1,2 jt`, `2,50 poin`).
const unitOnTheLine = /^[^\S\n]?[\p{L}%₂]/u;

/**
 * Numbers with a fraction and no unit (`275,00` for a prize's value): an amount needs `Rp` before it or its
 * unit after it (points, kg, %), as the locale formatters write them. Whole numbers are left alone (counts,
 * years, page numbers); codes and times too.
 */
export function unitlessAmounts(text: string, locale: Locale): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(numberToken)) {
    const token = match[0];
    const start = match.index;
    if (!decimalShape[locale].test(token) || isCode(token, text, start)) continue;
    if (locale === "id" && isIndonesianTime(token, text, start)) continue;
    if (/Rp[^\S\n]?$/.test(before(text, start, 3))) continue;
    if (unitOnTheLine.test(text.slice(start + token.length))) continue;
    found.push(text.slice(Math.max(0, start - 16), start + token.length + 8).trim());
  }
  return found;
}

/** Both checks over one text: numbers for the other language and the settled spellings. */
export function localeProblems(text: string, locale: Locale): string[] {
  return [...foreignNumbers(text, locale), ...wrongSpellings(text)];
}

type CompiledPart = string | readonly unknown[];

/** The fixed words of one compiled message, split at placeholders and tags (`<0>`, `</0>`). */
function literalParts(message: unknown): string[] {
  if (typeof message === "string") return message.split(/<\/?\d+\/?>|\{[^{}]*\}|\{[^{}]*\{[^{}]*\}[^{}]*\}/);
  if (!Array.isArray(message)) return [];
  const parts: string[] = [];
  let current = "";
  for (const part of message as CompiledPart[]) {
    if (typeof part === "string") {
      const pieces = part.split(/<\/?\d+\/?>/);
      current += pieces[0];
      for (const piece of pieces.slice(1)) {
        parts.push(current);
        current = piece;
      }
      continue;
    }
    parts.push(current);
    current = "";
    // Plural and select branches hold words too (`["count", "plural", { one: [...], other: [...] }]`).
    const branches = part[2];
    if (branches && typeof branches === "object")
      for (const branch of Object.values(branches)) parts.push(...literalParts(branch));
  }
  parts.push(current);
  return parts;
}

function normalize(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The month names the locale's date formatter writes, short and long. */
function monthNames(locale: Locale): string[] {
  const tag = locale === "id" ? "id-ID" : "en-GB";
  return (["short", "long"] as const).flatMap((month) =>
    Array.from({ length: 12 }, (_, index) =>
      new Intl.DateTimeFormat(tag, { month, timeZone: "UTC" }).format(new Date(Date.UTC(2026, index, 15))),
    ),
  );
}

/** The words of each language's catalogs, to ask which language a piece of text belongs to. */
export interface CatalogWords {
  /** True when `text` is (part of) a message of `locale`: a whole message or the words between placeholders. */
  has(text: string, locale: Locale): boolean;
}

/** Builds the lookup from compiled messages per locale (`loadMessages(locale, areas)`). */
export function catalogWords(messages: Record<Locale, Messages>): CatalogWords {
  const pieces = {} as Record<Locale, Set<string>>;
  const joined = {} as Record<Locale, string>;
  for (const locale of Object.keys(messages) as Locale[]) {
    const set = new Set<string>();
    for (const message of Object.values(messages[locale]))
      for (const part of literalParts(message)) {
        const clean = normalize(part);
        if (clean) set.add(clean);
      }
    // Dates are written by the locale's formatter, not the catalogs: its month names are words of the
    // language too ("1 Mar 2026" is Indonesian as well as English).
    for (const name of monthNames(locale)) set.add(name);
    pieces[locale] = set;
    joined[locale] = [...set].join("\n");
  }
  return {
    has(text, locale) {
      const clean = normalize(text);
      if (!clean) return true;
      if (pieces[locale]?.has(clean)) return true;
      // A text node can be a message's words cut by an inline element, or filled in at its
      // placeholders with numbers (`Langkah 1 dari 4`, `18,1 kg CO₂`): each run of words between
      // the numbers must be words of the catalog.
      const runs = clean
        .split(/Rp\s?[\d.,]+|[\d.,:%/+-]*\d[\d.,:%/+-]*/)
        .map((run) => run.trim())
        .filter((run) => letter.test(run));
      if (runs.length === 0) return true;
      const all = joined[locale] ?? "";
      const known = (run: string) => pieces[locale]?.has(run) || (run.length >= 3 && all.includes(run));
      // Values joined by commas (an address: `Bogor, Jawa Barat 16128`) are known part by part.
      return runs.every(
        (run) => known(run) || run.split(",").every((part) => !letter.test(part) || known(part.trim())),
      );
    },
  };
}

/**
 * Pieces of text written for the other language: in the other locale's catalogs and not in this
 * one's ("Recurring" on an Indonesian page). Pieces without letters are numbers, not words.
 */
export function foreignStrings(pieces: readonly string[], locale: Locale, words: CatalogWords): string[] {
  const other: Locale = locale === "id" ? "en" : "id";
  return pieces
    .map(normalize)
    .filter((piece) => letter.test(piece) && piece.length >= 3)
    .filter((piece) => !words.has(piece, locale) && words.has(piece, other));
}

/** Pieces with letters that are in neither language's catalogs (hard-coded words, or data). */
export function uncataloguedStrings(pieces: readonly string[], words: CatalogWords): string[] {
  return pieces
    .map(normalize)
    .filter((piece) => letter.test(piece))
    .filter((piece) => !words.has(piece, "id") && !words.has(piece, "en"));
}

/**
 * Message ids whose text is the same in both languages while holding words: an untranslated
 * Indonesian entry (`paymentType.recurring` = "Recurring") passes `lingui check missing`.
 * `allowed` lists ids that are rightly the same (names, brands, "Email").
 */
export function untranslatedIds(id: Messages, en: Messages, allowed: ReadonlySet<string>): string[] {
  const text = (message: unknown) =>
    normalize(
      typeof message === "string" ? message.replace(/\{\w+\}/g, " ") : literalParts(message).join(" "),
    );
  return Object.keys(id).filter((key) => {
    if (allowed.has(key) || en[key] === undefined) return false;
    const words = text(id[key]);
    return /\p{L}{3,}/u.test(words) && words === text(en[key]);
  });
}

function unquote(line: string): string {
  return JSON.parse(line.trim()) as string;
}

/**
 * The live messages of a `.po` catalog's text, id to translation (the id itself when the translation
 * is empty, as Lingui falls back); obsolete `#~` entries are left out.
 */
export function poMessages(text: string): Record<string, string> {
  const messages: Record<string, string> = {};
  let field: "msgid" | "msgstr" | null = null;
  let id = "";
  let str = "";
  const flush = () => {
    if (id) messages[id] = str || id;
    id = "";
    str = "";
    field = null;
  };
  for (const line of text.split("\n")) {
    if (line.startsWith("msgid ")) {
      flush();
      field = "msgid";
      id = unquote(line.slice(6));
    } else if (line.startsWith("msgstr ")) {
      field = "msgstr";
      str = unquote(line.slice(7));
    } else if (line.startsWith('"') && field) {
      if (field === "msgid") id += unquote(line);
      else str += unquote(line);
    } else if (line.trim() === "" || line.startsWith("#~")) {
      flush();
    }
  }
  flush();
  return messages;
}
