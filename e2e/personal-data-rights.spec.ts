import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { type APIRequestContext, request as apiRequest } from "@playwright/test";
import {
  apiLogIn,
  apiUrl,
  campaignRaised,
  dashboardUrl,
  linkIn,
  mailTo,
  paidMonthlyDonation,
  referralLookup,
  siteUrl,
  uniqueEmail,
} from "./support/api.ts";
import { field, setPasswordFromMail } from "./support/dashboard.ts";
import { sessionProfile } from "./support/dashboard-journeys.ts";
import { expect, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, locales, sitePath, tr, trPattern } from "./support/i18n.ts";

const campaign = "bantu-hara-jaga-situ-gede";

/** A paid single gift to a campaign under the donor's address, made as the site makes it. */
async function paidCampaignGift(request: APIRequestContext, email: string) {
  const created = await request.post(`${apiUrl}/v1/payments/single`, {
    headers: { Origin: siteUrl, "Idempotency-Key": `journey-${randomUUID()}` },
    multipart: {
      amount: "60000",
      email,
      fullname: "Dewi Privasi",
      payment_methods: "BNI",
      phone: "81234567890",
      referral: "",
      description: "",
      campaign,
    },
  });
  expect(created.ok()).toBe(true);
  const { result } = (await created.json()) as { result: { pg_id: string } };
  await request.post(`${apiUrl}/sandbox/pay/${result.pg_id}`, { form: { outcome: "paid" }, maxRedirects: 0 });
}

for (const locale of locales) {
  test.describe(`a donor uses their personal data rights (${locale})`, () => {
    pairLanguageWithWidth(locale);
    test("reads the privacy policy, downloads their data and donations, then deletes the account by the mailed link", async ({
      page,
      request,
      expectAccessible,
    }, testInfo) => {
      test.setTimeout(120_000);
      // Its own donor, made here: no other journey needs this account, and it ends deleted.
      const email = uniqueEmail(`data-rights-${locale}`);
      const password = "hutan-lestari-2026";
      await paidMonthlyDonation(request, { email, fullname: "Dewi Privasi", locale });
      await paidCampaignGift(request, email);

      // The privacy policy, reached from the site's footer.
      await page.goto(sitePath(locale, "/"));
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: exact(tr(locale, "site", "Privacy policy")) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${sitePath(locale, "/privacy")}/?$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr(locale, "site", "Privacy policy"));
      await expectAccessible(page);

      await setPasswordFromMail(page, request, locale, email, password);

      const donorApi = await apiRequest.newContext();
      await apiLogIn(donorApi, email, password);
      const referralCode = String((await sessionProfile(donorApi)).referral_code);
      expect(await referralLookup(request, referralCode)).not.toBeNull();
      await donorApi.dispose();

      // Profile: the e-mail switches, "download my data" and "delete my account".
      await page.goto(`${dashboardUrl}/dashboard/profile?locale=${locale}`);
      const button = (text: string) =>
        page.getByRole("button", { name: exact(tr(locale, "dashboard", text)) });
      await expect(
        page.getByRole("checkbox", { name: tr(locale, "dashboard", "Campaign updates") }),
      ).toBeChecked();
      await expectAccessible(page);

      const [json] = await Promise.all([
        page.waitForEvent("download"),
        button("Download my data (JSON)").click(),
      ]);
      expect(json.suggestedFilename()).toMatch(/^rimbun-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await readFile(await json.path(), "utf8")) as {
        account: { email: string };
        donations: { amount: number; status: string; email: string }[];
        mails: { kind: string }[];
      };
      expect(data.account.email).toBe(email);
      expect(data.donations).toContainEqual(
        expect.objectContaining({ amount: 50000, status: "done", email }),
      );
      expect(data.mails.map((mail) => mail.kind)).toContain("set-password");

      const [csv] = await Promise.all([
        page.waitForEvent("download"),
        button("Download my donations (CSV)").click(),
      ]);
      const rows = (await readFile(await csv.path(), "utf8")).trim().split("\r\n");
      expect(rows[0]).toContain("local_id,created_at");
      expect(rows.slice(1).some((row) => row.includes(",50000,") && row.includes(email))).toBe(true);
      await testInfo.attach("donations.csv", { body: rows.join("\n"), contentType: "text/csv" });

      // Delete: the dashboard only mails a link; the link's page deletes on its button.
      await button("Delete my account").click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await dialog
        .getByRole("button", { name: exact(tr(locale, "dashboard", "E-mail me the link")) })
        .click();
      await expect(
        page.getByText(
          trPattern(
            locale,
            "dashboard",
            "We sent a link to {email}. Open it within {sentMinutes} minutes and press the button there to delete your account.",
          ),
        ),
      ).toBeVisible();

      const mail = await mailTo(request, email, "account-deletion");
      const raisedBefore = await campaignRaised(request, campaign);
      expect(mail.subject).toBe(tr(locale, "api", "mail.accountDeletion.subject"));
      const link = linkIn(mail, `${apiUrl}/v1/privacy/deletion/confirm`);
      await page.goto(link);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        tr(locale, "api", "accountDeletion.title"),
      );
      await expectAccessible(page);
      await page.getByRole("button", { name: exact(tr(locale, "api", "accountDeletion.button")) }).click();
      await expect(page.getByRole("status")).toHaveText(tr(locale, "api", "accountDeletion.done"));
      await expectAccessible(page);

      // The foundation's figures still count the gifts; the link works once; sign-in and the referral
      // link stop working.
      expect(await campaignRaised(request, campaign)).toBeGreaterThanOrEqual(raisedBefore);
      const replay = await request.post(link, { form: {} });
      expect(replay.status()).toBe(400);
      expect(await referralLookup(request, referralCode)).toBeNull();
      const refused = await request.post(`${apiUrl}/v1/oauth/login`, {
        headers: { Origin: dashboardUrl },
        form: { email, password, remember: "false" },
      });
      expect(refused.ok()).toBe(false);
      await page.goto(`${dashboardUrl}/login?locale=${locale}`);
      await field(page, tr(locale, "dashboard", "Email")).fill(email);
      await field(page, tr(locale, "dashboard", "Password")).fill(password);
      await page.getByRole("button", { name: exact(tr(locale, "dashboard", "Log in")) }).click();
      await expect(page.getByRole("alert").first()).toBeVisible();
      await expect(page).toHaveURL(/\/login/);
      await expectAccessible(page);
    });
  });
}
