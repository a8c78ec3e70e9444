import type { Locale } from "./constants.ts";

interface Texts {
  locale: Locale;
  title: string;
  story: string;
  title_alt: string | null;
  story_alt: string | null;
}

/**
 * Which of a page's two texts the reader gets first: the one in the reader's language when the owner wrote
 * it (the page's own, or its optional second text), else the owner's; the other one, when there is one,
 * is offered below it (docs/product/fundraisers.md#pages). The site's page and the API's share image
 * both choose with it.
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
