import { jakartaDay } from "@rimbun/domain/dates";
import { demoLogins, demoPassword } from "./support/accounts.ts";
import { apiUrl, dashboardUrl, paidMonthlyDonation, uniqueEmail } from "./support/api.ts";
import { confirmWithReason, field, setPasswordFromMail, staffLogIn } from "./support/dashboard.ts";
import { adminLogIn } from "./support/dashboard-journeys.ts";
import { expect, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, locales, tr, trPattern } from "./support/i18n.ts";

// A donor turns WhatsApp on (the API: the confirmation goes out through the development outbox); a staffer
// finds them and reads the message with its status and the donor's choice, the number masked; an
// administrator reads this month's WhatsApp figures in the reports and sets a price with a reason
// (docs/product/staff-console.md#whatsapp). Screenshots of each in E2E_SHOTS_DIR.

/** A phone number no other journey uses: 0812 followed by eight digits of this run. */
function freshPhone(): string {
  return `812${String(Date.now() * 10 + Math.floor(Math.random() * 10)).slice(-8)}`;
}

for (const locale of locales) {
  test.describe(`staff see a donor's WhatsApp (${locale})`, () => {
    pairLanguageWithWidth(locale);
    test("a staffer reads the donor's message and choice; an administrator reads the figures and sets a price", async ({
      page,
      browser,
      expectAccessible,
    }, testInfo) => {
      test.setTimeout(210_000);
      const say = (id: string) => tr(locale, "dashboard", id);
      const shots = process.env.E2E_SHOTS_DIR;
      const shot = (name: string) => `${shots}/${name}-${locale}-${testInfo.project.name}.png`;

      // The donor: a paid monthly gift makes the account; they choose a password and turn WhatsApp on.
      const email = uniqueEmail(`whatsapp-${locale}`);
      const phone = freshPhone();
      const fullname = `Wulan WhatsApp ${locale.toUpperCase()} ${phone.slice(-4)}`;
      const donor = await browser.newContext();
      const donorPage = await donor.newPage();
      await paidMonthlyDonation(donor.request, { email, fullname, locale, phone });
      await setPasswordFromMail(donorPage, donor.request, locale, email, "hutan-lestari-2026");
      const on = await donorPage.request.put(`${apiUrl}/v1/whatsapp/consent`, {
        headers: { Origin: dashboardUrl },
        data: { enabled: true, phone: `0${phone}` },
      });
      expect(on.status(), await on.text()).toBe(200);
      await donor.close();

      // The staffer finds the donor by e-mail and opens their page.
      await staffLogIn(page, locale);
      await field(page, say("E-mail, name, phone, local id, invoice number or provider id")).fill(email);
      await page.getByRole("button", { name: exact(say("Search")) }).click();
      await page.getByRole("link", { name: fullname }).click();
      await expect(page.getByRole("heading", { level: 1, name: fullname })).toBeVisible();
      const whatsapp = page.getByRole("region", { name: "WhatsApp", exact: true });
      const donorUrl = `${page.url().split("?")[0]}?locale=${locale}`;
      // The runner sends the confirmation on its next round (at most a minute: a queued WhatsApp does not
      // wake it the way a queued mail does): read the page again until it shows as sent.
      await expect
        .poll(
          async () => {
            await page.goto(donorUrl);
            await expect(whatsapp.getByText(say("Confirmation of the WhatsApp choice"))).toBeVisible();
            return whatsapp.getByText(say("Sent"), { exact: true }).count();
          },
          { timeout: 90_000, intervals: [3_000] },
        )
        .toBe(1);
      await expect(whatsapp.getByText(say("Turned on, waiting for the donor's YA/YES"))).toBeVisible();
      // +62 and the last four digits of the thirteen: seven dots.
      const masked = `+62${"•".repeat(`62${phone}`.length - 6)}${phone.slice(-4)}`;
      await expect(whatsapp.getByText(masked, { exact: true })).toBeVisible();
      await expect(whatsapp).not.toContainText(phone);
      await expect(whatsapp.getByText(trPattern(locale, "dashboard", "Queued {queued}"))).toBeVisible();
      await expectAccessible(page);
      if (shots) await whatsapp.screenshot({ path: shot("staff-donor-whatsapp") });

      // An administrator: this month's WhatsApp figures in the reports.
      await page.context().clearCookies();
      await adminLogIn(page, locale, demoLogins.admin, demoPassword);
      await page.goto(`${dashboardUrl}/dashboard/reports?locale=${locale}`);
      // The card, not the table inside it that the same heading names.
      const figures = page.getByRole("region", { name: "WhatsApp", exact: true }).first();
      await expect(
        figures.getByText(
          trPattern(locale, "dashboard", "Sent {sent}, delivered {delivered}, read {read}; cost {cost}."),
        ),
      ).toBeVisible();
      const thisMonth = figures.getByRole("row").last();
      const sentCell = thisMonth.getByRole("cell").first();
      expect(Number(((await sentCell.textContent()) ?? "").replace(/\D/g, ""))).toBeGreaterThanOrEqual(1);
      await expectAccessible(page);
      if (shots) await figures.screenshot({ path: shot("admin-reports-whatsapp") });

      // The price screen: utility set from today with a reason; the table and the history show it.
      await page.goto(`${dashboardUrl}/dashboard/whatsapp-prices?locale=${locale}`);
      await expect(page.getByRole("heading", { level: 1, name: say("WhatsApp prices") })).toBeVisible();
      await expectAccessible(page);
      const utility = say("Utility (reminders, receipts, confirmations)");
      const price = locale === "id" ? "356" : "357";
      await page.getByRole("button", { name: `${say("Edit")} ${utility}` }).click();
      const dialog = page.getByRole("dialog", { name: say("Price of {name}").replace("{name}", utility) });
      await dialog.getByRole("textbox", { name: say("Price per message (rupiah)") }).fill(price);
      await expect(dialog.getByLabel(say("Applies from (Jakarta day)"))).toHaveValue(jakartaDay(new Date()));
      await expectAccessible(page);
      const title = say("Price of {name}").replace("{name}", utility);
      await confirmWithReason(
        page,
        locale,
        title,
        say("Save price"),
        "Meta's rate card for Indonesia, November",
      );
      await expect(
        page
          .getByRole("listitem")
          .filter({ hasText: `Rp ${price}` })
          .first(),
      ).toBeVisible();
      await expectAccessible(page);
      if (shots) await page.screenshot({ path: shot("admin-whatsapp-prices"), fullPage: true });
    });
  });
}
