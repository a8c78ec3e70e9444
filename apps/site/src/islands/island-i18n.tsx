import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createI18n, createI18nForAllLocales, type Locale, toLocale } from "@rimbun/i18n";
import type { ReactNode } from "react";
import { siteAreas } from "../lib/i18n.ts";

/**
 * Catalogs for React islands, loaded before the island hydrates (top-level await), so the first
 * client render matches the server's HTML. The browser loads only the page's language (from
 * `<html lang>`); the build renders both.
 */
const instances: Partial<Record<Locale, I18n>> = import.meta.env.SSR
  ? await createI18nForAllLocales(siteAreas)
  : await (async () => {
      const locale = toLocale(document.documentElement.lang);
      return { [locale]: await createI18n(locale, siteAreas) };
    })();

export function islandI18n(locale: Locale): I18n {
  const instance = instances[locale] ?? Object.values(instances)[0];
  if (!instance) throw new Error(`No catalogs loaded for ${locale}`);
  return instance;
}

export function IslandI18n({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <I18nProvider i18n={islandI18n(locale)}>{children}</I18nProvider>;
}
