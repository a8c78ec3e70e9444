import { type Locale, REFERRAL_TRUNCATE_LENGTH } from "./constants.ts";

/**
 * `{site}/donation/monthly?ref=CODE`, with the `/en` prefix for English
 * (docs/product/fundraiser-buddy.md#referral-links-and-codes).
 */
export function referralLink(siteUrl: string, code: string, locale: Locale): string {
  const base = siteUrl.replace(/\/+$/, "");
  const prefix = locale === "en" ? "/en" : "";
  return `${base}${prefix}/donation/monthly?ref=${encodeURIComponent(code)}`;
}

export const ELLIPSIS = "...";

/** Shortens a link for the edit dialog: the first `max` characters plus an ellipsis. */
export function truncateLink(text: string, max: number = REFERRAL_TRUNCATE_LENGTH): string {
  return text.length <= max ? text : `${text.slice(0, max)}${ELLIPSIS}`;
}

export interface ShareLinks {
  /** Microblogging post. */
  readonly microblog: string;
  /** Social network sharer. */
  readonly social: string;
  /** Messaging app. */
  readonly messaging: string;
}

/** Share URLs carrying the referral link; `text` is the already translated invitation. */
export function shareLinks(link: string, text: string): ShareLinks {
  const url = encodeURIComponent(link);
  return {
    microblog: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${url}`,
    social: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    messaging: `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`,
  };
}
