import { chromium } from "@playwright/test";
const base = "http://localhost:4391";
const out = "/tmp/phone-shots2";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const widths = (process.env.WIDTHS ?? "375,1280").split(",").map(Number);
const only = process.env.ONLY ?? "campaign,flow,result,landing";
for (const locale of ["id", "en"]) {
  const p = (path) => (locale === "en" ? `/en${path}` : path);
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 800 ? 740 : 900 } });
    if (only.includes("campaign")) {
      await page.goto(base + p("/campaign/bantu-hara-jaga-situ-gede"), { waitUntil: "networkidle" }).catch(() => {});
      await page.screenshot({ path: `${out}/campaign-${locale}-${width}.png` });
      await page.screenshot({ path: `${out}/campaign-${locale}-${width}-full.png`, fullPage: true });
      const sw = await page.evaluate(() => document.documentElement.scrollWidth);
      console.log("campaign", locale, width, "scrollWidth", sw);
    }
    if (only.includes("flow") && width < 800) {
      for (const path of ["/donation/single/form", "/donation/monthly"]) {
        await page.goto(base + p(path) + "?amount=" + (path.includes("single") ? "100000" : "250000"), { waitUntil: "networkidle" }).catch(() => {});
        await page.waitForSelector("astro-island:not([ssr])");
        await page.waitForTimeout(800);
        const kind = path.includes("single") ? "single" : "monthly";
        await page.screenshot({ path: `${out}/flow-${kind}-${locale}-${width}-2.png`, fullPage: true });
        await page.locator("input[autocomplete=name]").fill("Sekar Ayu Kusumawardhani");
        await page.locator("input[type=email]").fill("sekar@example.test");
        await page.locator("input[type=tel]").fill("81234567890");
        await page.locator(".donation-flow__actions button[type=submit]").click();
        await page.waitForTimeout(800);
        const sw = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
        console.log("flow step3", kind, locale, width, sw);
        await page.screenshot({ path: `${out}/flow-${kind}-${locale}-${width}-3.png`, fullPage: true });
      }
    }
    if (only.includes("result")) {
      await page.goto(base + p("/donation/result") + "?channel=BNI&pgid=pg_nobody", { waitUntil: "networkidle" }).catch(() => {});
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${out}/result-${locale}-${width}.png` });
      await page.goto(base + p("/donation/success"), { waitUntil: "networkidle" }).catch(() => {});
      await page.waitForTimeout(1000);
      await page.screenshot({ path: `${out}/success-${locale}-${width}.png` });
    }
    await page.close();
  }
}
await browser.close();
