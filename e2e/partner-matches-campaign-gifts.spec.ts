// A partner's matching pledge (docs/product/campaigns.md#matching-pledges): a staffer attaches it in the
// console; a visitor reads "doubled" on the campaign's page and in the flow, gives, and the pledge's bar
// moves; once gifts used up the cap the page no longer promises doubling; the staffer downloads the
// partner's statement. Indonesian at 375 px, English at 1280 px (docs/decisions/e2e.md).

import { randomUUID } from "node:crypto";
import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test";
import { demoLogins, demoPassword } from "./support/accounts.ts";
import { apiLogIn, apiUrl, dashboardUrl, siteUrl, uniqueEmail } from "./support/api.ts";
import { confirmWithReason, field, staffLogIn } from "./support/dashboard.ts";
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
import { exact, type Locale, locales, rupiah, sitePath, tr, trFilled } from "./support/i18n.ts";
import { readPdf } from "./support/pdf.ts";

const shots = process.env.E2E_SHOTS_DIR;
const day = (offset: number) =>
  new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** A fresh published campaign of this run (an administrator's API session): no other journey gives to it. */
async function publishCampaign(slug: string, title: string): Promise<void> {
  const admin = await playwrightRequest.newContext();
  try {
    await apiLogIn(admin, demoLogins.admin, demoPassword);
    const texts = (id: string, en: string) => ({ id, en });
    const created = await admin.post(`${apiUrl}/v1/admin/campaigns`, {
      headers: { Origin: dashboardUrl },
      data: {
        slug,
        kind: "campaign",
        title: texts(title, title),
        summary: texts("Menanam bersama mitra.", "Planting with a partner."),
        place: texts("Bogor", "Bogor"),
        story: texts("Warga menanam pohon.", "The village plants trees."),
        uses: texts("Bibit.", "Seedlings."),
        target: 10_000_000,
        starts_on: day(0),
        ends_on: day(60),
        cover: null,
        scene: "forest",
        sort_order: 9_000,
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const published = await admin.post(`${apiUrl}/v1/admin/campaigns/${slug}/status`, {
      headers: { Origin: dashboardUrl },
      data: { status: "published", reason: "Matching journey" },
    });
    expect(published.status(), await published.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

/** A paid single gift to the campaign through call 3 and the sandbox's Pay (another visitor). */
async function giveThroughApi(request: APIRequestContext, locale: Locale, slug: string, amount: number) {
  const created = await request.post(`${apiUrl}/v1/payments/single?locale=${locale}`, {
    headers: { Origin: siteUrl, "Idempotency-Key": `journey-${randomUUID()}` },
    multipart: {
      amount: String(amount),
      email: uniqueEmail(`matching-${locale}`),
      fullname: "Rina Pendamping",
      payment_methods: "BNI",
      phone: "81234500011",
      referral: "",
      description: "",
      campaign: slug,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { result } = (await created.json()) as { result: { pg_id: string } };
  const paid = await request.post(`${apiUrl}/sandbox/pay/${result.pg_id}?locale=${locale}`, {
    form: { outcome: "paid" },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
}

/** The campaign page, reloaded until `check` holds (the page and its figures are at most a minute old). */
async function pageUntil(page: Page, path: string, check: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        await page.goto(path);
        // The page's figures script asks the API once after load; give it a moment.
        await page.waitForTimeout(1_000);
        return check();
      },
      { timeout: 90_000, intervals: [2_000, 5_000] },
    )
    .toBe(true);
}

for (const locale of locales) {
  test.describe(`a partner matches a campaign's gifts (${locale})`, () => {
    pairLanguageWithWidth(locale);
    test("a staffer attaches a pledge, a visitor sees the gift doubled and gives, the bar moves, and at the cap the promise goes", async ({
      page,
      browser,
      request,
      expectAccessible,
      isPhone,
    }, testInfo) => {
      test.setTimeout(240_000);
      const run = `${locale}-${Date.now().toString(36)}`;
      const slug = `mitra-${run}`;
      const title = `Hutan Mitra ${run}`;
      // Text that would break a page written by string concatenation: it must stay text.
      const partner = `PT Hijau <b>Bersama</b> "&" Co`;
      await publishCampaign(slug, title);

      // The staffer attaches the pledge: Rp 100.000, each gift doubled, from today.
      await staffLogIn(page, locale);
      await page.goto(`${dashboardUrl}/dashboard/campaigns/${slug}?locale=${locale}`);
      const section = page.getByRole("region", { name: tr(locale, "dashboard", "Matching pledges") });
      await expect(section).toBeVisible();
      await field(section, tr(locale, "dashboard", "Partner's name")).fill(partner);
      await field(section, tr(locale, "dashboard", "Cap (Rp)")).fill("100000");
      await field(section, tr(locale, "dashboard", "First day")).fill(day(0));
      await field(section, tr(locale, "dashboard", "Last day")).fill(day(30));
      await expectAccessible(page);
      await section.getByRole("button", { name: exact(tr(locale, "dashboard", "Attach pledge")) }).click();
      await confirmWithReason(
        page,
        locale,
        tr(locale, "dashboard", "Attach this matching pledge"),
        tr(locale, "dashboard", "Attach pledge"),
        "Partner signed the matching letter",
      );
      await expect(section.getByText(partner, { exact: true })).toBeVisible();
      await expect(section.locator(".matching-item__meta")).toContainText(tr(locale, "dashboard", "Running"));
      if (shots) await page.screenshot({ path: `${shots}/matching-console-${locale}.png`, fullPage: true });
      await expectAccessible(page);

      // A visitor reads that each gift is doubled, on the page and in the flow.
      const visitor = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
      const campaignPath = sitePath(locale, `/campaign/${slug}`);
      const doubled = trFilled(locale, "site", "Every gift is doubled by {partner}", { partner });
      const offer = visitor.locator("[data-matching]").filter({ visible: true });
      await pageUntil(visitor, campaignPath, async () => (await offer.count()) === 1);
      await expect(offer.getByText(doubled, { exact: true })).toBeVisible();
      // The partner's markup is shown as typed, never made into an element.
      await expect(offer.locator("b")).toHaveCount(0);
      const usedLine = (used: number) =>
        trFilled(locale, "site", "{used} of {cap} matched so far", {
          used: rupiah(used, locale),
          cap: rupiah(100_000, locale),
        });
      await expect(offer.getByText(usedLine(0))).toBeVisible();
      if (shots) await visitor.screenshot({ path: `${shots}/matching-page-${locale}.png`, fullPage: true });
      await expectAccessible(visitor);

      const donate = isPhone
        ? visitor.getByRole("button", { name: exact(tr(locale, "site", "Other amount")) })
        : visitor.getByRole("link", { name: exact(tr(locale, "site", "Donate to this campaign")) });
      await donate.click();
      await expect(visitor).toHaveURL(new RegExp(`/donation/single/form\\?campaign=${slug}`));
      await startFlow(visitor, locale, isPhone);
      const note = visitor.getByText(
        trFilled(locale, "site", "Your gift will be doubled by {partner}.", { partner }),
      );
      await expect(note.filter({ visible: true }).first()).toBeVisible();
      await chooseAmount(visitor, "Rp 50.000");
      if (shots) await visitor.screenshot({ path: `${shots}/matching-flow-${locale}.png`, fullPage: true });
      await expectAccessible(visitor);
      await next(visitor, locale);
      await fillDonor(visitor, locale, {
        name: "Budi Pendamping",
        email: uniqueEmail(`matching-flow-${locale}`),
        phone: "81298760011",
      });
      await next(visitor, locale);
      await chooseChannel(visitor, "GoPay");
      await next(visitor, locale);
      await continuePayment(visitor, locale);
      await sandboxOutcome(visitor, locale, "pay");
      await expect(visitor).toHaveURL(/\/donation\/success/, { timeout: 15_000 });

      // The bar moves: half of the pledge is used.
      await pageUntil(
        visitor,
        campaignPath,
        async () => (await offer.getByText(usedLine(50_000)).count()) === 1,
      );
      await expectAccessible(visitor);

      // Another gift meets the cap: the page no longer promises doubling, the partner's total stays.
      await giveThroughApi(request, locale, slug, 50_000);
      const matched = visitor.locator("[data-matched]").filter({ visible: true });
      // The page and its live figures may each be a few seconds older than the other: both must say it.
      await pageUntil(
        visitor,
        campaignPath,
        async () =>
          (await offer.count()) === 0 && (await matched.first().textContent()) === rupiah(100_000, locale),
      );
      await expect(visitor.getByText(doubled)).toHaveCount(0);
      if (shots)
        await visitor.screenshot({ path: `${shots}/matching-used-up-${locale}.png`, fullPage: true });
      await expectAccessible(visitor);
      await visitor.goto(sitePath(locale, `/donation/single/form?campaign=${slug}`));
      await startFlow(visitor, locale, isPhone);
      await expect(
        visitor.getByText(
          trFilled(locale, "site", "For the campaign: {campaignTitle}", { campaignTitle: title }),
        ),
      ).toBeVisible();
      await expect(visitor.locator("[data-matching-note]")).toHaveCount(0);
      await visitor.close();

      // The staffer downloads the partner's statement: both gifts, Rp 100.000 matched.
      await page.reload();
      // pdfmake and its fonts load on the click: on a busy machine that takes a while.
      const download = page.waitForEvent("download", { timeout: 60_000 });
      await section
        .getByRole("button", { name: exact(tr(locale, "dashboard", "Partner statement (PDF)")) })
        .click();
      const file = testInfo.outputPath("matching-statement.pdf");
      await (await download).saveAs(file);
      const pdf = await readPdf(file);
      expect(pdf.header).toBe("%PDF");
      expect(pdf.pageBoxes[0]).toEqual([0, 0, 595.28, 841.89]);
      expect(pdf.text).toContain("Matching Statement");
      expect(pdf.text).toContain(partner);
      expect(pdf.text).toMatch(/Rp\s100\.000/);
    });
  });
}
