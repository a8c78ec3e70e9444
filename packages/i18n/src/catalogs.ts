import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { type Locale, locales } from "./locales.ts";

/** Catalog areas: each app loads the ones it shows (see lingui.config.ts). */
export const areas = ["domain", "api", "ui", "site", "dashboard"] as const;
export type Area = (typeof areas)[number];

type Loader = () => Promise<{ messages: Messages }>;

// Static import paths so bundlers split one chunk per locale and area; the files are compiled
// from the .po catalogs by `pnpm --filter @rimbun/i18n build` (turbo runs it before dependants).
const loaders: Record<Locale, Record<Area, Loader>> = {
  id: {
    domain: () => import("../locales/id/domain.ts"),
    api: () => import("../locales/id/api.ts"),
    ui: () => import("../locales/id/ui.ts"),
    site: () => import("../locales/id/site.ts"),
    dashboard: () => import("../locales/id/dashboard.ts"),
  },
  en: {
    domain: () => import("../locales/en/domain.ts"),
    api: () => import("../locales/en/api.ts"),
    ui: () => import("../locales/en/ui.ts"),
    site: () => import("../locales/en/site.ts"),
    dashboard: () => import("../locales/en/dashboard.ts"),
  },
};

/** The compiled messages of the given areas for one locale, merged. */
export async function loadMessages(locale: Locale, wanted: readonly Area[]): Promise<Messages> {
  const parts = await Promise.all(wanted.map((area) => loaders[locale][area]()));
  return Object.assign({}, ...parts.map((part) => part.messages));
}

/** A Lingui instance with the given areas loaded and the locale active. */
export async function createI18n(locale: Locale, wanted: readonly Area[]): Promise<I18n> {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale, wanted) });
  return i18n;
}

/**
 * One instance per locale with every locale loaded, for servers that answer in the
 * recipient's language (e-mails, the sandbox pay page).
 */
export async function createI18nForAllLocales(wanted: readonly Area[]): Promise<Record<Locale, I18n>> {
  const entries = await Promise.all(
    locales.map(async (locale) => [locale, await createI18n(locale, wanted)] as const),
  );
  return Object.fromEntries(entries) as Record<Locale, I18n>;
}
