import { request as apiRequest } from "@playwright/test";
import {
  apiLogIn,
  apiUrl,
  dashboardUrl,
  linkIn,
  mailTo,
  paidMonthlyDonation,
  siteUrl,
  uniqueEmail,
} from "./support/api.ts";
import { setPasswordFromMail } from "./support/dashboard.ts";
import { resultOf } from "./support/dashboard-journeys.ts";
import { pick } from "./support/donation-flow.ts";
import { expect, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, locales, tr, trPattern } from "./support/i18n.ts";

interface RecurringPlan {
  status: "active" | "paused" | "inactive";
  charge_day: number | null;
  next_charge_date: string | null;
}

/*
 * A donor never loses the way back (docs/product/monthly-giving.md#stop, #charge-day). The mailed stop link
 * only shows a button; on the recurring screen the donor moves the charge day, presses Stop and takes a pause
 * instead, then stops for real (it stops at once, and the words and the confirmation mail say so).
 */
for (const locale of locales) {
  test.describe(`a donor keeps or stops giving (${locale})`, () => {
    pairLanguageWithWidth(locale);
    test("the stop link waits for a button; the charge day moves; Stop offers a pause first, then stops", async ({
      page,
      request,
      expectAccessible,
    }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail(`keeps-or-stops-${locale}`);
      const password = "hutan-lestari-2026";
      await paidMonthlyDonation(request, { email, fullname: "Rina Donatur", locale });
      const donorApi = await apiRequest.newContext();
      const plan = async () =>
        resultOf<RecurringPlan>(await donorApi.get(`${apiUrl}/v1/donations/recurring`));

      // The receipt's stop link opens a page with a button: opening it (as a mail scanner does) stops nothing.
      const receipt = await mailTo(request, email, "receipt");
      await page.goto(linkIn(receipt, siteUrl));
      const confirm = page.getByRole("button", {
        name: exact(tr(locale, "site", "Yes, stop my monthly donation")),
      });
      await expect(confirm).toBeVisible();
      await expectAccessible(page);

      await setPasswordFromMail(page, request, locale, email, password);
      await apiLogIn(donorApi, email, password);
      expect((await plan()).status).toBe("active");

      // The charge day: pick another day of the month; the card and the API show it.
      await page.goto(`${dashboardUrl}/dashboard/recurring?locale=${locale}`);
      const main = page.getByRole("main");
      const button = (text: string) =>
        page.getByRole("button", { name: exact(tr(locale, "dashboard", text)) });
      await expect(button("Change charge day")).toBeVisible();
      await expectAccessible(page);
      const before = await plan();
      const day = ((before.charge_day ?? 1) % 28) + 1;
      await button("Change charge day").click();
      const dayDialog = page.getByRole("dialog", { name: tr(locale, "dashboard", "Choose your charge day") });
      await expect(dayDialog).toBeVisible();
      await dayDialog.getByLabel(tr(locale, "dashboard", "Day of the month")).selectOption(String(day));
      await expectAccessible(page);
      await dayDialog
        .getByRole("button", { name: exact(tr(locale, "dashboard", "Save charge day")) })
        .click();
      await expect(dayDialog).toBeHidden();
      await expect(
        page.getByText(trPattern(locale, "dashboard", "Saved. Your next donation is on {date}.")),
      ).toBeVisible();
      const moved = await plan();
      expect(moved.charge_day).toBe(day);
      expect(Number(moved.next_charge_date?.slice(8, 10))).toBe(day);
      await expect(
        main.getByText(tr(locale, "dashboard", "Day {chargeDay}").replace("{chargeDay}", String(day))),
      ).toBeVisible();

      // Stop: the offer comes first; a pause of one month is taken instead, nothing stops.
      await button("Stop").click();
      const offer = page.getByRole("dialog", { name: tr(locale, "dashboard", "Before you stop") });
      await expect(offer).toBeVisible();
      await expectAccessible(page);
      await pick(offer.getByRole("radio", { name: /\b1\b/ }));
      await offer.getByRole("button", { name: exact(tr(locale, "dashboard", "Continue")) }).click();
      await expect(offer).toBeHidden();
      await expect(button("Reactivate")).toBeVisible();
      expect((await plan()).status).toBe("paused");

      // Stop for real: the offer again (a lower amount, or stop), then the confirm step: it stops at once.
      await button("Stop").click();
      await expect(offer).toBeVisible();
      await pick(
        offer.getByRole("radio", { name: exact(tr(locale, "dashboard", "No, stop my monthly donation")) }),
      );
      await offer.getByRole("button", { name: exact(tr(locale, "dashboard", "Continue")) }).click();
      const stopDialog = page.getByRole("dialog", { name: tr(locale, "dashboard", "Stop monthly donation") });
      await expect(stopDialog).not.toContainText(/7-14/);
      await expectAccessible(page);
      expect((await plan()).status).toBe("paused");
      await stopDialog
        .getByRole("button", { name: exact(tr(locale, "dashboard", "Stop my monthly donation")) })
        .click();
      await expect(
        stopDialog.getByText(tr(locale, "dashboard", "You have stopped the monthly donation."), {
          exact: true,
        }),
      ).toBeVisible();
      await expectAccessible(page);
      await stopDialog.getByRole("button", { name: exact(tr(locale, "dashboard", "Done")) }).click();
      await expect(stopDialog).toBeHidden();
      await expect(button("Stop")).toBeHidden();
      await expect(button("Reactivate")).toBeVisible();
      expect((await plan()).status).toBe("inactive");
      const confirmation = await mailTo(request, email, "stop-confirmation");
      expect(confirmation.text).not.toMatch(/7-14/);
      await donorApi.dispose();
    });
  });
}
