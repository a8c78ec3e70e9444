import { randomInt } from "node:crypto";
import { apiUrl, dashboardUrl, linkIn, mailTo, uniqueEmail } from "./support/api.ts";
import {
  chooseAmount,
  chooseChannel,
  continuePayment,
  fillDonor,
  next,
  pick,
  sandboxOutcome,
  startFlow,
} from "./support/donation-flow.ts";
import { expect, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, locales, sitePath, tr } from "./support/i18n.ts";

// A monthly donor asks for WhatsApp reminders in the flow (docs/product/donation-flow.md#whatsapp-reminders):
// nothing is sent until the first payment; then the confirmation waits in the development outbox in the
// donor's language, the donor answers as the phone would, the dashboard says "on", and the donor turns it
// off. Screenshots of the flow's step and the dashboard's card in E2E_SHOTS_DIR.

/** The confirmation template's own words (apps/api/src/messaging/templates.ts), as the phone shows them. */
const confirmation = {
  id: { asks: "Balas YA untuk mengonfirmasi.", reply: "Reply YA" },
  en: { asks: "Reply YES to confirm.", reply: "Reply YES" },
} as const;

for (const locale of locales) {
  test.describe(`monthly donor reminded on WhatsApp (${locale})`, () => {
    pairLanguageWithWidth(locale);
    test("opts in during the monthly flow, pays, confirms on WhatsApp, sees it on and turns it off", async ({
      page,
      request,
      expectAccessible,
      isPhone,
    }, testInfo) => {
      const shots = process.env.E2E_SHOTS_DIR;
      const say = (id: string) => tr(locale, "site", id);
      const sayDashboard = (id: string) => tr(locale, "dashboard", id);
      // A number of this run only (the flow leaves a number another account uses alone).
      const national = `812${String(randomInt(10_000_000, 99_999_999))}`;
      const phone = `+62${national}`;
      const donor = {
        name: "Wulan Pengingat",
        email: uniqueEmail(`whatsapp-${locale}`),
        phone: `0${national}`,
      };

      await page.goto(sitePath(locale, "/donation/monthly"));
      await startFlow(page, locale, isPhone);
      await chooseAmount(page, "Rp 50.000");
      await next(page, locale);
      await fillDonor(page, locale, donor);
      const remind = page.getByRole("switch", { name: exact(say("Remind me on WhatsApp")) });
      await expect(remind).not.toBeChecked();
      await remind.check();
      await expect(page.getByText(/YA \(or YES\)|balas YA/)).toBeVisible();
      await expectAccessible(page);
      if (shots)
        await page.screenshot({
          path: `${shots}/whatsapp-flow-step-${locale}-${testInfo.project.name}.png`,
          fullPage: true,
        });
      await next(page, locale);
      // A reminder channel (a virtual account): the monthly reminder is what WhatsApp would carry.
      await pick(
        page.getByRole("radio", { name: tr(locale, "domain", "paymentType.reminder"), exact: true }),
      );
      await chooseChannel(page, "BNI");
      await next(page, locale);
      await expectAccessible(page);

      // Nothing reaches the number before the payment.
      const before = await (await request.get(`${apiUrl}/dev/outbox?format=json`)).json();
      expect(JSON.stringify(before)).not.toContain(phone);
      await continuePayment(page, locale);
      await sandboxOutcome(page, locale, "pay");
      await expect(page).toHaveURL(/\/donation\/success/, { timeout: 15_000 });

      // The confirmation, as the phone shows it, in the donor's language; the donor answers it.
      await page.goto(`${apiUrl}/dev/outbox`);
      const message = page.locator("article").filter({ hasText: `To ${phone}` });
      await expect(async () => {
        await page.reload();
        await expect(message).toHaveCount(1, { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await expect(message.locator("pre")).toContainText(confirmation[locale].asks);
      await expect(message.locator("pre")).toContainText(donor.name);
      await message.getByRole("button", { name: confirmation[locale].reply, exact: true }).click();
      await expect(page).toHaveURL(`${apiUrl}/dev/outbox`);

      // The welcome mail's sign-in link, then the profile's WhatsApp card says it is on.
      const link = linkIn(await mailTo(request, donor.email, "set-password"), `${dashboardUrl}/login/link`);
      await page.goto(link);
      await page.getByRole("button", { name: exact(sayDashboard("Sign me in")) }).click();
      await expect(page).toHaveURL(/\/dashboard(\?.*)?$/);
      await page.goto(`${dashboardUrl}/dashboard/profile?locale=${locale}`);
      const card = page.getByRole("region", { name: sayDashboard("WhatsApp") });
      await expect(card.getByRole("status")).toHaveText(
        sayDashboard("On: your monthly reminders and receipts come to {phone} on WhatsApp.").replace(
          "{phone}",
          `+62 ${national.slice(0, 3)}-${national.slice(3, 7)}-${national.slice(7)}`,
        ),
      );
      await expectAccessible(page);
      if (shots)
        await card.screenshot({ path: `${shots}/whatsapp-card-on-${locale}-${testInfo.project.name}.png` });

      await card.getByRole("button", { name: exact(sayDashboard("Turn off WhatsApp")) }).click();
      await expect(card.getByRole("status")).toHaveText(
        sayDashboard("Off: monthly reminders and receipts come by e-mail only."),
      );
      await expect(card.getByRole("button", { name: exact(sayDashboard("Turn on WhatsApp")) })).toBeVisible();
      await expectAccessible(page);
      if (shots)
        await card.screenshot({ path: `${shots}/whatsapp-card-off-${locale}-${testInfo.project.name}.png` });
    });
  });
}
