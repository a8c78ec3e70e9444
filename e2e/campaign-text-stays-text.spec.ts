// A staffer's campaign text made to break out of every context a page writes it into (a script, an
// attribute, the title, a template, a link): on the draft's preview, the published page and the landing
// it shows as text, nothing of it runs, and each page's Content-Security-Policy lets the page's own
// scripts work with no report (docs/security.md, "Campaign text cannot run on the site").
import type { Page } from "@playwright/test";
import { demoLogins, demoPassword } from "./support/accounts.ts";
import { dashboardUrl } from "./support/api.ts";
import { confirmWithReason, field, logIn, staffLogIn } from "./support/dashboard.ts";
import { fillDonor, next, startFlow } from "./support/donation-flow.ts";
import { expect, islandsHydrated, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, type Locale, locales, sitePath, tr, trPattern } from "./support/i18n.ts";
import { solidPng } from "./support/images.ts";
import {
  expectNothingRan,
  expectStrictPolicy,
  expectStrictPolicyHeader,
  type PageWatch,
  watchPage,
} from "./support/page-watch.ts";

const say = (locale: Locale, id: string) => tr(locale, "dashboard", id);

const scriptUrl = "javascript:window.__pwned=1";
/**
 * One line that leaves a `<script>` (JSON-LD), an attribute and the `<title>`, carries a line separator
 * (U+2028 ends a line in old JavaScript) and template braces; `mark` tells the fields apart. At most
 * 120 characters with an 8-character mark (the title's limit).
 */
function hostile(mark: string): string {
  return `${mark} </script><script>window.__pwned=1</script>"><img src=x onerror=window.__pwned=1>\u2028</title>{{x}}`;
}
/** Rich text: the line, a link in the editor's syntax and raw HTML with `javascript:` addresses, a list. */
function hostileRichText(mark: string): string {
  return [
    hostile(mark),
    `[${mark} link](${scriptUrl})`,
    `- <a href="${scriptUrl}">${mark} item</a>`,
    `- {{constructor.constructor('window.__pwned=1')()}}`,
  ].join("\n\n");
}

/** Every text field of the campaign, in both languages, each with its own mark. */
function hostileCampaign(run: string) {
  const text = (field: string, language: Locale) => `${field}${language}${run}`;
  const both = (make: (language: Locale) => string) => ({ id: make("id"), en: make("en") });
  return {
    title: both((l) => hostile(text("T", l))),
    place: both((l) => hostile(text("P", l))),
    summary: both((l) => `${hostile(text("S", l))} ${scriptUrl}`),
    story: both((l) => hostileRichText(text("R", l))),
    uses: both((l) => hostileRichText(text("U", l))),
    coverAlt: both((l) => `${hostile(text("C", l))} ${scriptUrl}`),
    update: both((l) => hostileRichText(text("N", l))),
    photoAlt: both((l) => `${hostile(text("F", l))} ${scriptUrl}`),
    spentOn: both((l) => `${hostile(text("D", l))} ${scriptUrl}`),
  };
}
type HostileCampaign = ReturnType<typeof hostileCampaign>;

const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

/** The texts as a reader sees them: in the page's text and image descriptions, exactly as typed. */
async function expectShownLiterally(page: Page, texts: string[], alts: string[]) {
  const main = page.locator("main");
  const shown = squeeze((await main.textContent()) ?? "");
  for (const text of texts) expect(shown, `shown on ${page.url()}`).toContain(squeeze(text));
  const descriptions = await main
    .locator("img")
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
  for (const alt of alts) expect(descriptions, `image descriptions on ${page.url()}`).toContain(alt);
  expect(await page.locator('a[href^="javascript:" i], img[src="x"]').count()).toBe(0);
}

/** The campaign page's structured data is intact JSON naming the campaign exactly as typed. */
async function expectStructuredData(page: Page, title: string) {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
  const data = blocks.map((block) => JSON.parse(block) as { "@type"?: string; name?: string });
  expect(data.find((item) => item["@type"] === "Event")?.name).toBe(title);
  expect(await page.title()).toBe(`${title} | Yayasan Rimbun Lestari`);
}

/**
 * A campaign page (the draft's preview, or the published page with its update) in `locale`: nothing
 * ran, every text shows as typed, the structured data is intact.
 */
async function expectCampaignPageSafe(
  page: Page,
  watch: PageWatch,
  campaign: HostileCampaign,
  locale: Locale,
  withUpdate: boolean,
) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNothingRan(page, watch);
  const title = campaign.title[locale];
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
  await expectStructuredData(page, title);
  const richTexts = withUpdate
    ? [campaign.story, campaign.uses, campaign.update]
    : [campaign.story, campaign.uses];
  await expectShownLiterally(
    page,
    [
      campaign.place[locale],
      campaign.summary[locale],
      // Each paragraph and list item of the rich texts (the page joins them with its own elements).
      ...richTexts.flatMap((rich) => rich[locale].split(/\n\n(?:- )?/)),
      ...(withUpdate ? [campaign.spentOn[locale]] : []),
    ],
    withUpdate ? [campaign.coverAlt[locale], campaign.photoAlt[locale]] : [campaign.coverAlt[locale]],
  );
}

/** The editor's fields for one language, and the cover with its descriptions. */
async function writeCampaign(page: Page, locale: Locale, campaign: HostileCampaign, slug: string) {
  await page.goto(`${dashboardUrl}/dashboard/campaigns/new?locale=${locale}`);
  await expect(page.getByRole("heading", { level: 1, name: say(locale, "New campaign") })).toBeVisible();
  await field(page, say(locale, "Web address (slug)")).fill(slug);
  await field(page, say(locale, "Target (Rp)")).fill("25000000");
  await field(page, say(locale, "Ends on")).fill("2027-12-31");
  await field(page, say(locale, "Order on the landing page")).fill("0");
  const cover = page.getByRole("group", { name: say(locale, "Cover image") });
  await cover.locator("input[type=file]").setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: solidPng(320, 200, [30, 107, 60]),
  });
  await field(page, say(locale, "Cover description (Indonesian)")).fill(campaign.coverAlt.id);
  await field(page, say(locale, "Cover description (English)")).fill(campaign.coverAlt.en);
  for (const language of locales) {
    const part = page.getByRole("group", { name: say(locale, language === "id" ? "Indonesian" : "English") });
    await field(part, say(locale, "Title")).fill(campaign.title[language]);
    await field(part, say(locale, "Place")).fill(campaign.place[language]);
    await field(part, say(locale, "Summary")).fill(campaign.summary[language]);
    await field(part, say(locale, "Story")).fill(campaign.story[language]);
    await field(part, say(locale, "What a donation pays for")).fill(campaign.uses[language]);
  }
  await page.getByRole("button", { name: exact(say(locale, "Create draft")) }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/campaigns/${slug}(\\?.*)?$`));
}

/** An update with a photo and what the money bought, every text hostile. */
async function postUpdate(page: Page, locale: Locale, campaign: HostileCampaign) {
  const form = page.getByRole("form", { name: say(locale, "Post an update") });
  await field(form, say(locale, "Update (Indonesian)")).fill(campaign.update.id);
  await field(form, say(locale, "Update (English)")).fill(campaign.update.en);
  await form.locator("input[type=file]").setInputFiles({
    name: "photo.png",
    mimeType: "image/png",
    buffer: solidPng(320, 200, [200, 160, 40]),
  });
  await field(form, say(locale, "Photo description (Indonesian)")).fill(campaign.photoAlt.id);
  await field(form, say(locale, "Photo description (English)")).fill(campaign.photoAlt.en);
  await field(form, say(locale, "Funds used (Rp, optional)")).fill("50000");
  await field(form, say(locale, "Spent on (Indonesian)")).fill(campaign.spentOn.id);
  await field(form, say(locale, "Spent on (English)")).fill(campaign.spentOn.en);
  await form.getByRole("button", { name: exact(say(locale, "Post update")) }).click();
  // Nothing raised yet: the funds used pass it, so posting asks for the confirmation and its reason.
  await confirmWithReason(
    page,
    locale,
    say(locale, "Funds used are more than raised"),
    say(locale, "Confirm and post"),
    "Bought ahead from the reserve",
  );
  // The update's own item (its body has list items of its own): the one with what the money bought.
  const spentOnMark = campaign.spentOn[locale].split(" ")[0] ?? "";
  await expect(page.getByRole("listitem").filter({ hasText: spentOnMark })).toBeVisible();
}

for (const locale of locales) {
  test.describe(`campaign text stays text (${locale})`, () => {
    // Two widths times two languages of a long journey: each language at one width (e2e decisions).
    pairLanguageWithWidth(locale);

    test("a staffer's campaign written to break out of the page shows as text on the preview, the published page and the landing, under each page's policy", async ({
      page,
      browser,
      expectAccessible,
      isPhone,
    }, testInfo) => {
      test.setTimeout(180_000);
      const run = Date.now().toString(36).slice(-6);
      const slug = `teks-uji-${locale}-${testInfo.project.name}-${run}`;
      const campaign = hostileCampaign(run);
      const staffWatch = await watchPage(page);

      // The staffer writes every field hostile, in both languages, and saves a draft.
      await staffLogIn(page, locale);
      await writeCampaign(page, locale, campaign, slug);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(squeeze(campaign.title[locale]));
      await expectNothingRan(page, staffWatch);

      // The preview link opens in the staffer's own signed-in browser: the case the audit reproduced.
      await page.getByRole("button", { name: exact(say(locale, "Preview link")) }).click();
      const previewUrl = await page
        .getByRole("link", { name: say(locale, "Open the preview (valid for 15 minutes)") })
        .getAttribute("href");
      expect(previewUrl).toBeTruthy();
      const preview = await page.context().newPage();
      const previewWatch = await watchPage(preview);
      // The link names the Indonesian page; the same token opens the page in the journey's language.
      const previewAddress = new URL(`${previewUrl}`);
      const previewResponse = await preview.goto(
        `${sitePath(locale, previewAddress.pathname)}${previewAddress.search}`,
      );
      await expectCampaignPageSafe(preview, previewWatch, campaign, locale, false);
      expectStrictPolicyHeader(previewResponse, "the campaign preview");
      await preview.close();

      await page.getByRole("button", { name: exact(say(locale, "Publish")) }).click();
      await confirmWithReason(
        page,
        locale,
        say(locale, "Publish the campaign"),
        say(locale, "Publish"),
        "Checked: text only",
      );
      await expect(page.getByText(say(locale, "Published"), { exact: true })).toBeVisible();
      // Updates are posted to published campaigns: one with a photo and what the money bought.
      await postUpdate(page, locale, campaign);
      await expectNothingRan(page, staffWatch);

      // A visitor: the published page, then the landing with its card, then the donation card's flow.
      const visitorContext = await browser.newContext({ viewport: page.viewportSize() });
      const visitor = await visitorContext.newPage();
      const visitorWatch = await watchPage(visitor);
      const pageResponse = await visitor.goto(sitePath(locale, `/campaign/${slug}`));
      await expectCampaignPageSafe(visitor, visitorWatch, campaign, locale, true);
      expectStrictPolicyHeader(pageResponse, "the campaign page");
      await expectAccessible(visitor);

      const card = visitor
        .locator("li.campaign-card")
        .filter({ has: visitor.locator(`a[href$="/campaign/${slug}"]`) });
      const showMore = visitor.getByRole("button", { name: exact(tr(locale, "site", "Show more")) });
      let landingResponse = null;
      await expect(async () => {
        landingResponse = await visitor.goto(sitePath(locale, "/"));
        // Other runs' campaigns share the first place: this one may be after the first three cards.
        if (await showMore.isVisible()) await showMore.click();
        await expect(card).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 45_000, intervals: [2_000, 5_000] });
      await expectNothingRan(visitor, visitorWatch);
      expectStrictPolicyHeader(landingResponse, "the landing page");
      expect(squeeze((await card.locator("h3").textContent()) ?? "")).toBe(squeeze(campaign.title[locale]));
      await expectShownLiterally(
        visitor,
        [campaign.title[locale], campaign.place[locale], campaign.summary[locale]],
        [campaign.coverAlt[locale]],
      );

      // The landing's donation card still works under the policy: it opens the flow, whose island
      // hydrates and checks the donor's entries (zod) without any report.
      await islandsHydrated(visitor.locator("body"));
      const donationCard = visitor
        .locator("form")
        .filter({ has: visitor.locator("input[name=card-amount]") });
      await donationCard.getByRole("checkbox").check();
      const flowResponse = visitor.waitForResponse(
        (response) =>
          response.request().resourceType() === "document" && /\/donation\/monthly/.test(response.url()),
      );
      await donationCard.getByRole("button", { name: exact(tr(locale, "site", "Donate monthly")) }).click();
      expectStrictPolicyHeader(await flowResponse, "the donation flow (prerendered)");
      await startFlow(visitor, locale, isPhone);
      await next(visitor, locale);
      await fillDonor(visitor, locale, {
        name: "Teks Aman",
        email: `teks-aman-${run}@example.com`,
        phone: "81234500011",
      });
      await next(visitor, locale);
      await expect(visitor.getByRole("radio").first()).toBeVisible();
      await expectNothingRan(visitor, visitorWatch);
      // A prerendered page asked for with a trailing slash is the same file, with the same policy.
      const slashed = await visitorContext.request.get(sitePath(locale, "/privacy/"));
      expectStrictPolicyHeader(slashed, "a prerendered page with a trailing slash");
      await visitorContext.close();
    });

    test("the dashboard runs under its policy: a donor signs in and opens the history", async ({ page }) => {
      const watch = await watchPage(page);
      const response = await page.goto(`${dashboardUrl}/login?locale=${locale}`);
      expectStrictPolicyHeader(response, "the dashboard");
      // Static hosts that cannot send headers still get the policy from the page itself.
      expectStrictPolicy(
        await page.locator('meta[http-equiv="Content-Security-Policy" i]').getAttribute("content"),
        "the dashboard's index.html",
        "meta",
      );
      await logIn(page, locale, demoLogins.donor, demoPassword);
      // The history and a receipt made into a PDF in the browser (pdfmake) work under the policy.
      await page.goto(`${dashboardUrl}/dashboard/history?locale=${locale}`);
      const receipt = page
        .getByRole("link", { name: trPattern(locale, "dashboard", "Download receipt {localId}") })
        .filter({ visible: true })
        .first();
      await receipt.click();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: exact(say(locale, "Download PDF")) }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      await expectNothingRan(page, watch);
    });
  });
}
