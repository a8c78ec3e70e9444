// The small text format staff write campaign stories, "uses" and updates in. It is stored as
// source text and parsed wherever it is shown; renderers build elements from the blocks (Astro,
// React, mail HTML with escaping), never raw HTML, so a story cannot inject markup.
//
//   paragraphs are separated by a blank line; a single line break inside one is kept (a "\n" in the
//   text, which renderers show as a line break: <br> on the site, a new line in plain text)
//   - a line starting with "- " is a list item (following lines without "- " continue it)
//   **bold**, *italic*, [text](https://link) (https only), \* escapes a marker

/** Longest source of one field (a story, an update); the contract's schemas enforce it. */
export const MAX_RICH_TEXT_LENGTH = 20_000;

export type RichInline =
  | { type: "text"; text: string; bold?: true; italic?: true }
  | { type: "link"; href: string; text: string };

export type RichBlock =
  | { type: "paragraph"; inlines: RichInline[] }
  | { type: "list"; items: RichInline[][] };

const bulletPattern = /^\s*- +/;

export function parseRichText(source: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  const chunks = source.replace(/\r\n?/g, "\n").split(/\n[ \t]*\n/);
  for (const chunk of chunks) {
    let paragraph: string[] = [];
    let items: string[][] = [];
    const flushParagraph = () => {
      const text = paragraph.join("\n").trim();
      if (text) blocks.push({ type: "paragraph", inlines: parseInlines(text) });
      paragraph = [];
    };
    const flushList = () => {
      const parsed = items
        .map((item) => item.join(" ").trim())
        .filter((text) => text.length > 0)
        .map(parseInlines);
      if (parsed.length > 0) blocks.push({ type: "list", items: parsed });
      items = [];
    };
    for (const rawLine of chunk.split("\n")) {
      const line = rawLine.trim();
      if (!line) continue;
      if (bulletPattern.test(rawLine)) {
        flushParagraph();
        items.push([rawLine.replace(bulletPattern, "").trim()]);
      } else if (items.length > 0) {
        items[items.length - 1]?.push(line);
      } else {
        paragraph.push(line);
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}

type Flags = { bold: boolean; italic: boolean };

// Bounded so that a "[" without its "]" cannot make the parser scan the rest of the text again.
const linkPattern = /\[([^\]\n]{1,500})\]\((https:\/\/[^\s()<>]{1,2000})\)/y;

export function parseInlines(text: string): RichInline[] {
  const out: RichInline[] = [];
  const parser: Parser = { text, failed: new Map() };
  scan(parser, 0, text.length, { bold: false, italic: false }, out);
  return out;
}

// `failed` remembers, per marker and scope end, the first position from which no closing marker
// exists: any later search in the same scope fails too, which keeps parsing linear on hostile input.
type Parser = { text: string; failed: Map<string, number> };

function scan(parser: Parser, start: number, end: number, flags: Flags, out: RichInline[]): void {
  const { text } = parser;
  let buffer = "";
  const flush = () => {
    if (buffer) pushText(out, buffer, flags);
    buffer = "";
  };
  let i = start;
  while (i < end) {
    const ch = text[i];
    const next = i + 1 < end ? text[i + 1] : undefined;
    if (ch === "\\" && next !== undefined && "\\*[]()".includes(next)) {
      buffer += next;
      i += 2;
      continue;
    }
    if (ch === "[") {
      linkPattern.lastIndex = i;
      const match = linkPattern.exec(text);
      const href = match?.[2];
      if (match && href && i + match[0].length <= end && isHttpsUrl(href)) {
        flush();
        out.push({ type: "link", href, text: removeEscapes(match[1] ?? "") });
        i += match[0].length;
        continue;
      }
    }
    if (ch === "*" && next === "*" && !flags.bold) {
      const close = findClosing(parser, i + 2, end, "**");
      if (close > i + 2) {
        flush();
        scan(parser, i + 2, close, { ...flags, bold: true }, out);
        i = close + 2;
        continue;
      }
    }
    if (ch === "*" && next !== "*" && !flags.italic) {
      const close = findClosing(parser, i + 1, end, "*");
      if (close > i + 1) {
        flush();
        scan(parser, i + 1, close, { ...flags, italic: true }, out);
        i = close + 1;
        continue;
      }
    }
    buffer += ch;
    i += 1;
  }
  flush();
}

// A closing marker must follow a non-space character, and an opening one must precede one,
// so "2 * 3 * 4" stays text. A single "*" never closes on half of a "**".
function findClosing(parser: Parser, from: number, end: number, marker: "*" | "**"): number {
  const { text } = parser;
  if (from >= end || /\s/.test(text[from] ?? " ")) return -1;
  const key = `${marker}:${end}`;
  const failedFrom = parser.failed.get(key);
  if (failedFrom !== undefined && from >= failedFrom) return -1;
  let j = from;
  while (j < end) {
    const ch = text[j];
    if (ch === "\\") {
      j += 2;
      continue;
    }
    if (ch === "*") {
      const double = j + 1 < end && text[j + 1] === "*";
      if (marker === "**") {
        if (double && !/\s/.test(text[j - 1] ?? " ")) {
          // in a run like "***" the bold closes on its last two stars ("***x***" = bold italic)
          let runEnd = j;
          while (runEnd < end && text[runEnd] === "*") runEnd += 1;
          return runEnd - 2;
        }
        j += 1;
        continue;
      }
      if (double) {
        // a bold run inside italic: jump past its closing marker
        const inner = findClosing(parser, j + 2, end, "**");
        j = inner > 0 ? inner + 2 : j + 2;
        continue;
      }
      if (!/\s/.test(text[j - 1] ?? " ")) return j;
    }
    j += 1;
  }
  parser.failed.set(key, Math.min(failedFrom ?? from, from));
  return -1;
}

function removeEscapes(text: string): string {
  return text.replace(/\\([\\*[\]()])/g, "$1");
}

function pushText(out: RichInline[], text: string, flags: Flags): void {
  const last = out[out.length - 1];
  if (last?.type === "text" && Boolean(last.bold) === flags.bold && Boolean(last.italic) === flags.italic) {
    last.text += text;
    return;
  }
  const inline: RichInline = { type: "text", text };
  if (flags.bold) inline.bold = true;
  if (flags.italic) inline.italic = true;
  out.push(inline);
}

// A host name (no user info, no IP tricks needed), optional port, then path/query/fragment.
const httpsUrlPattern =
  /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*(?::\d{1,5})?(?:[/?#][^\s<>()"'`]*)?$/;

export function isHttpsUrl(href: string): boolean {
  return href.length <= 2000 && httpsUrlPattern.test(href);
}

function inlinesToPlain(inlines: RichInline[]): string {
  return inlines.map((inline) => inline.text).join("");
}

/** The text without markers (mail text parts, meta descriptions, search). */
export function richTextToPlain(source: string): string {
  return parseRichText(source)
    .map((block) =>
      block.type === "paragraph"
        ? inlinesToPlain(block.inlines)
        : block.items.map((item) => `- ${inlinesToPlain(item)}`).join("\n"),
    )
    .join("\n\n");
}
