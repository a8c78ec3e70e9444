import { describe, expect, it } from "vitest";
import { referralLink, shareLinks, truncateLink } from "./referral.ts";

describe("referral link", () => {
  it.each([
    ["https://rimbun.example", "BUDI01", "id", "https://rimbun.example/donation/monthly?ref=BUDI01"],
    ["https://rimbun.example/", "BUDI01", "en", "https://rimbun.example/en/donation/monthly?ref=BUDI01"],
    ["https://rimbun.example//", "a_b-c", "id", "https://rimbun.example/donation/monthly?ref=a_b-c"],
  ] as const)("%s + %s (%s)", (site, code, locale, link) => {
    expect(referralLink(site, code, locale)).toBe(link);
  });

  it("truncates at 25 characters with an ellipsis", () => {
    const link = "https://rimbun.example/donation/monthly?ref=BUDI01";
    expect(truncateLink(link)).toBe("https://rimbun.example/do...");
    expect(truncateLink("short")).toBe("short");
    expect(truncateLink("x".repeat(25))).toBe("x".repeat(25));
  });

  it("builds share links that carry the referral link", () => {
    const link = "https://rimbun.example/donation/monthly?ref=BUDI01";
    const links = shareLinks(link, "Ayo donasi bulanan");
    for (const url of Object.values(links)) expect(decodeURIComponent(url)).toContain(link);
    expect(links.microblog).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?/);
    expect(links.social).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    expect(links.messaging).toMatch(/^https:\/\/wa\.me\/\?text=/);
  });
});
