import { FUNDRAISER_SHARE_IMAGE, fundraiserShareImagePath } from "@rimbun/contract";
import type { Locale } from "@rimbun/i18n/locales";
import type { SocialImage } from "../../components/layout/social-image.ts";

/** A share service's name and address for a page (docs/product/fundraisers.md#pages: WhatsApp first). */
export type ShareService = "whatsapp" | "facebook" | "x" | "telegram" | "email";

/**
 * Share addresses for a page: the services' own "share" URLs, with the text and address as query
 * values (encoded), opened as plain links (no script, no third-party code on the page).
 */
export function shareLinks(
  url: string,
  text: string,
  subject: string,
): { service: ShareService; href: string }[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return [
    { service: "whatsapp", href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
    { service: "facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { service: "x", href: `https://x.com/intent/post?text=${t}&url=${u}` },
    { service: "telegram", href: `https://t.me/share/url?url=${u}&text=${t}` },
    {
      service: "email",
      href: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${text}\n\n${url}`)}`,
    },
  ];
}

/** The two addresses of a fundraiser page: `/galang/<slug>` and `/en/fundraise/<slug>`. */
export function fundraiserPaths(slug: string): { id: string; en: string } {
  return { id: `/galang/${slug}`, en: `/en/fundraise/${slug}` };
}

/** The two addresses of a team page: `/tim/<slug>` and `/en/team/<slug>`. */
export function teamPaths(slug: string): { id: string; en: string } {
  return { id: `/tim/${slug}`, en: `/en/team/${slug}` };
}

/**
 * A page's link preview picture: the API's share image in the page's language (title, owner, campaign,
 * progress; docs/product/fundraisers.md#pages), with its size so previews lay it out at once.
 */
export function fundraiserShareImage(apiUrl: string, slug: string, locale: Locale, alt: string): SocialImage {
  return {
    url: `${apiUrl}${fundraiserShareImagePath(slug, locale)}`,
    width: FUNDRAISER_SHARE_IMAGE.width,
    height: FUNDRAISER_SHARE_IMAGE.height,
    type: FUNDRAISER_SHARE_IMAGE.type,
    alt,
  };
}
