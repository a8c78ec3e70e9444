import { describe, expect, it } from "vitest";
import { buttonPageUrl, iframeSnippet, scriptSnippet } from "./embed-snippet.ts";

const settings = {
  id: "AB23CD45EF",
  locale: "id" as const,
  presets: [50_000, 100_000],
  colour: "#0b6e4f",
  show_meter: true,
  title: "Bersama Jaga Alam Kita",
};

describe("embed snippets", () => {
  it("writes the loader's tag as the contract shows it, with the code's settings", () => {
    expect(scriptSnippet("https://rimbun.example", settings)).toBe(
      '<script async src="https://rimbun.example/embed.js" data-rimbun-embed="AB23CD45EF" data-locale="id" ' +
        'data-presets="50000,100000" data-colour="#0b6e4f" data-meter="true" ' +
        'style="display:block;height:176px"></script>',
    );
    const withoutMeter = scriptSnippet("https://rimbun.example", { ...settings, show_meter: false });
    expect(withoutMeter).toContain('data-meter="false"');
    expect(withoutMeter).toContain('style="display:block;height:108px"');
  });

  it("frames the site's button page in the code's language", () => {
    expect(buttonPageUrl("https://rimbun.example", "AB23CD45EF", "id")).toBe(
      "https://rimbun.example/embed/button/AB23CD45EF",
    );
    expect(iframeSnippet("https://rimbun.example", { ...settings, locale: "en", show_meter: false })).toBe(
      '<iframe src="https://rimbun.example/en/embed/button/AB23CD45EF" title="Bersama Jaga Alam Kita" ' +
        'width="360" height="120" style="border:0;max-width:100%" loading="lazy"></iframe>',
    );
  });

  it("keeps a title typed to break out of the attribute inside it", () => {
    const snippet = iframeSnippet("https://rimbun.example", {
      ...settings,
      title: `Hutan "><script>alert(1)</script> & co`,
    });
    expect(snippet).toContain('title="Hutan &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; co"');
    expect(snippet).not.toContain("<script>");
    const parsed = new DOMParser().parseFromString(snippet, "text/html");
    expect(parsed.querySelectorAll("iframe")).toHaveLength(1);
    expect(parsed.querySelector("script")).toBeNull();
    expect(parsed.querySelector("iframe")?.getAttribute("title")).toBe(
      `Hutan "><script>alert(1)</script> & co`,
    );
  });
});
