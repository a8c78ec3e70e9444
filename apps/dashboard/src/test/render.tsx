import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { messages } from "@rimbun/domain/messages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";

/**
 * English messages straight from the domain's descriptors: tests read the words a person sees
 * without depending on compiled catalogs. The dashboard's own macros carry their English source.
 */
const english = Object.fromEntries(
  Object.values(messages).map((descriptor) => [descriptor.id, descriptor.message]),
);

export function renderScreen(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  const i18n = setupI18n({ locale: "en", messages: { en: english } });
  // A fresh cache per test, so one test's answers never show up in the next.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <I18nProvider i18n={i18n}>{ui}</I18nProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
