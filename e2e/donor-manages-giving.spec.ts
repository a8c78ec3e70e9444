import { request as apiRequest } from "@playwright/test";
import { apiLogIn, apiUrl, dashboardUrl, paidMonthlyDonation, uniqueEmail } from "./support/api.ts";
import { setPasswordFromMail } from "./support/dashboard.ts";
import { filled, resultOf } from "./support/dashboard-journeys.ts";
import { pick } from "./support/donation-flow.ts";
import { expect, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, locales, tr } from "./support/i18n.ts";
import { readPdf } from "./support/pdf.ts";

interface RecurringPlan {
  status: "active" | "paused" | "inactive";
  payment_method: string;
  payment_type: "recurring" | "reminder";
  amount: number;
}

for (const locale of locales) {
  test.describe(`a donor manages their giving (${locale})`, () => {
    pairLanguageWithWidth(locale);
    test("a donor finds the gift, downloads its invoice, changes method and amount, pauses and reactivates", async ({
      page,
      request,
      expectAccessible,
    }, testInfo) => {
      // Nine steps on one account (history, invoice PDF, method, amount, pause, reactivate), each with
      // axe: about 50 s on a quiet two-core machine, more than one default test timeout on a busy one.
      test.setTimeout(120_000);
      const email = uniqueEmail(`manages-giving-${locale}`);
      const password = "hutan-lestari-2026";
      await paidMonthlyDonation(request, { email, fullname: "Sari Donatur", locale });
      // The welcome mail's optional password link (its first link signs in without one).
      await setPasswordFromMail(page, request, locale, email, password);

      // The donor's own API session, to compare what the page says with what the API keeps.
      const donorApi = await apiRequest.newContext();
      await apiLogIn(donorApi, email, password);
      const plan = async () =>
        resultOf<RecurringPlan>(await donorApi.get(`${apiUrl}/v1/donations/recurring`));
      const history = await resultOf<{ local_id: string; status: string }[]>(
        await donorApi.get(`${apiUrl}/v1/donations`),
      );
      const gift = history.find((row) => row.status === "done");
      if (!gift) throw new Error(`No paid donation in the history: ${JSON.stringify(history)}`);

      // History shows the paid gift with its receipt's links.
      await page.goto(`${dashboardUrl}/dashboard/history?locale=${locale}`);
      const downloadLink = page
        .getByRole("link", {
          name: filled(tr(locale, "dashboard", "Download receipt {localId}"), gift.local_id),
        })
        .filter({ visible: true })
        .first();
      await expect(downloadLink).toBeVisible();
      await expectAccessible(page);

      // The receipt page, then the PDF itself: one A4 page.
      await downloadLink.click();
      await expect(page).toHaveURL(new RegExp(`/invoice/download/${gift.local_id}`));
      const downloadButton = page.getByRole("button", {
        name: exact(tr(locale, "dashboard", "Download PDF")),
      });
      await expect(downloadButton).toBeVisible();
      await expectAccessible(page);
      const [download] = await Promise.all([page.waitForEvent("download"), downloadButton.click()]);
      expect(download.suggestedFilename()).toBe(`${locale.toUpperCase()}-Receipt-${gift.local_id}.pdf`);
      const saved = testInfo.outputPath(download.suggestedFilename());
      await download.saveAs(saved);
      const pdf = await readPdf(saved);
      expect(pdf.header).toBe("%PDF");
      expect(pdf.pageCount).toBe(1);
      const [width = 0, height = 0] = (pdf.pageBoxes[0] ?? []).slice(2);
      expect(width).toBeCloseTo(595.28, 0);
      expect(height).toBeCloseTo(841.89, 0);

      // Monthly donation: the payment method (reminder, Mandiri: the gift was made with BNI).
      await page.goto(`${dashboardUrl}/dashboard/recurring?locale=${locale}`);
      const button = (text: string) =>
        page.getByRole("button", { name: exact(tr(locale, "dashboard", text)) });
      await expect(button("Change payment method")).toBeVisible();
      await expectAccessible(page);
      await button("Change payment method").click();
      const methodDialog = page.getByRole("dialog", {
        name: tr(locale, "dashboard", "Change payment method"),
      });
      await expect(methodDialog).toBeVisible();
      await pick(
        methodDialog.getByRole("radio", {
          name: new RegExp(`^${tr(locale, "domain", "paymentType.reminder")}\\b`),
        }),
      );
      await methodDialog.getByRole("button", { name: exact(tr(locale, "dashboard", "Next")) }).click();
      await pick(methodDialog.getByRole("radio", { name: /^Mandiri\b/ }));
      await expectAccessible(page);
      await methodDialog
        .getByRole("button", { name: exact(tr(locale, "dashboard", "Save payment method")) })
        .click();
      await expect(methodDialog.getByRole("status")).toHaveText(
        tr(locale, "dashboard", "Payment method changed."),
      );
      // The dialog closes by itself after the outcome (a timer), so nothing else opens before it does.
      await expect(methodDialog).toBeHidden();
      const main = page.getByRole("main");
      await expect(main.getByText("Mandiri", { exact: true })).toBeVisible();
      expect(await plan()).toMatchObject({ payment_method: "MANDIRI", payment_type: "reminder" });

      // The amount: 75000 typed as another amount, shown back in the reader's grouping.
      await button("Change amount").click();
      const amountDialog = page.getByRole("dialog", {
        name: tr(locale, "dashboard", "Change monthly amount"),
      });
      await expect(amountDialog).toBeVisible();
      await amountDialog.getByRole("textbox", { name: tr(locale, "ui", "Other amount") }).fill("75000");
      await expectAccessible(page);
      await amountDialog.getByRole("button", { name: exact(tr(locale, "dashboard", "Save amount")) }).click();
      await expect(amountDialog).toBeHidden();
      await expect(main.getByText(locale === "en" ? /^Rp\s75,000$/ : /^Rp\s75\.000$/)).toBeVisible();
      expect((await plan()).amount).toBe(75_000);

      // A break of one month: no longer active, Reactivate appears.
      await button("Skip or pause").click();
      const pauseDialog = page.getByRole("dialog", { name: tr(locale, "dashboard", "Take a break") });
      await expect(pauseDialog).toBeVisible();
      await pick(pauseDialog.getByRole("radio", { name: /\b1\b/ }));
      await expectAccessible(page);
      await pauseDialog
        .getByRole("button", { name: exact(tr(locale, "dashboard", "Confirm break")) })
        .click();
      await expect(pauseDialog).toBeHidden();
      await expect(button("Reactivate")).toBeVisible();
      await expect(
        main.getByText(tr(locale, "domain", "recurringStatus.active"), { exact: true }),
      ).toHaveCount(0);
      expect((await plan()).status).not.toBe("active");
      await expectAccessible(page);

      // Reactivate: active again, the button goes away.
      await button("Reactivate").click();
      await expect(button("Reactivate")).toBeHidden();
      await expect(
        main.getByText(tr(locale, "domain", "recurringStatus.active"), { exact: true }),
      ).toBeVisible();
      expect((await plan()).status).toBe("active");
      await donorApi.dispose();
    });
  });
}
