import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { messages } from "@rimbun/domain/messages";
import { createI18n, type Locale } from "@rimbun/i18n";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { type ReactElement, type ReactNode, useState } from "react";
import { MemoryRouter } from "react-router";

/**
 * English messages straight from the domain's descriptors: tests read the words a person sees
 * without depending on compiled catalogs. The dashboard's own macros carry their English source.
 */
const english = Object.fromEntries(
  Object.values(messages).map((descriptor) => [descriptor.id, descriptor.message]),
);

/** A fresh cache per test, so one test's answers never show up in the next. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** The app's providers around a screen or a hook under test: query cache, router, English. */
export function TestProviders({
  children,
  path = "/",
  queryClient,
}: {
  children: ReactNode;
  path?: string;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? testQueryClient());
  const [i18n] = useState(() => setupI18n({ locale: "en", messages: { en: english } }));
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

export function renderScreen(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  return render(<TestProviders path={path}>{ui}</TestProviders>);
}

/**
 * A screen in the real compiled catalogs of one language (domain, ui, dashboard), as the app shows it:
 * for tests of what an Indonesian or English reader sees, words and number formats alike.
 */
export async function renderInLocale(
  ui: ReactElement,
  locale: Locale,
  { path = "/" }: { path?: string } = {},
) {
  const i18n = await createI18n(locale, ["domain", "ui", "dashboard"]);
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <I18nProvider i18n={i18n}>{ui}</I18nProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
