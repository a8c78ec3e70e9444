import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Journeys run against the built site and dashboard and a fresh API with demo data, on the
// default ports the builds were made for. Browser: CHROMIUM_PATH, which `npm test` sets to the one it
// chose (tooling/browser-setup.mjs); run directly without it, /usr/bin/chromium when there, else
// Playwright's own Chromium (`pnpm exec playwright install --no-shell chromium`). No downloads here.
// Workers load this file too and inherit the environment: only the first load makes the folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "rimbun-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;
const chromium = {
  executablePath:
    process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  // A cap for a hung run, not a speed target: about 150 journeys took 24 minutes on a quiet 2-core
  // machine and ran into the former 24-minute cap (docs/decisions/e2e.md).
  globalTimeout: 36 * 60_000,
  use: {
    baseURL: "http://localhost:4321",
    trace: "retain-on-failure",
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: chromium,
  },
  projects: [
    {
      name: "phone",
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 800 }, isMobile: false },
    },
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: [
    {
      // Always a fresh API and data folder: journeys change data (a referral code changes only once).
      command: "pnpm --dir ../apps/api exec tsx ../../e2e/scripts/start-api.ts",
      url: "http://localhost:8787/health",
      env: { DATA_DIR: dataDir, SEED_DEMO: "1", PORT: "8787" },
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
    {
      command: "pnpm --dir ../apps/site preview",
      // No page caches: a campaign staff publish shows on the landing at once (production: within 55 s).
      env: { SITE_CACHE_SECONDS: "0" },
      url: "http://localhost:4321",
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: "pnpm --dir ../apps/dashboard preview",
      url: "http://localhost:5173",
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
