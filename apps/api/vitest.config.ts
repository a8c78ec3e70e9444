import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share their worker's module cache: PGlite's WebAssembly is compiled once per worker instead
    // of once per file (about half the suite's time). Each file still opens its own database.
    isolate: false,
  },
});
