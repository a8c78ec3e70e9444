// The locale check (docs/decisions/words.md): every public page and every dashboard screen, in both
// languages, read as a person sees it. It fails on a number written for the other language (18.1 kg on an
// Indonesian page), on CO2 or an ISO date, on words from the other language's catalog ("Recurring" on an
// Indonesian page) and on control words that are in neither catalog (hard-coded text); on dashboard
// screens also on raw status codes (DONE, FAILED) and amounts without their unit. One width, no
// screenshots, no axe: the journeys do those; this one only reads.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import {
  catalogWords,
  foreignStrings,
  localeProblems,
  type CatalogMessages as Messages,
  poMessages,
  rawStatusCodes,
  uncataloguedStrings,
  unitlessAmounts,
} from "@rimbun/i18n/locale-check";
import { demoLogins, demoPassword } from "./support/accounts.ts";
import { dashboardUrl } from "./support/api.ts";
import { field } from "./support/dashboard.ts";
import { type DemoRole, dashboardScreens, demoDonorPage } from "./support/dashboard-routes.ts";
import { expect, islandsHydrated, test } from "./support/fixtures.ts";
import { exact, type Locale, locales, sitePath, tr } from "./support/i18n.ts";
import { sitePages } from "./support/site-pages.ts";
import { currentTotpCode } from "./support/two-factor.ts";

const localesDir = join(dirname(fileURLToPath(import.meta.url)), "../packages/i18n/locales");
const areas = ["domain", "api", "ui", "site", "dashboard"] as const;
function catalogsOf(locale: Locale): Messages {
  return Object.assign(
    {},
    ...areas.map((area) => poMessages(readFileSync(join(localesDir, locale, `${area}.po`), "utf8"))),
  );
}

// Bilingual content kept beside the code: each `id: "…"` / `en: "…"` (or `titleId` / `titleEn`) is that
// language's words, as a catalog's are.
const contentFiles = [
  "apps/site/src/content/landing.ts",
  "apps/site/src/content/impact-report-2023.ts",
  "apps/api/src/platform/db/campaigns-seed.ts",
];
// One list of sections per language, and the foundation's names and address (the same in both).
const bothLanguagesFiles = [
  "apps/site/src/content/terms.ts",
  "apps/site/src/content/privacy.ts",
  "packages/content/src/foundation.ts",
];
const root = join(localesDir, "../../..");
const stringLiteral = `("(?:[^"\\\\]|\\\\.)*"|'(?:[^'\\\\]|\\\\.)*')`;
function literal(text: string): string {
  return text.startsWith("'") ? text.slice(1, -1) : (JSON.parse(text) as string);
}
/** A content file without its comments, whose apostrophes would read as quotes. */
function source(file: string): string {
  return readFileSync(join(root, file), "utf8")
    .split("\n")
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join("\n");
}
function contentOf(locale: Locale): Messages {
  const found: Messages = {};
  const key = locale === "id" ? "(?:id|\\w+Id)" : "(?:en|\\w+En)";
  for (const file of contentFiles) {
    for (const match of source(file).matchAll(new RegExp(`\\b${key}:\\s*${stringLiteral}`, "g")))
      found[`${file}:${match.index}`] = literal(match[1] ?? '""');
  }
  for (const file of bothLanguagesFiles) {
    for (const match of source(file).matchAll(new RegExp(stringLiteral, "g")))
      found[`${file}:${match.index}`] = literal(match[1] ?? '""');
  }
  return found;
}
const words = catalogWords({
  id: { ...catalogsOf("id"), ...contentOf("id") },
  en: { ...catalogsOf("en"), ...contentOf("en") },
});
// The language switch names each language by its code and its own name (never translated); file
// formats are names too.
// Payment providers are names too (a donor's support page lists each payment's provider).
const names = new Set(["ID", "EN", "Bahasa Indonesia", "English", "XLSX", "CSV", "PDF", "sandbox", "xendit"]);

/** What a reader sees: the page's text, and its words piece by piece (text nodes and control names). */
async function readPage(page: Page) {
  return page.evaluate(() => {
    const pieces: string[] = [];
    const controls: string[] = [];
    // Content marked as the other language (a staff editor's Indonesian and English fields) is that
    // language's text on purpose, and is read as such.
    const pageLang = document.documentElement.lang;
    const otherLanguage = (element: Element) => {
      const marked = element.closest("[lang]")?.getAttribute("lang");
      return Boolean(pageLang && marked && marked !== pageLang);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest("script, style, template, noscript")) continue;
      if (!parent.checkVisibility() || otherLanguage(parent)) continue;
      pieces.push(text);
      // Words of controls and column heads are the product's own, never data (a row's head names its
      // data: a campaign's title in the reports).
      if (parent.closest("button, label, legend, th:not([scope=row]), [role=tab], nav")) controls.push(text);
    }
    for (const element of document.querySelectorAll<HTMLElement>("[aria-label], [placeholder]")) {
      if (!element.checkVisibility() || otherLanguage(element)) continue;
      for (const name of ["aria-label", "placeholder"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) pieces.push(value);
      }
    }
    // biome-ignore lint/performance/useDomNodeTextContent: only the rendered, visible text is read, as a person reads it.
    let text = document.body.innerText;
    for (const element of document.querySelectorAll<HTMLElement>(`[lang]:not([lang="${pageLang}"])`)) {
      // biome-ignore lint/performance/useDomNodeTextContent: the same rendered text as above, taken out.
      if (pageLang && element.innerText) text = text.replace(element.innerText, "");
    }
    return { text, pieces, controls };
  });
}

async function expectInLanguage(page: Page, locale: Locale, where: string, { dashboard = false } = {}) {
  await page.waitForLoadState("load");
  const { text, pieces, controls } = await readPage(page);
  expect.soft(localeProblems(text, locale), `numbers and spellings on ${where}`).toEqual([]);
  if (dashboard) {
    // A dashboard screen shows statuses in words (never DONE or FAILED) and every amount with its unit
    // (Rp before it, points or kg after it), as the locale formatters and catalogs write them.
    expect.soft(rawStatusCodes(pieces), `raw status codes on ${where}`).toEqual([]);
    expect.soft(unitlessAmounts(text, locale), `amounts without a unit on ${where}`).toEqual([]);
  }
  // A campaign's editor shows its texts in both languages on purpose (one field per language).
  const bilingual = /\/dashboard\/campaigns\/[^/?]+/.test(where);
  const foreign = bilingual ? [] : foreignStrings(pieces, locale, words).filter((piece) => !names.has(piece));
  expect.soft(foreign, `other-language words on ${where}`).toEqual([]);
  const uncatalogued = uncataloguedStrings(controls, words).filter((piece) => !names.has(piece));
  expect.soft(uncatalogued, `uncatalogued control words on ${where}`).toEqual([]);
}

test.describe("every page reads in its own language", () => {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern; none here.
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "words do not change with the width");
  });

  for (const locale of locales) {
    test(`public pages in ${locale}`, async ({ page }) => {
      for (const path of sitePages) {
        const url = sitePath(locale, path);
        await page.goto(url);
        await expectInLanguage(page, locale, url);
      }
      // A huge amount typed in the card (once "181000000000 kg CO₂"): no unformatted figure.
      await page.goto(sitePath(locale, "/"));
      const card = page.locator("form").filter({ has: page.locator("input[name=card-amount]") });
      await islandsHydrated(page.locator("body"));
      await card.locator("input[inputmode=numeric]").fill("10000000000");
      await expectInLanguage(page, locale, `${url(locale)} with a huge amount`);
    });
  }

  test("dashboard sign-in screens in both languages", async ({ page }) => {
    for (const locale of locales)
      for (const screen of ["/login", "/login/link", "/forgot"]) {
        const url = `${dashboardUrl}${screen}?locale=${locale}`;
        await page.goto(url);
        await page.locator("main").first().waitFor();
        await expectInLanguage(page, locale, url);
      }
  });

  for (const [role, screens] of Object.entries(dashboardScreens) as [DemoRole, string[]][]) {
    test(`dashboard screens of the ${role} in both languages`, async ({ page }) => {
      // Every screen of the role, a donor's page and a campaign's editor included, twice.
      test.setTimeout(240_000);
      await page.goto(`${dashboardUrl}/login?locale=id`);
      await field(page, tr("id", "dashboard", "Email")).fill(demoLogins[role]);
      await field(page, tr("id", "dashboard", "Password")).fill(demoPassword);
      await page.getByRole("button", { name: exact(tr("id", "dashboard", "Log in")) }).click();
      // Staff and admins sign in with the app's code too (docs/decisions/two-factor.md).
      if (role === "staff" || role === "admin") {
        await field(page, tr("id", "dashboard", "Code")).fill(currentTotpCode());
        await page.getByRole("button", { name: exact(tr("id", "dashboard", "Sign in")) }).click();
      }
      // Each role lands on its own first screen (staff on donors, admins on the queue).
      await page.waitForURL(/\/dashboard/);
      for (const locale of locales) {
        const donorPage = role === "staff" || role === "admin" ? await demoDonorPage(page, locale) : null;
        for (const screen of donorPage ? [...screens, donorPage] : screens) {
          const url = `${dashboardUrl}${screen}${screen.includes("?") ? "&" : "?"}locale=${locale}`;
          await page.goto(url);
          await page.locator("main").first().waitFor();
          await page.waitForLoadState("networkidle");
          await expectInLanguage(page, locale, url, { dashboard: true });
        }
      }
    });
  }
});

function url(locale: Locale): string {
  return sitePath(locale, "/");
}

test("the donation card opens on monthly after a single gift was chosen", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() =>
    localStorage.setItem("donation", JSON.stringify({ donation: "single", amount: 75000 })),
  );
  await page.reload();
  const card = page.locator("form").filter({ has: page.locator("input[name=card-amount]") });
  await islandsHydrated(page.locator("body"));
  await expect(card.locator("input[name=card-type][value=monthly]")).toBeChecked();
});
