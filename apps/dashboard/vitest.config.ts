import { linguiMacros } from "@rimbun/i18n/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react(), linguiMacros()],
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "*.test.ts"],
    setupFiles: ["./src/test/setup.ts"],
    // CI runs this beside the API suites on two cores: lazy screens compile on first visit, so a
    // test's first render can take seconds. Generous limits keep slow machines from failing real passes.
    testTimeout: 30_000,
  },
});
