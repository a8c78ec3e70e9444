import { describe, expect, it } from "vitest";
import { escapeXml, fundraiserSitemapXml } from "./sitemap.ts";

const base = "https://rimbun.example";
const when = "2026-11-20T03:04:05.000Z";

/** Every `&` starts an entity, and no `<`, `>` or quote sits inside a text or attribute value. */
function expectWellEscaped(xml: string) {
  expect(xml.match(/&(?!(?:amp|lt|gt|quot|apos);)/g)).toBeNull();
  for (const value of xml.matchAll(/="([^"]*)"/g)) expect(value[1]).not.toMatch(/[<>'"]/);
  for (const text of xml.matchAll(/>([^<]*)</g)) expect(text[1]).not.toMatch(/[>'"]/);
}

describe("fundraiserSitemapXml", () => {
  it("lists each page and team under both addresses, paired by hreflang, with its last change", () => {
    const xml = fundraiserSitemapXml(base, {
      pages: [{ slug: "ulang-tahun-budi", updated_at: when }],
      teams: [{ slug: "kantor-hijau", updated_at: when }],
    });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><urlset')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      `${base}/galang/ulang-tahun-budi`,
      `${base}/en/fundraise/ulang-tahun-budi`,
      `${base}/tim/kantor-hijau`,
      `${base}/en/team/kantor-hijau`,
    ]);
    expect(xml.match(/<lastmod>2026-11-20T03:04:05.000Z<\/lastmod>/g)).toHaveLength(4);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="id-ID" href="${base}/galang/ulang-tahun-budi"/><xhtml:link rel="alternate" hreflang="en-GB" href="${base}/en/fundraise/ulang-tahun-budi"/>`,
    );
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expectWellEscaped(xml);
  });

  it("an empty list is an empty urlset", () => {
    const xml = fundraiserSitemapXml(base, { pages: [], teams: [] });
    expect(xml).toMatch(/<urlset [^>]*><\/urlset>$/);
  });

  it("leaves out slugs the API could not have made and escapes everything it writes", () => {
    const breakOut = `a"></loc><script>alert(1)</script>&'`;
    const xml = fundraiserSitemapXml(`${base}/?a=1&b="2"`, {
      pages: [
        { slug: breakOut, updated_at: when },
        { slug: "Upper-Case", updated_at: when },
        { slug: "fine", updated_at: `${when}<x>` },
      ],
      teams: [{ slug: "x".repeat(101), updated_at: when }],
    });
    expect(xml).not.toContain("<script");
    expect(xml).not.toContain("Upper-Case");
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain("<loc>https://rimbun.example/?a=1&amp;b=&quot;2&quot;/galang/fine</loc>");
    expect(xml).not.toContain("<lastmod>");
    expectWellEscaped(xml);
  });

  it("escapeXml covers the five XML specials", () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;");
  });
});
