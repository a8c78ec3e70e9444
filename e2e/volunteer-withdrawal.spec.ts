import { request as apiRequest } from "@playwright/test";
import {
  demoLogins,
  demoPassword,
  journeyVolunteerCount,
  journeyVolunteerEmail,
} from "./support/accounts.ts";
import {
  adminQueue,
  apiLogIn,
  apiUrl,
  dashboardUrl,
  paidMonthlyDonation,
  uniqueEmail,
} from "./support/api.ts";
import { logIn } from "./support/dashboard.ts";
import {
  adminLogIn,
  incentiveFigures,
  pointsText,
  resultOf,
  saveBankAccount,
  sessionProfile,
  statValue,
} from "./support/dashboard-journeys.ts";
import { expect, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, locales, tr } from "./support/i18n.ts";

for (const [localeIndex, locale] of locales.entries()) {
  test.describe(`a volunteer withdraws points (${locale})`, () => {
    pairLanguageWithWidth(locale);
    test("a volunteer asks to withdraw 100 points, an admin approves, the points leave the active box", async ({
      page,
      browser,
      expectAccessible,
    }, testInfo) => {
      // Three people's screens (the volunteer's profile and incentive, the admin's queue): more than
      // one default test timeout on a busy machine.
      test.setTimeout(120_000);
      // The referral-code journey uses volunteers 1-8 (first try and retry); these runs use 9-12,
      // one per viewport x language. A retry reuses its volunteer and first settles what is pending.
      const projectIndex = testInfo.project.name === "phone" ? 0 : 1;
      const volunteerIndex = 8 + projectIndex * 2 + localeIndex;
      expect(volunteerIndex).toBeLessThan(journeyVolunteerCount);
      const email = journeyVolunteerEmail(volunteerIndex);

      const volunteerApi = await apiRequest.newContext();
      const adminApi = await apiRequest.newContext();
      await apiLogIn(volunteerApi, email, demoPassword);
      await apiLogIn(adminApi, demoLogins.admin, demoPassword);
      for (const item of (await adminQueue(adminApi, "withdrawal")).filter((entry) => entry.email === email))
        await resultOf<unknown>(
          await adminApi.post(`${apiUrl}/v1/admin/queue/withdrawal/${item.id}`, {
            headers: { Origin: dashboardUrl },
            data: { decision: "reject", note: "Earlier journey run" },
          }),
        );

      // A complete bank account and a referred donation of Rp 100.000 (100 points).
      await saveBankAccount(volunteerApi, email, `Relawan Uji ${volunteerIndex + 1}`);
      const code = String((await sessionProfile(volunteerApi)).referral_code ?? "");
      expect(code, "the volunteer has a referral code").not.toBe("");
      const before = await incentiveFigures(volunteerApi);
      await paidMonthlyDonation(volunteerApi, {
        email: uniqueEmail(`referred-${locale}`),
        fullname: "Dewi Donatur",
        locale,
        amount: 100_000,
        referral: code,
      });
      await expect.poll(async () => (await incentiveFigures(volunteerApi)).point).toBe(before.point + 100);
      const earned = await incentiveFigures(volunteerApi);
      expect(earned.active).toBeGreaterThanOrEqual(100);
      expect(earned.onHold).toBe(0);

      await logIn(page, locale, email, demoPassword);
      // A changed bank account asks for the password on the profile (docs/product/accounts.md#bank-account),
      // then is saved.
      await page.goto(`${dashboardUrl}/dashboard/profile?locale=${locale}`);
      const bankForm = page
        .locator("form")
        .filter({ has: page.getByRole("heading", { name: tr(locale, "dashboard", "Bank account") }) });
      await bankForm.getByRole("button", { name: exact(tr(locale, "dashboard", "Edit")) }).click();
      // Within the bank form: the closed password dialog has a field of the same name.
      const currentPassword = bankForm.getByLabel(tr(locale, "dashboard", "Current password"));
      await expect(currentPassword).toHaveCount(0);
      await bankForm.getByRole("textbox", { name: tr(locale, "dashboard", "Branch") }).fill("Bogor Tengah");
      await expect(currentPassword).toBeVisible();
      await expectAccessible(page);
      await currentPassword.fill(demoPassword);
      await bankForm.getByRole("button", { name: exact(tr(locale, "dashboard", "Save")) }).click();
      await expect(
        page.getByText(tr(locale, "dashboard", "Your bank account has been saved.")),
      ).toBeVisible();
      expect(JSON.parse(String((await sessionProfile(volunteerApi)).bank_account))).toMatchObject({
        branch: "Bogor Tengah",
      });

      // The volunteer sees the points and asks to withdraw 100.
      await page.goto(`${dashboardUrl}/dashboard/incentive?locale=${locale}`);
      const active = statValue(page, tr(locale, "dashboard", "Active"));
      const onHold = statValue(page, tr(locale, "dashboard", "On hold"));
      await expect(statValue(page, tr(locale, "dashboard", "Points"))).toHaveText(pointsText(earned.point));
      await expect(active).toHaveText(pointsText(earned.active));
      await expectAccessible(page);

      await page.getByRole("button", { name: exact(tr(locale, "dashboard", "Withdraw")) }).click();
      const dialog = page.getByRole("dialog", { name: tr(locale, "dashboard", "Withdraw points") });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("textbox").fill("100");
      await expectAccessible(page);
      await dialog.getByRole("button", { name: exact(tr(locale, "dashboard", "Continue")) }).click();
      await dialog.getByRole("button", { name: exact(tr(locale, "dashboard", "Yes, send request")) }).click();
      await expect(dialog).toBeHidden();
      await expect(onHold).toHaveText(pointsText(100));
      await expect(active).toHaveText(pointsText(earned.active - 100));

      // An administrator approves it in the queue (their own browser session).
      const adminContext = await browser.newContext();
      const adminPage = await adminContext.newPage();
      await adminLogIn(adminPage, locale, demoLogins.admin, demoPassword);
      await adminPage.goto(`${dashboardUrl}/dashboard/queue?locale=${locale}`);
      const request = adminPage.getByRole("listitem").filter({ hasText: email });
      await expect(request).toHaveCount(1);
      await expectAccessible(adminPage);
      await request.getByRole("button", { name: exact(tr(locale, "dashboard", "Approve")) }).click();
      const decision = adminPage.getByRole("dialog", { name: tr(locale, "dashboard", "Approve request") });
      await expect(decision).toBeVisible();
      await decision.getByRole("button", { name: exact(tr(locale, "dashboard", "Approve")) }).click();
      await expect(decision).toBeHidden();
      await expect(request).toHaveCount(0);
      await adminContext.close();

      // Back as the volunteer: the 100 points left the active box and nothing is on hold.
      await page.reload();
      await expect(onHold).toHaveText(pointsText(0));
      await expect(active).toHaveText(pointsText(earned.active - 100));
      await expectAccessible(page);
      const after = await incentiveFigures(volunteerApi);
      expect(after).toEqual({ point: earned.point, active: earned.active - 100, onHold: 0 });
      await volunteerApi.dispose();
      await adminApi.dispose();
    });
  });
}
