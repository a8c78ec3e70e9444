import { I18nProvider } from "@lingui/react";
import { createI18n, type Locale } from "@rimbun/i18n";
import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";

/** Renders a component inside the real compiled catalogs of one locale, as the apps do. */
export async function renderWithI18n(ui: ReactElement, locale: Locale = "en") {
  const i18n = await createI18n(locale, ["domain", "ui"]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  return render(ui, { wrapper });
}
