import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { RouterProvider } from "react-router/dom";
import { AppI18nProvider } from "./i18n-provider.tsx";
import { queryClient } from "./query-client.ts";
import { createAppRouter } from "./router.tsx";

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <AppI18nProvider>
        <RouterProvider router={router} />
      </AppI18nProvider>
    </QueryClientProvider>
  );
}
