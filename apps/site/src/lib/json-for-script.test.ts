import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonForScript } from "./json-for-script.ts";

/** Texts written to leave a `<script>` element, an HTML comment or a JavaScript string. */
const breakouts = [
  "</script><script>window.__pwned=1</script>",
  "</SCRIPT ><img src=x onerror=alert(1)>",
  "</sCrIpT/x>",
  "<!--<script>",
  "<![CDATA[",
  '"><img src=x onerror=alert(1)>',
  "\u2028alert(1)\u2029",
  "</title>{{constructor.constructor('alert(1)')()}}",
  "a & b &lt; c &#x3C;/script>",
  "\\u003c/script>",
];

describe("jsonForScript", () => {
  it.each(breakouts)("keeps %j inside the element and gives it back unchanged", (text) => {
    const value = { name: text, nested: [{ [text]: text }] };
    const json = jsonForScript(value);
    // The HTML tokenizer leaves script data only at `</`, and enters a comment state only at `<!--`.
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it("writes the escapes JSON defines, nothing else changes", () => {
    expect(jsonForScript({ a: "</script>" })).toBe('{"a":"\\u003c/script\\u003e"}');
    expect(jsonForScript("&\u2028\u2029")).toBe('"\\u0026\\u2028\\u2029"');
    expect(jsonForScript({ plain: "Hutan Kapuas Hulu", n: 3, ok: true, none: null })).toBe(
      JSON.stringify({ plain: "Hutan Kapuas Hulu", n: 3, ok: true, none: null }),
    );
  });

  it("refuses a value JSON cannot write, rather than writing `undefined` into a page", () => {
    expect(() => jsonForScript(undefined)).toThrow(TypeError);
    expect(() => jsonForScript(() => 1)).toThrow(TypeError);
  });

  it("never lets `<`, `>`, `&`, U+2028 or U+2029 through, and round-trips any JSON value (property)", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = jsonForScript(value);
        expect(json).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it("survives strings made of the dangerous characters (property)", () => {
    const dangerous = fc.string({
      unit: fc.constantFrom("<", ">", "&", "/", "!", "-", "\u2028", "\u2029", "s", '"', "\\"),
    });
    fc.assert(
      fc.property(dangerous, (text) => {
        const json = jsonForScript({ text });
        expect(json).not.toMatch(/<\/|<!--/);
        expect(JSON.parse(json)).toEqual({ text });
      }),
    );
  });
});
