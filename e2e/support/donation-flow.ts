// Steps of the site's donation flow (docs/product/donation-flow.md#donation-flow: amount, personal data,
// payment, referral), driven the way a donor does it: by labels and button names in the page's language.
import type { Locator, Page } from "@playwright/test";
import { expect, islandsHydrated } from "./fixtures.ts";
import { exact, type Locale, tr } from "./i18n.ts";

export interface Donor {
  name: string;
  email: string;
  /** Digits after the +62 prefix. */
  phone: string;
}

/** On phones (768 px or less) a full-screen welcome modal replaces the sidebar: read it, then start. */
export async function startFlow(page: Page, locale: Locale, isPhone: boolean) {
  await islandsHydrated(page.locator("main"));
  const start = page.getByRole("button", { name: exact(tr(locale, "site", "Let's start")) });
  if (isPhone) {
    await expect(start).toBeVisible();
    await start.click();
    await expect(start).toBeHidden();
  }
}

export async function next(page: Page, locale: Locale) {
  await page.getByRole("button", { name: exact(tr(locale, "site", "Next")) }).click();
}

/**
 * Radios here are visually hidden inside a card-like label (the card is what a donor taps), so the
 * journey taps the label and then checks that the radio took the choice.
 */
export async function pick(radio: Locator) {
  await radio.locator("xpath=ancestor::label[1]").click();
  await expect(radio).toBeChecked();
}

/**
 * A preset by its amount as written in the journey (`Rp 50.000`): the page writes it in its own grouping
 * (`Rp 50,000` in English, docs/decisions/words.md#rupiah) with a no-break space, so both marks match.
 */
export function amountName(amountText: string): RegExp {
  return new RegExp(`^${amountText.replace(/[.,]/g, "[.,]").replace(/ /g, "\\s")}\\b`);
}

export async function chooseAmount(page: Page, amountText: string) {
  await pick(page.getByRole("radio", { name: amountName(amountText) }));
}

export async function fillDonor(page: Page, locale: Locale, donor: Donor) {
  await page.getByRole("textbox", { name: tr(locale, "site", "Full name"), exact: true }).fill(donor.name);
  await page.getByRole("textbox", { name: tr(locale, "site", "E-mail"), exact: true }).fill(donor.email);
  await page
    .getByRole("textbox", { name: tr(locale, "site", "Phone number"), exact: true })
    .fill(donor.phone);
}

export async function chooseChannel(page: Page, channel: string) {
  await pick(page.getByRole("radio", { name: new RegExp(`^${channel}\\b`) }));
}

export async function continuePayment(page: Page, locale: Locale) {
  await page.getByRole("button", { name: exact(tr(locale, "site", "Continue Payment")) }).click();
}

/** On the sandbox payment page: press Pay, Fail or Expire (the API's own words in that language). */
export async function sandboxOutcome(page: Page, locale: Locale, outcome: "pay" | "fail" | "expire") {
  await expect(page).toHaveURL(/:8787\/sandbox\/pay\//);
  await page.getByRole("button", { name: exact(tr(locale, "api", `sandbox.${outcome}`)) }).click();
}
