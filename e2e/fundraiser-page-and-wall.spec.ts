import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { demoLogins, demoPassword } from "./support/accounts.ts";
import { apiUrl, dashboardUrl, siteUrl, uniqueEmail } from "./support/api.ts";
import { field, logIn, staffLogIn } from "./support/dashboard.ts";
import { seededCampaignSlug } from "./support/dashboard-routes.ts";
import { expect, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, type Locale, locales, tr } from "./support/i18n.ts";
import { solidPng } from "./support/images.ts";

const say = (locale: Locale, id: string) => tr(locale, "dashboard", id);

/**
 * Closes the demo Buddy's pages an earlier try of this journey left open: a Buddy has at most five open
 * pages (docs/product/fundraisers.md#pages), so a retry would otherwise find no "New fundraiser page".
 */
async function closeEarlierTries(page: Page, titlePrefix: string) {
  const mine = await page.request.get(`${apiUrl}/v1/fundraisers/pages`, {
    headers: { Origin: dashboardUrl },
  });
  expect(mine.ok(), await mine.text()).toBe(true);
  const { result } = (await mine.json()) as { result: { slug: string; title: string; status: string }[] };
  for (const earlier of result) {
    if (!earlier.title.startsWith(titlePrefix) || earlier.status === "closed") continue;
    const closed = await page.request.post(`${apiUrl}/v1/fundraisers/pages/${earlier.slug}/status`, {
      headers: { Origin: dashboardUrl },
      data: { status: "closed" },
    });
    expect(closed.ok(), await closed.text()).toBe(true);
  }
}

/**
 * The page's link preview (docs/product/fundraisers.md#pages): og:image and twitter:image name the API's
 * share image in the page's language, with its size, and that address answers a 1200×630 PNG.
 */
async function expectShareImage(page: Page, request: APIRequestContext, address: string, locale: Locale) {
  await page.goto(address);
  const meta = (key: string) =>
    page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute("content");
  const slug = new URL(address).pathname.split("/").at(-1) ?? "";
  const url = `${apiUrl}/v1/site/fundraisers/${slug}/share.png?locale=${locale}`;
  expect(await meta("og:image")).toBe(url);
  expect(await meta("twitter:image")).toBe(url);
  expect([await meta("og:image:width"), await meta("og:image:height")]).toEqual(["1200", "630"]);
  const answer = await request.get(url);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("image/png");
  const png = await answer.body();
  // A PNG's header chunk holds its width and height (big-endian) at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  if (process.env.E2E_SHOTS_DIR) writeFileSync(`${process.env.E2E_SHOTS_DIR}/share-image-${locale}.png`, png);
}

for (const locale of locales) {
  test.describe(`fundraiser pages and the wall (${locale})`, () => {
    pairLanguageWithWidth(locale);
    test("a Buddy makes a page with a photo and a goal and copies its share link", async ({
      page,
      context,
      request,
      expectAccessible,
    }, testInfo) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: dashboardUrl });
      const title = `Lari ${locale} ${testInfo.project.name} ${Date.now().toString(36)}`;
      await logIn(page, locale, demoLogins.volunteer, demoPassword);
      await closeEarlierTries(page, `Lari ${locale} ${testInfo.project.name} `);
      await page.goto(`${dashboardUrl}/dashboard/fundraisers?locale=${locale}`);
      await expect(
        page.getByRole("heading", { level: 1, name: say(locale, "My fundraisers") }),
      ).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("link", { name: exact(say(locale, "New fundraiser page")) }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: say(locale, "New fundraiser page") }),
      ).toBeVisible();
      await field(page, say(locale, "Goal (Rp)")).fill("2500000");
      await page.locator("input[type=file]").setInputFiles({
        name: "lari.png",
        mimeType: "image/png",
        buffer: solidPng(64, 48, [30, 120, 60]),
      });
      await expect(page.getByRole("img", { name: say(locale, "The page's photo") })).toBeVisible();
      const texts = page.getByRole("group", {
        name: say(locale, locale === "id" ? "Indonesian" : "English"),
      });
      await field(texts, say(locale, "Title")).fill(title);
      await field(texts, say(locale, "Story")).fill("Saya berlari **10 km** untuk hutan.");
      await expectAccessible(page);
      await page.getByRole("button", { name: exact(say(locale, "Create page")) }).click();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      // A Buddy's page is live at once (docs/product/fundraisers.md#pages).
      await expect(page.getByText(say(locale, "Live"), { exact: true })).toBeVisible();
      const share = page.getByRole("region", { name: say(locale, "Share link") });
      const address = await field(share, say(locale, "Your page's link")).inputValue();
      expect(address).toMatch(locale === "id" ? /\/galang\/lari-/ : /\/en\/fundraise\/lari-/);
      await share.getByRole("button", { name: exact(tr(locale, "ui", "Copy")) }).click();
      await expect(share.getByRole("button", { name: exact(tr(locale, "ui", "Copied")) })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
      await expectAccessible(page);
      await expectShareImage(page, request, address, locale);
    });

    test("the owner reads the demo page's gifts over time: a chart, a sentence and a table", async ({
      page,
      expectAccessible,
    }, testInfo) => {
      await logIn(page, locale, demoLogins.volunteer, demoPassword);
      // The demo page (apps/api/src/fundraisers/demo-seed.ts): three gifts on three days.
      await page.goto(
        `${dashboardUrl}/dashboard/fundraisers/bima-menggalang-dana-untuk-situ-gede?locale=${locale}`,
      );
      const card = page.getByRole("region", { name: say(locale, "Gifts over time") }).first();
      await expect(card.locator(".recharts-surface")).toBeVisible();
      await expect(card.getByText(/Rp\s850[.,]000/).first()).toBeVisible();
      await card.getByText(say(locale, "Show as a table")).click();
      expect(await card.getByRole("row").count()).toBeGreaterThanOrEqual(4);
      await expectAccessible(page);
      const shots = process.env.E2E_SHOTS_DIR;
      if (shots)
        await card.screenshot({ path: `${shots}/gifts-over-time-${locale}-${testInfo.project.name}.png` });
    });

    test("a staffer hides a held wall message with a reason", async ({ page, request, expectAccessible }) => {
      const words = `Kunjungi www.promo-${randomUUID().slice(0, 8)}.test sekarang`;
      const created = await request.post(`${apiUrl}/v1/payments/single?locale=${locale}`, {
        headers: { Origin: siteUrl, "Idempotency-Key": `journey-${randomUUID()}` },
        multipart: {
          amount: "50000",
          email: uniqueEmail(`wall-${locale}`),
          fullname: "Promo Uji",
          payment_methods: "BNI",
          phone: "81234567891",
          referral: "",
          description: "",
          campaign: seededCampaignSlug,
          wall_message: words,
          wall_display: "full",
        },
      });
      expect(created.ok(), await created.text()).toBe(true);
      const { result } = (await created.json()) as { result: { pg_id: string } };
      const paid = await request.post(`${apiUrl}/sandbox/pay/${result.pg_id}?locale=${locale}`, {
        form: { outcome: "paid" },
        maxRedirects: 0,
      });
      expect(paid.status()).toBe(303);

      await staffLogIn(page, locale);
      await page.goto(`${dashboardUrl}/dashboard/wall?locale=${locale}`);
      await expect(
        page.getByRole("heading", { level: 1, name: say(locale, "Wall moderation") }),
      ).toBeVisible();
      const item = page.getByRole("listitem").filter({ hasText: words });
      await expect(item).toBeVisible();
      await expect(item.getByText(say(locale, "Held: it contains a link."))).toBeVisible();
      await expectAccessible(page);
      await item.getByRole("button", { name: exact(say(locale, "Hide")) }).click();
      const dialog = page.getByRole("dialog", { name: say(locale, "Hide this message") });
      await field(dialog, say(locale, "Reason (kept in the audit log)")).fill("Promosi dengan tautan");
      await expectAccessible(page);
      await dialog.getByRole("button", { name: exact(say(locale, "Hide")) }).click();
      await expect(page.getByText(say(locale, "The message is hidden."))).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: words })).toHaveCount(0);
    });
  });
}
