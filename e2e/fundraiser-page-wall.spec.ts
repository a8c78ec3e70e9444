import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { demoPassword } from "./support/accounts.ts";
import { apiLogIn, apiUrl, dashboardUrl, uniqueEmail } from "./support/api.ts";
import {
  chooseAmount,
  chooseChannel,
  continuePayment,
  fillDonor,
  next,
  sandboxOutcome,
  startFlow,
} from "./support/donation-flow.ts";
import { expect, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, type Locale, locales, sitePath, tr } from "./support/i18n.ts";

// A fundraiser page's journey (docs/product/fundraisers.md): a Buddy's page is live at once; a visitor
// gives through it with a prayer as "Orang Baik", the prayer shows on the page's wall once paid, and
// another visitor answers it with "Aamiin". What the donor typed tries to break out of the page: it must
// stay text.

/** One Buddy per language, so the two runs (and a retry) stay under the five open pages each. */
const ownerFor: Record<Locale, string> = { id: "sari@demo.test", en: "andi@demo.test" };
const pagePath = (locale: Locale, slug: string) =>
  locale === "id" ? `/galang/${slug}` : `/en/fundraise/${slug}`;

async function createLivePage(request: APIRequestContext, locale: Locale): Promise<string> {
  await apiLogIn(request, ownerFor[locale], demoPassword);
  const created = await request.post(`${apiUrl}/v1/fundraisers/pages`, {
    headers: { Origin: dashboardUrl },
    data: {
      title: `Tanam pohon ${Date.now().toString(36)}`,
      story: "Aku menanam **pohon** untuk ulang tahunku.",
      goal: 1_000_000,
      locale: "id",
      campaign: null,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const body = (await created.json()) as { result: { slug: string; status: string } };
  expect(body.result.status).toBe("live");
  return body.result.slug;
}

async function closePage(request: APIRequestContext, slug: string) {
  await request.post(`${apiUrl}/v1/fundraisers/pages/${slug}/status`, {
    headers: { Origin: dashboardUrl },
    data: { status: "closed" },
  });
}

/** From a page's donate link: Rp 50.000 with a prayer, shown as a kind person, paid in the sandbox. */
async function giveWithPrayer(
  page: Page,
  locale: Locale,
  isPhone: boolean,
  prayer: string,
  check: (page: Page) => Promise<void>,
) {
  await startFlow(page, locale, isPhone);
  await chooseAmount(page, "Rp 50.000");
  await next(page, locale);
  await fillDonor(page, locale, {
    name: "Budi Doa",
    email: uniqueEmail(`wall-${locale}`),
    phone: "81298765432",
  });
  await page
    .getByRole("textbox", { name: tr(locale, "site", "Message or prayer"), exact: true })
    .fill(prayer);
  await page.getByRole("radio", { name: tr(locale, "site", 'Anonymous ("A kind person")') }).check();
  await check(page);
  await next(page, locale);
  await chooseChannel(page, "GoPay");
  await next(page, locale);
  await continuePayment(page, locale);
  await sandboxOutcome(page, locale, "pay");
  await expect(page).toHaveURL(/\/donation\/success/, { timeout: 15_000 });
}

/** The prayer on the wall as text, under the anonymous name and without the amount. */
async function expectOnWall(page: Page, locale: Locale, path: string, prayer: string) {
  await page.goto(path);
  const message = page.locator("[data-wall-list] > li").filter({ hasText: prayer.slice(0, 20) });
  await expect(message).toHaveCount(1);
  await expect(message.locator("[data-name]")).toHaveText(tr(locale, "site", "A kind person"));
  await expect(message.locator("[data-body]")).toHaveText(prayer);
  await expect(message.locator("[data-amount]")).toBeHidden();
  await expect(page.locator("main img[src='x']")).toHaveCount(0);
}

/** Another visitor (another browser) says Aamiin: pressed at once, counted once by the API. */
async function anotherSaysAamiin(
  browser: Browser,
  viewport: { width: number; height: number } | null,
  locale: Locale,
  path: string,
  prayer: string,
  expectAccessible: (page: Page) => Promise<void>,
) {
  const other = await browser.newContext(viewport ? { viewport } : {});
  const visitor = await other.newPage();
  await visitor.goto(path);
  const aamiin = visitor
    .locator("[data-wall-list] > li")
    .filter({ hasText: prayer.slice(0, 20) })
    .getByRole("button", { name: new RegExp(`^${tr(locale, "site", "Aamiin")}`) });
  await expect(aamiin).toHaveAttribute("aria-pressed", "false");
  const before = Number(await aamiin.locator("[data-count]").textContent());
  await aamiin.click();
  await expect(aamiin).toHaveAttribute("aria-pressed", "true");
  await expect(aamiin.locator("[data-count]")).toHaveText(String(before + 1));
  await expect(visitor.locator("[data-wall-status]").first()).not.toBeEmpty();
  await expectAccessible(visitor);
  // The same browser again: still pressed, and the API counts it once.
  await visitor.reload();
  await expect(aamiin).toHaveAttribute("aria-pressed", "true");
  await expect(aamiin.locator("[data-count]")).toHaveText(String(before + 1));
  await other.close();
}

for (const locale of locales) {
  test.describe(`fundraiser page and donor wall (${locale})`, () => {
    pairLanguageWithWidth(locale);

    test("a visitor gives through a page with a prayer as a kind person; another says Aamiin", async ({
      page,
      browser,
      request,
      expectAccessible,
      isPhone,
    }) => {
      const slug = await createLivePage(request, locale);
      const prayer = `Semoga lestari ${locale} </script><img src=x onerror=alert(1)> "doa" 'baik'`;
      // A break-out that ran would open an alert: none may.
      const alerts: string[] = [];
      page.on("dialog", (dialog) => {
        alerts.push(dialog.message());
        void dialog.dismiss();
      });
      try {
        await page.goto(pagePath(locale, slug));
        await expect(page.getByRole("heading", { level: 1 })).toContainText("Tanam pohon");
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
        await expectAccessible(page);
        await page
          .getByRole("link", { name: exact(tr(locale, "site", "Donate through this page")) })
          .first()
          .click();
        await expect(page).toHaveURL(new RegExp(`/donation/single/form\\?fundraiser=${slug}$`));
        await giveWithPrayer(page, locale, isPhone, prayer, expectAccessible);
        await expectOnWall(page, locale, pagePath(locale, slug), prayer);
        await anotherSaysAamiin(
          browser,
          page.viewportSize(),
          locale,
          pagePath(locale, slug),
          prayer,
          expectAccessible,
        );
      } finally {
        await closePage(request, slug);
      }
      // A closed page is gone from the site: a real 404.
      expect((await page.goto(pagePath(locale, slug)))?.status()).toBe(404);
    });

    test("a gift to a campaign with a prayer shows on the campaign page's wall", async ({
      page,
      browser,
      expectAccessible,
      isPhone,
    }) => {
      const path = sitePath(locale, "/campaign/bersama-jaga-alam-kita");
      const prayer = `Doa kampanye ${Date.now().toString(36)} <b>tebal</b> & "kutip"`;
      await page.goto(path);
      await page.getByRole("link", { name: exact(tr(locale, "site", "Donate to this campaign")) }).click();
      await giveWithPrayer(page, locale, isPhone, prayer, async () => {});
      await expectOnWall(page, locale, path, prayer);
      await expectAccessible(page);
      await anotherSaysAamiin(browser, page.viewportSize(), locale, path, prayer, expectAccessible);
    });

    test("an unknown page is a real 404", async ({ page }) => {
      const answer = await page.goto(pagePath(locale, "no-such-page-anywhere"));
      expect(answer?.status()).toBe(404);
    });
  });
}
