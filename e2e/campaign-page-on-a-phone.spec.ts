// A campaign page that sells on a phone, and the taps from it to the provider's page
// (docs/decisions/donation-path.md#taps-to-the-payment-page): the figures above the fold, a donate bar
// whose amounts open that campaign's flow at personal data, then the sandbox page. Also the result pages
// for a payment nobody can find and the thank-you page opened directly.

import { uniqueEmail } from "./support/api.ts";
import { chooseChannel, continuePayment, fillDonor, next } from "./support/donation-flow.ts";
import { expect, test } from "./support/fixtures.ts";
import { exact, locales, sitePath, tr } from "./support/i18n.ts";

const campaignFor = {
  id: { slug: "bantu-hara-jaga-situ-gede", title: "Bantu Hara Jaga Situ Gede" },
  en: { slug: "donasi-untuk-aksi-bonus-untuk-prestasi", title: "Donate for Action, Reward Achievement" },
} as const;
const shots = process.env.E2E_SHOTS_DIR;

for (const locale of locales) {
  test.describe(`campaign page on a phone (${locale})`, () => {
    test("figures above the fold, one tap on an amount into the campaign's flow, and on to the sandbox page", async ({
      page,
      expectAccessible,
      isPhone,
    }, testInfo) => {
      const campaign = campaignFor[locale];
      let taps = 0;
      let inputs = 0;
      await page.goto(sitePath(locale, `/campaign/${campaign.slug}`));
      await expect(page.getByRole("heading", { level: 1, name: campaign.title })).toBeVisible();
      if (shots) await page.screenshot({ path: `${shots}/campaign-${locale}-${testInfo.project.name}.png` });
      if (shots)
        await page.screenshot({
          path: `${shots}/campaign-${locale}-${testInfo.project.name}-full.png`,
          fullPage: true,
        });
      await expectAccessible(page);
      const donateTo = new RegExp(`/donation/single/form\\?campaign=${campaign.slug}`);
      if (!isPhone) {
        // Wide screens: the aside's button; the header's Donate Now gives to this campaign too.
        await expect(
          page.locator("header").getByRole("link", { name: exact(tr(locale, "site", "Donate Now")) }),
        ).toHaveAttribute("href", donateTo);
        return;
      }
      const viewport = page.viewportSize() ?? { width: 375, height: 800 };
      const bar = page.getByRole("form", { name: tr(locale, "site", "Give to this campaign") });
      await expect(bar).toBeVisible();
      const barTop = (await bar.boundingBox())?.y ?? viewport.height;
      // Percentage funded and donors above the fold, not under the bar.
      const glance = page.locator(".campaign-glance");
      await expect(glance).toBeVisible();
      const box = await glance.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(barTop);
      await expect(glance.getByText(/\d+\s?%/)).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      // Every amount stays inside its button ("Rp 100.000" whole).
      const cut = await bar
        .getByRole("button")
        .evaluateAll((buttons) => buttons.filter((button) => button.scrollWidth > button.clientWidth).length);
      expect(cut).toBe(0);

      // One tap: the amount, the campaign and no welcome screen; the flow opens at personal data.
      await bar.getByRole("button", { name: /^Rp\s100[.,]000$/ }).click();
      taps += 1;
      await expect(page).toHaveURL(new RegExp(`campaign=${campaign.slug}&amount=100000`));
      const name = page.getByRole("textbox", { name: tr(locale, "site", "Full name"), exact: true });
      await expect(name).toBeVisible();
      await expect(page.getByRole("button", { name: exact(tr(locale, "site", "Let's start")) })).toBeHidden();
      await expect(page.locator(".donation-flow__summary-amount")).toHaveText(/Rp\s100[.,]000/);
      await expectAccessible(page);
      await fillDonor(page, locale, {
        name: "Tari Satu Ketuk",
        email: uniqueEmail(`bar-${locale}`),
        phone: "81377778888",
      });
      inputs += 3;
      await next(page, locale);
      taps += 1;
      await chooseChannel(page, "GoPay");
      taps += 1;
      await next(page, locale);
      taps += 1;
      await continuePayment(page, locale);
      taps += 1;
      await expect(page).toHaveURL(/:8787\/sandbox\/pay\//);
      // Landing -> campaign card is one more tap (docs/decisions/donation-path.md#taps-to-the-payment-page).
      testInfo.annotations.push({
        type: "taps",
        description: `${taps + 1} taps + ${inputs} inputs from the landing`,
      });
      expect(taps + 1).toBe(6);
    });
  });

  test.describe(`result pages say what happened (${locale})`, () => {
    test("an unknown payment is not found (never failed); the thank-you page opened directly thanks nobody", async ({
      page,
      expectAccessible,
    }) => {
      await page.goto(`${sitePath(locale, "/donation/result")}?channel=BNI&pgid=pg_nobody_knows_this`);
      await expect(
        page.getByText(exact(tr(locale, "site", "We could not find this payment."))),
      ).toBeVisible();
      await expect(page.getByText(/Pembayaran Gagal|Payment Failed/)).toBeHidden();
      await expectAccessible(page);
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.goto(sitePath(locale, "/donation/success"));
      await expect(
        page.getByRole("heading", { level: 1, name: tr(locale, "site", "Nothing to confirm here") }),
      ).toBeVisible();
      await expect(page.getByText(/Success!|Berhasil!/)).toBeHidden();
      await expectAccessible(page);
    });
  });
}
