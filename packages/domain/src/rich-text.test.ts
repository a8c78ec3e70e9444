import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isHttpsUrl,
  MAX_RICH_TEXT_LENGTH,
  parseInlines,
  parseRichText,
  richTextToPlain,
} from "./rich-text.ts";

describe("parseRichText", () => {
  it("splits paragraphs on blank lines and keeps a single line break as a new line", () => {
    expect(parseRichText("One line\ncontinues.\n\n  \nSecond.")).toEqual([
      { type: "paragraph", inlines: [{ type: "text", text: "One line\ncontinues." }] },
      { type: "paragraph", inlines: [{ type: "text", text: "Second." }] },
    ]);
  });

  it("reads Windows line endings", () => {
    expect(parseRichText("a\r\n\r\nb")).toHaveLength(2);
  });

  it("reads bullet lists, continuation lines and a paragraph before the list", () => {
    expect(parseRichText("Uses:\n- 10 000 seedlings\n- nursery\n  tools\n\nEnd")).toEqual([
      { type: "paragraph", inlines: [{ type: "text", text: "Uses:" }] },
      {
        type: "list",
        items: [[{ type: "text", text: "10 000 seedlings" }], [{ type: "text", text: "nursery tools" }]],
      },
      { type: "paragraph", inlines: [{ type: "text", text: "End" }] },
    ]);
  });

  it("returns nothing for empty or blank text", () => {
    expect(parseRichText("")).toEqual([]);
    expect(parseRichText("\n \n\t\n")).toEqual([]);
  });

  it("keeps a dash without a space as text", () => {
    expect(parseRichText("-5 degrees")).toEqual([
      { type: "paragraph", inlines: [{ type: "text", text: "-5 degrees" }] },
    ]);
  });
});

describe("parseInlines", () => {
  it("reads bold, italic and bold italic", () => {
    expect(parseInlines("a **b** *c* ***d***")).toEqual([
      { type: "text", text: "a " },
      { type: "text", text: "b", bold: true },
      { type: "text", text: " " },
      { type: "text", text: "c", italic: true },
      { type: "text", text: " " },
      { type: "text", text: "d", bold: true, italic: true },
    ]);
  });

  it("reads italic inside bold and bold inside italic", () => {
    expect(parseInlines("**a *b* c**")).toEqual([
      { type: "text", text: "a ", bold: true },
      { type: "text", text: "b", bold: true, italic: true },
      { type: "text", text: " c", bold: true },
    ]);
    expect(parseInlines("*a **b** c*")).toEqual([
      { type: "text", text: "a ", italic: true },
      { type: "text", text: "b", bold: true, italic: true },
      { type: "text", text: " c", italic: true },
    ]);
  });

  it("leaves unmatched or spaced markers as text", () => {
    expect(parseInlines("2 * 3 * 4")).toEqual([{ type: "text", text: "2 * 3 * 4" }]);
    expect(parseInlines("**open")).toEqual([{ type: "text", text: "**open" }]);
    expect(parseInlines("a*")).toEqual([{ type: "text", text: "a*" }]);
    expect(parseInlines("****")).toEqual([{ type: "text", text: "****" }]);
  });

  it("honours backslash escapes", () => {
    expect(parseInlines("\\*not italic\\*")).toEqual([{ type: "text", text: "*not italic*" }]);
  });

  it("reads https links only", () => {
    expect(parseInlines("see [the report](https://rimbun.example/r?a=1#x).")).toEqual([
      { type: "text", text: "see " },
      { type: "link", href: "https://rimbun.example/r?a=1#x", text: "the report" },
      { type: "text", text: "." },
    ]);
    for (const bad of [
      "[x](http://a.example)",
      "[x](javascript:alert(1))",
      "[x](https://)",
      "[x](//a.example)",
      "[x](data:text/html,hi)",
    ]) {
      const inlines = parseInlines(bad);
      expect(inlines.every((inline) => inline.type === "text")).toBe(true);
      expect(inlines.map((inline) => inline.text).join("")).toBe(bad);
    }
  });

  it("keeps markup-looking text as text", () => {
    expect(parseInlines('<script>alert("x")</script>')).toEqual([
      { type: "text", text: '<script>alert("x")</script>' },
    ]);
  });

  it("never loses or invents characters other than markers (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (source) => {
        const blocks = parseRichText(source);
        for (const block of blocks) {
          const inlines = block.type === "paragraph" ? block.inlines : block.items.flat();
          for (const inline of inlines) {
            expect(inline.text.length).toBeGreaterThan(0);
            if (inline.type === "link") expect(isHttpsUrl(inline.href)).toBe(true);
          }
        }
        const strip = (text: string) => text.replace(/[\s*\\[\]()-]/g, "");
        const plain = strip(richTextToPlain(source));
        expect(strip(source).includes(plain) || plain.length <= strip(source).length).toBe(true);
      }),
    );
  });

  it("parses the longest allowed story quickly (no backtracking blow-up)", () => {
    const nasty = "*".repeat(MAX_RICH_TEXT_LENGTH / 2) + "[a](https://".repeat(800);
    const started = Date.now();
    parseRichText(nasty.slice(0, MAX_RICH_TEXT_LENGTH));
    parseRichText("**a *b ".repeat(2500));
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe("richTextToPlain", () => {
  it("strips markers", () => {
    expect(richTextToPlain("**Hi** [there](https://a.example)\n\n- one\n- *two*")).toBe(
      "Hi there\n\n- one\n- two",
    );
  });
});
