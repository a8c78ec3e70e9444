import { describe, expect, it } from "vitest";
import { donateThroughPage, initials } from "./fundraiser-text.ts";
import { qrPath } from "./page-qr.ts";
import { fundraiserPaths, shareLinks, teamPaths } from "./share-links.ts";

describe("donateThroughPage", () => {
  const form = "/en/donation/single/form";
  it("tags the flow with the page and its campaign", () => {
    expect(
      donateThroughPage(form, { slug: "siti-tanam", accepts_gifts: true, campaign: { slug: "mangrove" } }),
    ).toBe(`${form}?fundraiser=siti-tanam&campaign=mangrove`);
    expect(donateThroughPage(form, { slug: "siti-tanam", accepts_gifts: true, campaign: null })).toBe(
      `${form}?fundraiser=siti-tanam`,
    );
  });

  it("leaves a paused page out (it takes no gifts): the campaign, or a general gift", () => {
    expect(donateThroughPage(form, { slug: "p", accepts_gifts: false, campaign: { slug: "mangrove" } })).toBe(
      `${form}?campaign=mangrove`,
    );
    expect(donateThroughPage(form, { slug: "p", accepts_gifts: false, campaign: null })).toBe(form);
  });
});

describe("addresses and sharing", () => {
  it("names each language's address", () => {
    expect(fundraiserPaths("a-b")).toEqual({ id: "/galang/a-b", en: "/en/fundraise/a-b" });
    expect(teamPaths("a-b")).toEqual({ id: "/tim/a-b", en: "/en/team/a-b" });
  });

  it("puts WhatsApp first and encodes a title that tries to break out", () => {
    const title = `"><script>alert(1)</script>&x=1 #frag`;
    const links = shareLinks("https://rimbun.test/galang/a", title, title);
    expect(links.map((l) => l.service)).toEqual(["whatsapp", "facebook", "x", "telegram", "email"]);
    for (const link of links) {
      expect(link.href).not.toMatch(/[<>"# ]/);
      expect(link.href).not.toContain("&x=1");
    }
    expect(decodeURIComponent(new URL(links[0]?.href ?? "").searchParams.get("text") ?? "")).toContain(title);
  });

  it("initials come from the first two words", () => {
    expect(initials("siti rahma dewi")).toBe("SR");
    expect(initials("  ")).toBe("");
    expect(initials("Ádi")).toBe("Á");
  });
});

describe("qrPath", () => {
  it("draws the address's modules inside a quiet zone, the same each time", () => {
    const a = qrPath("https://rimbun.test/galang/siti-tanam-100-pohon");
    expect(a.size).toBeGreaterThanOrEqual(21 + 8);
    expect(a.d).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    expect(qrPath("https://rimbun.test/galang/siti-tanam-100-pohon")).toEqual(a);
    expect(a.d).not.toMatch(/M[0-3] /);
  });
});
