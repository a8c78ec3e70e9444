import { type Locale, localizedPath } from "@rimbun/i18n/locales";
import { env } from "../env.ts";

/** An address on the public site, in the reader's language (`/en/...` for English). */
export function siteUrl(locale: Locale, path: string): string {
  return `${env.siteUrl}${localizedPath(locale, path)}`;
}
