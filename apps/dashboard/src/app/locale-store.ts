import { defaultLocale, isLocale, type Locale } from "@rimbun/i18n/locales";
import { create } from "zustand";

/** The chosen language is remembered on this device (the site's own switch lives on its URLs). */
export const LOCALE_STORAGE_KEY = "locale";

function initialLocale(): Locale {
  const fromQuery = new URLSearchParams(window.location.search).get("locale");
  if (isLocale(fromQuery)) return fromQuery;
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage can be blocked (private mode); the default language still works.
  }
  return defaultLocale;
}

interface LocaleStore {
  locale: Locale;
  setLocale(locale: Locale): void;
}

export const useLocaleStore = create<LocaleStore>((set) => ({
  locale: initialLocale(),
  setLocale(locale) {
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Not remembered, still switched.
    }
    set({ locale });
  },
}));
