import { demoLogins, demoPassword, demoVolunteerCode } from "./support/accounts.ts";
import {
  apiLogIn,
  dashboardUrl,
  linkIn,
  mailTo,
  referralLookup,
  uniqueEmail,
  volunteerDonationTotal,
} from "./support/api.ts";
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
import { locales, sitePath, tr } from "./support/i18n.ts";

for (const locale of locales) {
  test.describe(`monthly donation with a referral link (${locale})`, () => {
    pairLanguageWithWidth(locale);
    test("a donor follows a volunteer's link, pays, and gets the welcome mail", async ({
      page,
      request,
      expectAccessible,
      isPhone,
    }) => {
      // The volunteer's code, as the referral lookup (call 4) knows it.
      const referrer = await referralLookup(request, demoVolunteerCode);
      expect(referrer).toEqual({ code: demoVolunteerCode, type: "volunteer" });
      // The volunteer's figures before, through call 19 with the volunteer's own session.
      await apiLogIn(request, demoLogins.volunteer, demoPassword);
      const referredBefore = await volunteerDonationTotal(request, demoLogins.volunteer);
      const donor = { name: "Sari Referal", email: uniqueEmail(`monthly-${locale}`), phone: "81234567890" };

      await page.goto(sitePath(locale, `/donation/monthly?ref=${referrer?.code}`));
      await startFlow(page, locale, isPhone);
      await expectAccessible(page);

      await chooseAmount(page, "Rp 50.000");
      await next(page, locale);
      await fillDonor(page, locale, donor);
      await next(page, locale);
      // A recurring channel: charged automatically every month.
      await pick(
        page.getByRole("radio", { name: tr(locale, "domain", "paymentType.recurring"), exact: true }),
      );
      // The filter leaves only recurring channels selectable
      // (docs/product/donation-flow.md#payment-channels).
      await expect(page.getByRole("radio", { name: /^BNI\b/ })).toBeDisabled();
      await chooseChannel(page, "Visa");
      await next(page, locale);
      // The code from the link is already filled in.
      await expect(
        page.getByRole("textbox", { name: tr(locale, "site", "Referral code"), exact: true }),
      ).toHaveValue(demoVolunteerCode);
      await expectAccessible(page);
      await continuePayment(page, locale);

      await sandboxOutcome(page, locale, "pay");
      await expect(page).toHaveURL(/\/donation\/result\?/);
      // The result page forwards to the thank-you page after 1.5 s, too soon for axe; the failed
      // journey checks the same page in its FAILED state, which stays.
      await expect(page.getByText(tr(locale, "domain", "payment.success"))).toBeVisible();

      await expect(page).toHaveURL(/\/donation\/success/, { timeout: 15_000 });
      await expect(
        page.getByRole("heading", {
          name: tr(locale, "site", "Thank you, {name}!").replace("{name}", donor.name),
        }),
      ).toBeVisible();
      await expect(
        page.getByText(
          tr(
            locale,
            "site",
            "Your monthly donation is set up. Check your e-mail: we sent you a link that opens your donor dashboard, no password needed.",
          ),
        ),
      ).toBeVisible();
      await expectAccessible(page);

      // The gift counts for the volunteer whose link it came through (other runs may add more).
      expect(await volunteerDonationTotal(request, demoLogins.volunteer)).toBeGreaterThanOrEqual(
        referredBefore + 50_000,
      );

      // The welcome mail speaks the donor's language: its first link signs the donor in, the second
      // (optional) opens the set-password screen.
      const mail = await mailTo(request, donor.email, "set-password");
      const signIn = new URL(linkIn(mail, dashboardUrl));
      expect(signIn.pathname).toBe("/login/link");
      expect(signIn.searchParams.get("token")).toBeTruthy();
      expect(signIn.searchParams.get("locale")).toBe(locale);
      const password = new URL(linkIn(mail, `${dashboardUrl}/reset`));
      expect(password.searchParams.get("token")).toBeTruthy();
      expect(password.searchParams.get("locale")).toBe(locale);
      expect(password.searchParams.get("welcome")).toBe("1");
    });
  });
}
