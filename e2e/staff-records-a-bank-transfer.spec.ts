import type { Page } from "@playwright/test";
import { campaignRaised, mailTo, uniqueEmail } from "./support/api.ts";
import { field, staffLogIn } from "./support/dashboard.ts";
import { expect, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, locales, tr } from "./support/i18n.ts";
import { solidPng } from "./support/images.ts";
import { sideways } from "./support/phone-width.ts";

/** A published campaign of the demo data. */
const campaign = "bersama-jaga-alam-kita";
const shots = process.env.E2E_SHOTS_DIR;

/** With E2E_SHOTS_DIR: the page at this width and at the other one (both widths in each language). */
async function shoot(page: Page, name: string) {
  if (!shots) return;
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [size.width, size.width === 375 ? 1280 : 375]) {
    await page.setViewportSize({ width, height: size.height });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

for (const locale of locales) {
  test.describe(`a staffer records a bank transfer (${locale})`, () => {
    // Indonesian at 375 px, English at 1280 px (docs/decisions/e2e.md).
    pairLanguageWithWidth(locale);
    test("a new donor's transfer with a proof picture: on their page, mailed, counted", async ({
      page,
      request,
      expectAccessible,
      isPhone,
    }) => {
      test.setTimeout(120_000);
      const say = (id: string) => tr(locale, "dashboard", id);
      const email = uniqueEmail(`transfer-${locale}`);
      const fullname = `Wulan Transfer ${locale.toUpperCase()} ${Date.now().toString(36)}`;
      const amount = 275_000;
      const before = await campaignRaised(request, campaign);

      // Donor support: the way to record a gift that came outside the site.
      await staffLogIn(page, locale);
      await page.getByRole("link", { name: say("Record a gift outside the site") }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: say("Record a gift outside the site") }),
      ).toBeVisible();
      await expectAccessible(page);

      // A new donor who transferred to the campaign; the receipt goes out in the screen's language.
      await field(page, say("Full name")).fill(fullname);
      await field(page, say("E-mail")).fill(email);
      await field(page, say("Phone (optional)")).fill("0812 3456 7788");
      await field(page, say("Language of the receipt")).selectOption(locale);
      await field(page, say("Amount (rupiah)")).fill(String(amount));
      await field(page, say("Campaign")).selectOption(campaign);
      await field(page, say("How it came")).selectOption("bank_transfer");
      // Nothing chosen yet: the proof of a transfer is asked for before anything is sent.
      await field(page, say("Reason (kept in the audit log)")).fill("Transfer seen on the BCA statement");
      await page.getByRole("button", { name: exact(say("Record the gift")) }).click();
      await expect(
        page.getByText(say("Add the proof of the bank transfer: a picture or a PDF.")),
      ).toBeVisible();
      await field(page, say("Proof of the transfer")).setInputFiles({
        name: "bukti-transfer.png",
        mimeType: "image/png",
        buffer: solidPng(320, 480, [30, 120, 200]),
      });
      // A phone never scrolls sideways (docs/decisions/dashboard.md#a-phone-never-scrolls-sideways).
      if (isPhone) expect((await sideways(page)).culprits).toEqual([]);
      await shoot(page, `offline-gift-form-${locale}`);
      await page.getByRole("button", { name: exact(say("Record the gift")) }).click();

      // The donor's page in donor support shows the paid gift and its proof.
      await expect(page.getByRole("heading", { level: 1, name: fullname })).toBeVisible();
      const donations = page.getByRole("region", { name: say("Donations"), exact: true });
      await expect(donations.getByText(say("Paid"), { exact: true })).toBeVisible();
      await expect(donations.getByRole("link", { name: say("Download the proof") })).toBeVisible();
      await expectAccessible(page);
      await shoot(page, `offline-gift-donor-${locale}`);

      // The receipt mail in the donor's language, with the gift's local id.
      const receipt = await mailTo(request, email, "receipt");
      const localId = receipt.subject.match(/RL-\d{6}-[2-9A-HJKMNP-Z]{6}/)?.[0] ?? "";
      expect(receipt.subject).toBe(tr(locale, "api", "mail.receipt.subject").replace("{localId}", localId));
      await expect(donations.getByText(localId)).toBeVisible();

      // The campaign's total grew by the gift.
      await expect
        .poll(() => campaignRaised(request, campaign), { timeout: 20_000 })
        .toBeGreaterThanOrEqual(before + amount);
    });
  });
}
