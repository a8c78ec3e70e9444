// The donation flow on a small phone (docs/decisions/donation-path.md#one-screen-on-a-phone): at 370 and
// 375 px, in both languages, every step of the single and the monthly flow is no wider than the screen
// (no sideways scroll, nothing cut off at the right edge), the current step's label is not cut short,
// and a rupiah amount never parts from its "Rp" at a line end.
import type { Page } from "@playwright/test";
import { uniqueEmail } from "./support/api.ts";
import { chooseAmount, chooseChannel, fillDonor, next, startFlow } from "./support/donation-flow.ts";
import { expect, test } from "./support/fixtures.ts";
import { locales, sitePath } from "./support/i18n.ts";

const widths = [370, 375] as const;
const shots = process.env.E2E_SHOTS_DIR;

/** What sticks out at the page's right edge: the document's width, and the widest elements that overflow. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("main *")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > width + 0.5 || box.left < -0.5) {
        const name = `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`;
        wide.push(`${name} ${Math.round(box.left)}..${Math.round(box.right)}`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, wide: wide.slice(0, 5) };
  });
}

async function fits(page: Page, step: string) {
  const seen = await overflow(page);
  expect(seen.wide, `${step}: elements past the right edge`).toEqual([]);
  expect(seen.scrollWidth, `${step}: document width`).toBeLessThanOrEqual(seen.width);
  // The current step's label is whole ("Nominal", not "Nomi…").
  const cut = await page
    .locator(".rb-stepper__step--current .rb-stepper__label")
    .evaluate((label) => label.scrollWidth > label.clientWidth + 1);
  expect(cut, `${step}: the current step's label is cut`).toBe(false);
  // "Rp" and its number on one line: the summary joins them with a no-break space.
  const summary = await page.locator(".donation-flow__summary-amount").textContent();
  if (summary?.includes("Rp")) expect(summary, step).toMatch(/Rp\u00a0\d/);
}

for (const locale of locales) {
  for (const width of widths) {
    for (const path of ["/donation/single/form", "/donation/monthly"] as const) {
      test.describe(`${path} at ${width} px (${locale})`, () => {
        test.use({ viewport: { width, height: 740 } });
        // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern; none here.
        test.beforeEach(({}, testInfo) => {
          test.skip(testInfo.project.name !== "phone", "a phone's widths only");
        });

        test("every step fits the screen", async ({ page }) => {
          const shot = async (step: string) => {
            if (shots)
              await page.screenshot({
                path: `${shots}/flow-${locale}-${width}-${path.split("/")[2]}-${step}.png`,
                fullPage: true,
              });
          };
          await page.goto(sitePath(locale, path));
          await startFlow(page, locale, true);
          await fits(page, "amount");
          await shot("1-amount");
          await chooseAmount(page, path === "/donation/monthly" ? "Rp 250.000" : "Rp 100.000");
          await next(page, locale);
          await fits(page, "personal data");
          await shot("2-personal");
          await fillDonor(page, locale, {
            name: "Sekar Ayu Kusumawardhani",
            email: uniqueEmail(`fits-${width}-${locale}`),
            phone: "81234567890",
          });
          await next(page, locale);
          await fits(page, "payment method");
          await shot("3-payment");
          await chooseChannel(page, path === "/donation/monthly" ? "BNI" : "GoPay");
          await next(page, locale);
          await fits(page, "referral code");
          await shot("4-referral");
        });
      });
    }
  }
}
