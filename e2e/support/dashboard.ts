// The dashboard's screens as a person uses them: label-first, in the language chosen by ?locale=.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { demoLogins, demoPassword } from "./accounts.ts";
import { dashboardUrl, linkIn, mailTo } from "./api.ts";
import { expect } from "./fixtures.ts";
import { exact, type Locale, tr } from "./i18n.ts";
import { currentTotpCode } from "./two-factor.ts";

/**
 * A form control by its label, in the page or in one part of a form (both languages' parts of the
 * campaign editor have a "Title"); the label's required-field star is not part of the words.
 */
export function field(scope: Page | Locator, label: string) {
  return scope.getByLabel(new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\*?\\s*$`));
}

export async function logIn(page: Page, locale: Locale, email: string, password: string) {
  await page.goto(`${dashboardUrl}/login?locale=${locale}`);
  await field(page, tr(locale, "dashboard", "Email")).fill(email);
  await field(page, tr(locale, "dashboard", "Password")).fill(password);
  await page.getByRole("button", { name: exact(tr(locale, "dashboard", "Log in")) }).click();
  await expect(page).toHaveURL(/\/dashboard(\?.*)?$/);
}

/**
 * A staffer's or administrator's login: the password, then the authenticator app's code (the demo
 * staff have two-factor sign-in set up; docs/decisions/two-factor.md); lands on `landing` (the demo
 * staffer's landing is donor support).
 */
export async function staffLogIn(
  page: Page,
  locale: Locale,
  email: string = demoLogins.staff,
  password: string = demoPassword,
  landing: RegExp = /\/dashboard\/donors(\?.*)?$/,
) {
  await page.goto(`${dashboardUrl}/login?locale=${locale}`);
  await field(page, tr(locale, "dashboard", "Email")).fill(email);
  await field(page, tr(locale, "dashboard", "Password")).fill(password);
  await page.getByRole("button", { name: exact(tr(locale, "dashboard", "Log in")) }).click();
  await field(page, tr(locale, "dashboard", "Code")).fill(currentTotpCode());
  await page.getByRole("button", { name: exact(tr(locale, "dashboard", "Sign in")) }).click();
  await expect(page).toHaveURL(landing);
}

/**
 * The welcome mail's set-password link, exactly as mailed: the donor chooses a password and lands on the
 * dashboard, signed in (no second login by hand).
 */
export async function setPasswordFromMail(
  page: Page,
  request: APIRequestContext,
  locale: Locale,
  email: string,
  password: string,
) {
  await page.goto(linkIn(await mailTo(request, email, "set-password"), `${dashboardUrl}/reset`));
  await field(page, tr(locale, "dashboard", "New password")).fill(password);
  await field(page, tr(locale, "dashboard", "Confirm new password")).fill(password);
  await page.getByRole("button", { name: exact(tr(locale, "dashboard", "Save password")) }).click();
  await expect(page).toHaveURL(/\/dashboard(\?.*)?$/);
}

/** Confirms a staff action in the reason dialog (the reason goes to the audit log). */
export async function confirmWithReason(
  page: Page,
  locale: Locale,
  title: string,
  confirm: string,
  reason: string,
) {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await field(dialog, tr(locale, "dashboard", "Reason (kept in the audit log)")).fill(reason);
  await dialog.getByRole("button", { name: exact(confirm) }).click();
  await expect(dialog).toBeHidden();
}
