// An administrator sees a job that gave up on the System screen and queues it again
// (docs/product/staff-console.md#system). scripts/start-api.ts seeds four mail jobs that failed as after an
// SMTP outage, one per language and try; each run retries its own by its last error. Indonesian at 375 px,
// English at 1280 px, axe on every page, the retry by keyboard.
import { request as apiRequest } from "@playwright/test";
import { demoLogins, demoPassword } from "./support/accounts.ts";
import { apiUrl, dashboardUrl } from "./support/api.ts";
import { staffLogIn } from "./support/dashboard.ts";
import { expect, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, locales, tr } from "./support/i18n.ts";

interface OutboxRow {
  to: string;
  subject: string;
  status: string;
}

async function outboxStatus(subject: string): Promise<string | undefined> {
  const api = await apiRequest.newContext();
  try {
    const answer = await api.get(`${apiUrl}/dev/outbox?format=json`);
    const rows = ((await answer.json()) as { result: OutboxRow[] }).result;
    return rows.find((row) => row.to === "system-journey@demo.test" && row.subject === subject)?.status;
  } finally {
    await api.dispose();
  }
}

for (const [localeIndex, locale] of locales.entries()) {
  const say = (id: string) => tr(locale, "dashboard", id);

  test.describe(`an administrator retries a failed job (${locale})`, () => {
    pairLanguageWithWidth(locale);

    test("a mail job that gave up shows with its error and is sent after Retry", async ({
      page,
      expectAccessible,
    }, testInfo) => {
      test.setTimeout(120_000);
      const journey = 1 + localeIndex + 2 * Math.min(testInfo.retry, 1);
      const subject = `System journey ${journey}`;
      expect(await outboxStatus(subject)).toBe("outbox");

      await staffLogIn(page, locale, demoLogins.admin, demoPassword, /\/dashboard\/queue(\?.*)?$/);
      await page.goto(`${dashboardUrl}/dashboard/system?locale=${locale}`);
      await expect(page.getByRole("heading", { level: 1, name: say("System") })).toBeVisible();
      await expect(page.getByRole("table", { name: say("Jobs by kind") })).toBeVisible();
      const failed = page.getByRole("table", { name: say("Failed jobs") });
      const row = failed.getByRole("row").filter({ hasText: `(system journey ${journey})` });
      await expect(row).toBeVisible();
      await expect(row).toContainText("mail");
      // Its last try, not the epoch a mail is queued due at.
      await expect(row).not.toContainText("1970");
      await expectAccessible(page);

      // By keyboard: the row's Retry button, then the reason, then the dialog's Retry.
      await row.getByRole("button").focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: say("Retry job") });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(say("Reason (kept in the audit log)")).fill("SMTP is back");
      await expectAccessible(page);
      await dialog.getByRole("button", { name: exact(say("Retry")) }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toHaveCount(0);

      // The runner, woken by the retry, sends the mail.
      await expect.poll(() => outboxStatus(subject), { timeout: 60_000 }).toBe("sent");
      await page.getByRole("button", { name: exact(say("Refresh")) }).click();
      await expect(row).toHaveCount(0);
    });
  });
}
