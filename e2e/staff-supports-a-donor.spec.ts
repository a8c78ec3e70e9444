import { request as apiRequest } from "@playwright/test";
import { demoPassword, journeyVolunteerCount, journeyVolunteerEmail } from "./support/accounts.ts";
import { apiLogIn, paidMonthlyDonation, uniqueEmail } from "./support/api.ts";
import { field, staffLogIn } from "./support/dashboard.ts";
import { incentiveFigures, sessionProfile } from "./support/dashboard-journeys.ts";
import { expect, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, locales, tr, trPattern } from "./support/i18n.ts";

/** A phone number no other journey uses: 0812 followed by eight digits of this run. */
function freshPhone(): string {
  const digits = String(Date.now() * 10 + Math.floor(Math.random() * 10)).slice(-8);
  return `812${digits}`;
}

for (const [localeIndex, locale] of locales.entries()) {
  test.describe(`a staffer supports a donor (${locale})`, () => {
    pairLanguageWithWidth(locale);
    test("a staffer finds a referred donor by phone, refunds the gift, the volunteer's points drop", async ({
      page,
      expectAccessible,
    }, testInfo) => {
      test.setTimeout(120_000);
      // Journey volunteers 13-16: one per viewport x language (a retry reuses its volunteer; the
      // figures below are relative to what it had).
      const projectIndex = testInfo.project.name === "phone" ? 0 : 1;
      const volunteerIndex = 12 + projectIndex * 2 + localeIndex;
      expect(volunteerIndex).toBeLessThan(journeyVolunteerCount);
      const volunteerApi = await apiRequest.newContext();
      await apiLogIn(volunteerApi, journeyVolunteerEmail(volunteerIndex), demoPassword);
      const code = String((await sessionProfile(volunteerApi)).referral_code ?? "");
      expect(code, "the volunteer has a referral code").not.toBe("");

      // Preconditions through the API: a referred monthly gift of Rp 100.000 (100 points), paid.
      const before = (await incentiveFigures(volunteerApi)).point;
      const phone = freshPhone();
      const fullname = `Rahma Rujukan ${locale.toUpperCase()} ${phone.slice(-4)}`;
      await paidMonthlyDonation(volunteerApi, {
        email: uniqueEmail(`supported-${locale}`),
        fullname,
        locale,
        amount: 100_000,
        referral: code,
        phone,
      });
      await expect.poll(async () => (await incentiveFigures(volunteerApi)).point).toBe(before + 100);

      // The donor calls: the staffer types the phone as it is said, with a leading 0.
      await staffLogIn(page, locale);
      await expect(
        page.getByRole("heading", { name: tr(locale, "dashboard", "Payments to check") }),
      ).toBeVisible();
      await expectAccessible(page);
      await field(
        page,
        tr(locale, "dashboard", "E-mail, name, phone, local id, invoice number or provider id"),
      ).fill(`0${phone}`);
      await page.getByRole("button", { name: exact(tr(locale, "dashboard", "Search")) }).click();
      const found = page.getByRole("link", { name: fullname });
      await expect(found).toBeVisible();
      await expectAccessible(page);
      await found.click();

      // The donor's page: the paid gift, refunded with a reason.
      await expect(page.getByRole("heading", { level: 1, name: fullname })).toBeVisible();
      const donations = page.getByRole("region", { name: tr(locale, "dashboard", "Donations"), exact: true });
      const donorPage = `${page.url().split("?")[0]}?locale=${locale}`;
      await expect(donations.getByText(tr(locale, "dashboard", "Paid"), { exact: true })).toBeVisible();
      await expectAccessible(page);
      await donations.getByRole("button", { name: exact(tr(locale, "dashboard", "Refund")) }).click();
      const dialog = page.getByRole("dialog", { name: tr(locale, "dashboard", "Refund donation") });
      await expect(dialog).toBeVisible();
      await dialog
        .getByRole("textbox", { name: tr(locale, "dashboard", "Reason (kept in the audit log)") })
        .fill("Donor called: the monthly gift was meant to be single");
      await expectAccessible(page);
      await dialog.getByRole("button", { name: trPattern(locale, "dashboard", "Refund {amount}") }).click();
      await expect(dialog).toBeHidden();

      // The provider's refund callback settles it: the gift shows refunded and the points are taken back.
      await expect
        .poll(
          async () => {
            await page.goto(donorPage);
            // The page loads its data after the reload: count once the donations are shown again.
            await expect(donations).toBeVisible();
            return donations.getByText(tr(locale, "dashboard", "Refunded"), { exact: true }).count();
          },
          { timeout: 30_000 },
        )
        .toBe(1);
      await expect.poll(async () => (await incentiveFigures(volunteerApi)).point).toBe(before);
      await volunteerApi.dispose();
    });
  });
}
