// The locales module alone: the package index would bring Lingui into plain scripts.
import { type Locale, localizedPath } from "@rimbun/i18n/locales";

/**
 * Almost any failed call sends the visitor to the error page in their language
 * (docs/product/donation-flow.md#public-pages).
 */
export function goToServerError(locale: Locale) {
  window.location.assign(localizedPath(locale, "/oops/500"));
}

export function goTo(locale: Locale, path: string) {
  window.location.assign(localizedPath(locale, path));
}
