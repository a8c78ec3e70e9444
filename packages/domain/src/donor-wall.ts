// The donor wall's rules (docs/product/fundraisers.md#donor-wall), shared by the API (which holds a
// message for review) and the site (which warns the donor before sending).

/** How a donor appears on the wall: their full name, their first name, or "Orang Baik" / "A kind person". */
export const wallDisplays = ["full", "first", "anonymous"] as const;
export type WallDisplay = (typeof wallDisplays)[number];

/** Why a visitor reports a message or a page. */
export const wallReportReasons = ["spam", "abuse", "personal_data", "other"] as const;
export type WallReportReason = (typeof wallReportReasons)[number];

/** Why a message waits for a staffer instead of appearing when its gift is paid. */
export type WallHoldReason = "link" | "abuse";

/** A message's length limit, in characters as people count them (code points, so an emoji is one). */
export const WALL_MESSAGE_MAX_LENGTH = 280;

/** A wall read's page size: the default and the most one request may ask for. */
export const WALL_PAGE_DEFAULT = 20;
export const WALL_PAGE_MAX = 50;

/** Characters a plain-text message drops: controls (but the line break), zero-width and direction overrides. */
function isDroppedCharacter(code: number): boolean {
  if (code === 0x0a) return false;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200b ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0xfeff
  );
}

/**
 * A message as stored: NFC, line breaks as `\n` (at most one empty line in a row), controls and invisible
 * direction marks dropped, trimmed. Markup stays text: it is escaped wherever it is shown.
 */
export function normalizeWallMessage(text: string): string {
  const unified = text.normalize("NFC").replace(/\r\n?/g, "\n");
  let kept = "";
  for (const character of unified) {
    if (!isDroppedCharacter(character.codePointAt(0) ?? 0)) kept += character;
  }
  return kept
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Length in characters as people count them. */
export function wallMessageLength(text: string): number {
  return Array.from(text).length;
}

/** Top-level domains that make `word.tld` a link (a short list: an ordinary typo like "sehat.aamiin" is not one). */
const LINK_TLDS = [
  "com",
  "net",
  "org",
  "id",
  "co",
  "io",
  "me",
  "info",
  "biz",
  "xyz",
  "ly",
  "link",
  "site",
  "online",
  "top",
  "shop",
  "store",
  "app",
  "dev",
  "gg",
  "tk",
  "ml",
  "to",
  "in",
  "us",
  "uk",
  "ru",
  "cn",
  "my",
  "sg",
  "club",
  "live",
  "vip",
  "win",
  "bet",
  "cc",
  "ws",
  "tv",
  "pro",
] as const;

const LINK_PATTERNS: readonly RegExp[] = [
  /https?:\/\//i,
  /\bwww\s*\./i,
  // word.tld, also spelled with [dot], (dot) or spaces around the dot
  new RegExp(String.raw`\b[a-z0-9-]+\s*(?:\.|\[dot\]|\(dot\))\s*(?:${LINK_TLDS.join("|")})\b`, "i"),
  // bit.ly/..., wa.me/62..., t.me/...: a short host and a path
  /\b[a-z0-9-]+\.[a-z]{2,}\/\S/i,
];

/** Whether the text carries a link: `http`, `www.`, or a domain name. */
export function hasLink(text: string): boolean {
  return LINK_PATTERNS.some((pattern) => pattern.test(text));
}

/**
 * Words that hold a message for a staffer, in both languages: obvious insults and slurs, and the gambling
 * spam that floods Indonesian comment boxes. Kept short on purpose: a staffer decides, the list only asks.
 * Matched on whole words after folding (lower case, look-alike digits to letters, repeated letters once).
 */
export const WALL_ABUSE_WORDS: readonly string[] = [
  // Indonesian
  "anjing",
  "anjir",
  "bangsat",
  "bajingan",
  "keparat",
  "kontol",
  "memek",
  "ngentot",
  "entot",
  "jancok",
  "jancuk",
  "goblok",
  "goblog",
  "tolol",
  "bego",
  "lonte",
  "pelacur",
  "perek",
  "pepek",
  "tai",
  "babi",
  "asu",
  "kafir",
  // gambling and loan spam
  "togel",
  "gacor",
  "maxwin",
  "slot gacor",
  "judi online",
  "judol",
  "situs slot",
  "pinjol",
  // English
  "fuck",
  "fucking",
  "shit",
  "bitch",
  "cunt",
  "asshole",
  "bastard",
  "dick",
  "whore",
  "slut",
  "retard",
  "nigger",
  "faggot",
];

const LOOK_ALIKES: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
};

/** Lower case, look-alike digits as letters, accents dropped, runs of one letter as one: "4NJIIING" -> "anjing". */
function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[013457@$]/g, (character) => LOOK_ALIKES[character] ?? character)
    .replace(/(\p{L})\1+/gu, "$1");
}

const foldedAbuse = WALL_ABUSE_WORDS.map((word) => fold(word).split(" "));

/** Whether the text holds a word (or phrase) of the abuse list. */
export function hasAbuse(text: string): boolean {
  const words = fold(text)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  return foldedAbuse.some((phrase) =>
    words.some((_, start) => phrase.every((part, offset) => words[start + offset] === part)),
  );
}

/** Why a message must wait for a staffer before it appears (a link first), or null: it appears when paid. */
export function wallHoldReason(body: string): WallHoldReason | null {
  if (hasLink(body)) return "link";
  if (hasAbuse(body)) return "abuse";
  return null;
}

/** The name a message shows, copied when it is written: the full name, its first word, or null (anonymous). */
export function wallDisplayName(fullname: string, display: WallDisplay): string | null {
  const name = fullname.trim().replace(/\s+/g, " ");
  if (display === "anonymous" || name === "") return null;
  if (display === "first") return name.split(" ")[0] ?? null;
  return name;
}
