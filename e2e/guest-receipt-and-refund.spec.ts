// A visitor without an account goes from the landing to a campaign on a phone, gives once with the
// page's sticky donate bar, opens the receipt from the mail's link (no sign-in), and is refunded by a
// staffer: the refund mail reaches them in their language (docs/decisions/guest-links.md). Phone only:
// the guest's path is a phone's; the staff console at 1280 px is walked by staff-supports-a-donor.spec.ts.
import type { Page } from "@playwright/test";
import { demoLogins, demoPassword } from "./support/accounts.ts";
import { dashboardUrl, linkIn, mailTo, uniqueEmail } from "./support/api.ts";
import { field, staffLogIn } from "./support/dashboard.ts";
import { chooseChannel, continuePayment, fillDonor, next, sandboxOutcome } from "./support/donation-flow.ts";
import { expect, test } from "./support/fixtures.ts";
import { exact, type Locale, locales, rupiah, sitePath, tr, trPattern } from "./support/i18n.ts";
import { readPdf } from "./support/pdf.ts";

// A campaign no other journey gives to; its title in the donor's language.
const campaign = {
  slug: "bersama-jaga-alam-kita",
  title: { id: "Bersama Jaga Alam Kita", en: "Guarding Our Nature Together" },
} as const;

/** From the landing's campaign card to the campaign's page. */
async function openCampaignFromLanding(page: Page, locale: Locale, slug: string) {
  await page.goto(sitePath(locale, "/"));
  const card = page.locator(`a[href$="/campaign/${slug}"]`).first();
  await card.scrollIntoViewIfNeeded();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/campaign/${slug}$`));
}

/** The phone's sticky donate bar: one tap on an amount opens that campaign's flow at personal data. */
async function giveFromDonateBar(page: Page, locale: Locale, slug: string) {
  const bar = page.getByRole("form", { name: tr(locale, "site", "Give to this campaign") });
  await expect(bar).toBeInViewport();
  await bar.getByRole("button", { name: /^Rp\s50[.,]000$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/donation/single/form\\?campaign=${slug}&amount=50000`));
}

for (const locale of locales) {
  test.describe(`a guest's receipt and refund (${locale})`, () => {
    test("gives once to a campaign, opens the receipt from the mail without an account, is refunded by mail", async ({
      page,
      browser,
      request,
      expectAccessible,
      isPhone,
    }, testInfo) => {
      test.skip(!isPhone, "the guest's journey is a phone's (375 px)");
      test.setTimeout(150_000);
      const title = campaign.title[locale];
      const donor = {
        name: `Tamu Sekali ${locale.toUpperCase()}`,
        email: uniqueEmail(`guest-${locale}`),
        phone: "81311112222",
      };

      // The landing, the campaign's page, its sticky donate bar, then the flow at personal data.
      await openCampaignFromLanding(page, locale, campaign.slug);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expectAccessible(page);
      await giveFromDonateBar(page, locale, campaign.slug);
      await fillDonor(page, locale, donor);
      await expectAccessible(page);
      await next(page, locale);
      await chooseChannel(page, "GoPay");
      await expectAccessible(page);
      await next(page, locale);
      await continuePayment(page, locale);

      // The sandbox's pay page, then back on the site's result.
      await expect(page).toHaveURL(/\/sandbox\/pay\//);
      await expectAccessible(page);
      await sandboxOutcome(page, locale, "pay");
      await expect(page).toHaveURL(/\/donation\/success/, { timeout: 15_000 });
      await expectAccessible(page);

      // The receipt mail: in the donor's language, naming the campaign, with the receipt's link.
      const receipt = await mailTo(request, donor.email, "receipt");
      const localId = receipt.subject.match(/RL-\S+/)?.[0] ?? "";
      expect(localId).not.toBe("");
      expect(receipt.subject).toBe(tr(locale, "api", "mail.receipt.subject").replace("{localId}", localId));
      expect(receipt.text).toContain(`“${title}”`);
      const receiptLink = linkIn(receipt, `${dashboardUrl}/invoice/`);
      expect(receiptLink).toContain("#link=");

      // Opened in this browser, which never signed in: the receipt itself, one number, its campaign.
      await page.goto(receiptLink);
      await expect(
        page.getByRole("heading", { level: 1, name: tr(locale, "dashboard", "Donation receipt") }),
      ).toBeVisible();
      await expect(page.getByText(localId, { exact: true })).toHaveCount(1);
      await expect(page.getByText(title)).toBeVisible();
      await expect(page).not.toHaveURL(/\/login/);
      await expectAccessible(page);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: exact(tr(locale, "dashboard", "Download PDF")) }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${locale.toUpperCase()}-Receipt-${localId}.pdf`);
      const saved = testInfo.outputPath(download.suggestedFilename());
      await download.saveAs(saved);
      expect((await readPdf(saved)).pageCount).toBe(1);

      // A staffer refunds the gift in donor support (their own browser, signed in with a code).
      const staffContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
      const staff = await staffContext.newPage();
      await staffLogIn(staff, locale, demoLogins.staff, demoPassword, /\/dashboard\/donors(\?.*)?$/);
      await field(
        staff,
        tr(locale, "dashboard", "E-mail, name, phone, local id, invoice number or provider id"),
      ).fill(donor.email);
      await staff.getByRole("button", { name: exact(tr(locale, "dashboard", "Search")) }).click();
      await staff.getByRole("link", { name: donor.name }).click();
      await expect(staff.getByRole("heading", { level: 1, name: donor.name })).toBeVisible();
      await expectAccessible(staff);
      const donations = staff.getByRole("region", {
        name: tr(locale, "dashboard", "Donations"),
        exact: true,
      });
      await donations.getByRole("button", { name: exact(tr(locale, "dashboard", "Refund")) }).click();
      const dialog = staff.getByRole("dialog", { name: tr(locale, "dashboard", "Refund donation") });
      await dialog
        .getByRole("textbox", { name: tr(locale, "dashboard", "Reason (kept in the audit log)") })
        .fill("The donor asked for the money back by phone");
      await expectAccessible(staff);
      await dialog.getByRole("button", { name: trPattern(locale, "dashboard", "Refund {amount}") }).click();
      await expect(dialog).toBeHidden();
      await staffContext.close();

      // The refund mail, in the donor's language, names the gift.
      const refund = await mailTo(request, donor.email, "refund");
      expect(refund.subject).toBe(tr(locale, "api", "mail.refund.subject").replace("{localId}", localId));
      expect(refund.text).toContain(rupiah(50_000, locale));
      expect(refund.text).toContain(`“${title}”`);

      // The receipt's link now says the gift was refunded, and offers no receipt.
      await page.reload();
      await expect(
        page.getByRole("heading", { level: 1, name: tr(locale, "dashboard", "This donation was refunded") }),
      ).toBeVisible();
      const refundedLine = tr(
        locale,
        "dashboard",
        "Donation {id} of {amount} was refunded to you, so it has no receipt any more.",
      );
      await expect(
        page.getByText(refundedLine.replace("{id}", localId).replace("{amount}", rupiah(50_000, locale))),
      ).toBeVisible();
      await expectAccessible(page);
    });
  });
}
