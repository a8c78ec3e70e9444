import type { Locale } from "@rimbun/i18n/locales";

interface Texts {
  locale: Locale;
  title: string;
  story: string;
  title_alt: string | null;
  story_alt: string | null;
}

/**
 * Which of a page's two texts the reader gets first: the one in the site's language when the owner wrote
 * it (the page's own, or its optional second text), else the owner's; the other one, when there is one,
 * is offered below it (docs/product/fundraisers.md#pages).
 */
export function textsFor(
  page: Texts,
  locale: Locale,
): {
  main: { title: string; story: string; lang: Locale };
  other: { title: string; story: string; lang: Locale } | null;
} {
  const otherLang: Locale = page.locale === "id" ? "en" : "id";
  const own = { title: page.title, story: page.story, lang: page.locale };
  const hasAlt = !!(page.title_alt?.trim() || page.story_alt?.trim());
  const alt = hasAlt
    ? { title: page.title_alt?.trim() || page.title, story: page.story_alt ?? "", lang: otherLang }
    : null;
  if (alt && locale === otherLang) return { main: alt, other: own };
  return { main: own, other: alt };
}

/** Initials for an avatar without a photo: the first letters of the first two words. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? "")
    .join("");
}

/** The donation flow's address for a gift through a page: the page and its campaign in the query. */
export function donateThroughPage(
  singleForm: string,
  page: { slug: string; accepts_gifts: boolean; campaign: { slug: string } | null },
): string {
  const query = new URLSearchParams();
  if (page.accepts_gifts) query.set("fundraiser", page.slug);
  if (page.campaign) query.set("campaign", page.campaign.slug);
  const text = query.toString();
  return text ? `${singleForm}?${text}` : singleForm;
}
