// The shared fixture every journey uses: `expectAccessible(page)` runs axe on the page as it is now
// and fails on any serious or critical violation (every page visited, both languages).
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

export interface JourneyFixtures {
  /** axe on the current page: no `serious` or `critical` violation. Call once per page visited. */
  expectAccessible: (page: Page) => Promise<void>;
  /** True on the phone project (375 px), where the flow opens with a full-screen welcome modal. */
  isPhone: boolean;
}

export const test = base.extend<JourneyFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern; none here.
  expectAccessible: async ({}, use, testInfo) => {
    await use(async (page: Page) => {
      await page.waitForLoadState("load");
      // Legacy mode runs axe in the page itself. The default mode finishes every run in a new blank
      // page, which only matters for cross-origin frames (we have none) and took more than half of
      // each check's time: measured 13.8 s against 7.6 s on the landing page of a busy machine.
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .setLegacyMode(true)
        .analyze();
      const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      const summary = blocking.map(
        (v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
      );
      if (blocking.length > 0)
        await testInfo.attach(`axe ${new URL(page.url()).pathname}`, {
          body: JSON.stringify(blocking, null, 2),
          contentType: "application/json",
        });
      expect(summary, `axe on ${page.url()}`).toEqual([]);
    });
  },
  isPhone: async ({ viewport }, use) => {
    await use((viewport?.width ?? 1280) <= 768);
  },
});

/**
 * Waits until every Astro island inside `scope` has hydrated (Astro drops the `ssr` attribute then):
 * before that, the server-rendered form looks ready but its buttons do nothing yet.
 */
export async function islandsHydrated(scope: Locator) {
  const islands = scope.locator("astro-island[ssr]");
  await expect(islands).toHaveCount(0);
}

export { expect };

/**
 * A journey runs Indonesian at 375 px and English at 1280 px: both languages and both widths in half the
 * runs (docs/decisions/e2e.md); the width checks keep every combination. Call it first inside the
 * journey's per-language `describe`.
 */
export function pairLanguageWithWidth(locale: "id" | "en") {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern; none here.
  test.beforeEach(({}, testInfo) => {
    test.skip(
      (testInfo.project.name === "phone") !== (locale === "id"),
      "this language runs at the other width",
    );
  });
}
