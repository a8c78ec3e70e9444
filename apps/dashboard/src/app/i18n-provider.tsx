import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createI18n } from "@rimbun/i18n/catalogs";
import { type ReactNode, useEffect, useState } from "react";
import { useLocaleStore } from "./locale-store.ts";

/** Catalog areas the dashboard shows: domain messages (validation ids), ui components, its own screens. */
export const dashboardAreas = ["domain", "ui", "dashboard"] as const;

export function AppI18nProvider({ children }: { children: ReactNode }) {
  const locale = useLocaleStore((state) => state.locale);
  const [i18n, setI18n] = useState<I18n | null>(null);

  useEffect(() => {
    let current = true;
    // The previous language stays on screen until the next catalog has arrived: no blank flash.
    createI18n(locale, dashboardAreas).then((next) => {
      if (!current) return;
      document.documentElement.lang = locale;
      setI18n(next);
    });
    return () => {
      current = false;
    };
  }, [locale]);

  if (!i18n) return <div className="app-boot" aria-busy="true" />;
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
