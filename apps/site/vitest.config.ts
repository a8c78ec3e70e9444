import { linguiMacros } from "@rimbun/i18n/vite";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [linguiMacros()],
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
  },
});
