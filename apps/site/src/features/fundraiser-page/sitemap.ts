import { FUNDRAISER_SLUG_PATTERN, type SiteFundraiserList } from "@rimbun/contract";
import { fundraiserPaths, teamPaths } from "./share-links.ts";

/**
 * The sitemap of shown fundraiser and team pages (docs/decisions/donor-wall-site.md): each page under both
 * its addresses, each naming the other as its language pair, with the API's last change as `lastmod`.
 */

const hreflang = { id: "id-ID", en: "en-GB" } as const;
const locales = ["id", "en"] as const;

const xmlEntities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text for an XML element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEntities[char] ?? char);
}

function urlsOf(base: string, paths: { id: string; en: string }, updatedAt: string): string[] {
  const href = (locale: (typeof locales)[number]) => escapeXml(`${base}${paths[locale]}`);
  const links = locales
    .map((locale) => `<xhtml:link rel="alternate" hreflang="${hreflang[locale]}" href="${href(locale)}"/>`)
    .join("");
  const lastmod = Number.isNaN(Date.parse(updatedAt)) ? "" : `<lastmod>${escapeXml(updatedAt)}</lastmod>`;
  return locales.map((locale) => `<url><loc>${href(locale)}</loc>${lastmod}${links}</url>`);
}

/**
 * The urlset for `list` on the site at `base` (no trailing slash). A slug the API could not have made is
 * left out (the site would answer it 404); everything written is escaped all the same.
 */
export function fundraiserSitemapXml(base: string, list: SiteFundraiserList): string {
  const valid = (entry: { slug: string }) =>
    entry.slug.length <= 100 && FUNDRAISER_SLUG_PATTERN.test(entry.slug);
  const urls = [
    ...list.pages.filter(valid).flatMap((page) => urlsOf(base, fundraiserPaths(page.slug), page.updated_at)),
    ...list.teams.filter(valid).flatMap((team) => urlsOf(base, teamPaths(team.slug), team.updated_at)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>`;
}
