import { describe, expect, it } from "vitest";
import {
  contrastWithWhite,
  EMBED_CODE_ALPHABET,
  EMBED_DEFAULT_COLOUR,
  EMBED_PRESET_MAX,
  EMBED_PRESET_MIN,
  embedColourProblem,
  embedPartnerNameProblem,
  embedPresetsProblem,
  embedReturnOrigin,
  frameAncestorsFor,
  isEmbedCode,
  newEmbedCode,
  normalizeEmbedOrigin,
} from "./embeds.ts";
import { messages } from "./messages.ts";
import { amountLimits } from "./money.ts";
import { createEmbedSchema, embedOriginsSchema, updateEmbedSchema } from "./schemas/embeds.ts";

describe("embed codes", () => {
  it("makes codes of 10 unambiguous characters", () => {
    let next = 0;
    const code = newEmbedCode((size) => next++ % size);
    expect(code).toBe(EMBED_CODE_ALPHABET.slice(0, 10));
    expect(isEmbedCode(code)).toBe(true);
    expect(isEmbedCode("ABCDEFGH0I")).toBe(false);
    expect(isEmbedCode("abcdefghjk")).toBe(false);
    expect(isEmbedCode("ABCDEFGHJ")).toBe(false);
    expect(isEmbedCode(1234567890)).toBe(false);
  });
});

describe("origins", () => {
  it.each([
    ["https://Example.org/", "https://example.org"],
    ["  https://www.sekolah.sch.id  ", "https://www.sekolah.sch.id"],
    ["https://a.com\r\n", "https://a.com"],
    ["https://example.org:443", "https://example.org"],
    ["https://example.org:8443", "https://example.org:8443"],
    ["http://localhost:4321", "http://localhost:4321"],
    ["http://127.0.0.1:80/", "http://127.0.0.1"],
    ["https://xn--bcher-kva.example", "https://xn--bcher-kva.example"],
  ])("reads %s as %s", (typed, stored) => {
    expect(normalizeEmbedOrigin(typed)).toBe(stored);
  });

  it.each([
    "https://a.com; script-src *",
    "https://a.com\nscript-src *",
    "https://a.com'",
    'https://a.com"',
    "*",
    "https://*.example.org",
    "data:",
    "data:text/html,<script>alert(1)</script>",
    "javascript:alert(1)",
    "http://example.org",
    "https://example.org/donate",
    "https://example.org?x=1",
    "https://example.org#top",
    "https://user@example.org",
    "https://example.org:0",
    "https://example.org:70000",
    "https://example",
    "https://1.2.3.4",
    "https://-bad.example.org",
    "https://exa mple.org",
    "//example.org",
    "'self'",
    "'none'",
    "",
    42,
    null,
  ])("refuses %j", (typed) => {
    expect(normalizeEmbedOrigin(typed)).toBeNull();
  });

  it("says why plain http is refused", () => {
    expect(embedOriginsSchema.safeParse(["http://example.org"]).error?.issues[0]?.message).toBe(
      messages.embedOriginHttps.id,
    );
  });

  it("counts origins once normalized and keeps 1-10", () => {
    expect(embedOriginsSchema.safeParse(["https://a.org", "https://A.org/"]).success).toBe(false);
    expect(embedOriginsSchema.safeParse([]).success).toBe(false);
    const eleven = Array.from({ length: 11 }, (_, i) => `https://s${i}.example.org`);
    expect(embedOriginsSchema.safeParse(eleven).success).toBe(false);
    expect(embedOriginsSchema.parse(eleven.slice(0, 10))).toHaveLength(10);
  });

  it("sends donors back only to an allowed origin", () => {
    const allowed = ["https://partner.org", "http://localhost:4321"];
    expect(embedReturnOrigin("https://partner.org/", allowed)).toBe("https://partner.org");
    expect(embedReturnOrigin("https://PARTNER.org", allowed)).toBe("https://partner.org");
    expect(embedReturnOrigin("https://partner.org.evil.com", allowed)).toBeNull();
    expect(embedReturnOrigin("https://evil.com", allowed)).toBeNull();
    expect(embedReturnOrigin("https://partner.org/../evil", allowed)).toBeNull();
    expect(embedReturnOrigin("//evil.com", allowed)).toBeNull();
    expect(embedReturnOrigin("https://partner.org@evil.com", allowed)).toBeNull();
    expect(embedReturnOrigin(undefined, allowed)).toBeNull();
  });

  it("builds frame-ancestors only from valid origins", () => {
    expect(frameAncestorsFor(["https://a.org", "https://b.org:8443"])).toBe(
      "https://a.org https://b.org:8443",
    );
    expect(frameAncestorsFor(["https://a.com; script-src *"])).toBe("'none'");
    expect(frameAncestorsFor([])).toBe("'none'");
  });
});

describe("look", () => {
  it("asks white text on the colour to reach 4.5:1", () => {
    expect(contrastWithWhite("#000000")).toBeCloseTo(21, 5);
    expect(contrastWithWhite("#ffffff")).toBeCloseTo(1, 5);
    expect(embedColourProblem(EMBED_DEFAULT_COLOUR)).toBeNull();
    expect(embedColourProblem("#0B6E4F")).toBeNull();
    // #767676 is the lightest grey at 4.5:1; #777777 falls just under.
    expect(embedColourProblem("#767676")).toBeNull();
    expect(embedColourProblem("#777777")).toBe(messages.embedColourContrast.id);
    expect(embedColourProblem("#ffcc00")).toBe(messages.embedColourContrast.id);
    expect(embedColourProblem("#fff")).toBe(messages.embedColour.id);
    expect(embedColourProblem("red")).toBe(messages.embedColour.id);
    expect(embedColourProblem("#0b6e4f; background:url(x)")).toBe(messages.embedColour.id);
  });

  it("keeps 1-4 different presets a one-time gift accepts", () => {
    expect([EMBED_PRESET_MIN, EMBED_PRESET_MAX]).toEqual([amountLimits.single.min, amountLimits.single.max]);
    expect(embedPresetsProblem([50_000, 100_000])).toBeNull();
    expect(embedPresetsProblem([])).not.toBeNull();
    expect(embedPresetsProblem([50_000, 50_000])).not.toBeNull();
    expect(embedPresetsProblem([10_000])).not.toBeNull();
    expect(embedPresetsProblem([100_000_001])).not.toBeNull();
    expect(embedPresetsProblem([50_000.5])).not.toBeNull();
    expect(embedPresetsProblem([50_000, 60_000, 70_000, 80_000, 90_000])).not.toBeNull();
    expect(embedPresetsProblem(["50000"])).not.toBeNull();
  });

  it("keeps a partner's name on one line", () => {
    expect(embedPartnerNameProblem('Sekolah <b>Harapan</b> & "Co"')).toBeNull();
    expect(embedPartnerNameProblem('=HYPERLINK("x")')).toBeNull();
    expect(embedPartnerNameProblem("A\nB")).not.toBeNull();
    expect(embedPartnerNameProblem("A\u2028B")).not.toBeNull();
    expect(embedPartnerNameProblem("   ")).not.toBeNull();
    expect(embedPartnerNameProblem("x".repeat(81))).not.toBeNull();
  });
});

describe("embed schemas", () => {
  const valid = {
    partner_name: "  PT Contoh  ",
    allowed_origins: ["https://Contoh.co.id/"],
    target: { kind: "campaign", slug: "hutan-kalimantan" },
    locale: "id",
    presets: [50_000, 100_000],
    colour: "#0B6E4F",
    show_meter: true,
    reason: "Partner agreement 2026",
  } as const;

  it("normalizes what staff type", () => {
    const parsed = createEmbedSchema.parse(valid);
    expect(parsed.partner_name).toBe("PT Contoh");
    expect(parsed.allowed_origins).toEqual(["https://contoh.co.id"]);
    expect(parsed.colour).toBe("#0b6e4f");
  });

  it("refuses unknown fields, a missing reason and wrong types", () => {
    expect(createEmbedSchema.safeParse({ ...valid, active: false, extra: 1 }).success).toBe(false);
    expect(createEmbedSchema.safeParse({ ...valid, reason: " " }).success).toBe(false);
    expect(createEmbedSchema.safeParse({ ...valid, show_meter: "yes" }).success).toBe(false);
    expect(createEmbedSchema.safeParse({ ...valid, target: { kind: "team", slug: "x" } }).success).toBe(
      false,
    );
    expect(updateEmbedSchema.safeParse({ active: false }).success).toBe(false);
    expect(updateEmbedSchema.parse({ active: false, reason: "Ended" })).toEqual({
      active: false,
      reason: "Ended",
    });
  });
});
