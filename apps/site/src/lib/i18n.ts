import type { I18n, MessageDescriptor } from "@lingui/core";
import { type Area, createI18n, type Locale, locales, localizedPath } from "@rimbun/i18n";

/** Catalog areas the site shows: domain messages (validation), shared components, and its own copy. */
export const siteAreas: readonly Area[] = ["domain", "ui", "site"];

const instances = new Map<Locale, Promise<I18n>>();

/** The Lingui instance a page renders with (one per locale for the whole build). */
export function pageI18n(locale: Locale): Promise<I18n> {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale, siteAreas);
    instances.set(locale, instance);
  }
  return instance;
}

/** A value written in both languages (content files). */
export type Localized<T = string> = Record<Locale, T>;

export function pick<T>(value: Localized<T>, locale: Locale): T {
  return value[locale];
}

/**
 * Static paths for a page that exists in both languages: Indonesian at `/path`, English at
 * `/en/path`. Pages live under `src/pages/[...lang]/` and read `Astro.props.locale`.
 */
export function localeStaticPaths() {
  return locales.map((locale) => ({
    params: { lang: locale === "id" ? undefined : locale },
    props: { locale },
  }));
}

export function otherLocale(locale: Locale): Locale {
  return locale === "id" ? "en" : "id";
}

export type { Locale };
export { localizedPath };

/** Translates a `msg` descriptor with values (Lingui's typed overload takes them inside the descriptor). */
export function tr(i18n: I18n, descriptor: MessageDescriptor, values: Record<string, unknown>): string {
  const translate = i18n._.bind(i18n);
  return translate({ ...descriptor, values });
}
