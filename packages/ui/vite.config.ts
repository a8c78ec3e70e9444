import { linguiMacros } from "@rimbun/i18n/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Shared by Storybook (it reads this file) and vitest: React, then Lingui's macros (docs/architecture.md#toolchain-notes).
export default defineConfig({
  plugins: [react(), linguiMacros()],
  test: {
    environment: "jsdom",
    // Testing Library unmounts between tests only when afterEach is global.
    globals: true,
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
