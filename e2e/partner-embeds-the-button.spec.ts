import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, FrameLocator, Page } from "@playwright/test";
import { demoLogins, demoPassword } from "./support/accounts.ts";
import { apiLogIn, apiUrl, dashboardUrl, siteUrl, uniqueEmail } from "./support/api.ts";
import { staffLogIn } from "./support/dashboard.ts";
import { pick } from "./support/donation-flow.ts";
import { expect, islandsHydrated, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, type Locale, locales, rupiah, tr, trFilled } from "./support/i18n.ts";

// A partner's own site (another origin on loopback) pastes the loader (docs/embed.md): the donate buttons
// and the goal meter, the flow in a dialog over the partner's page, the provider's page in the top window,
// the gift in the staff partner report; a page on an origin the code does not allow gets nothing.

/** A published campaign of the demo data, with a goal. */
const campaign = "bersama-jaga-alam-kita";

/** A tiny partner web site on 127.0.0.1 and a spare port: the same page at every path. */
async function partnerSite(page: (origin: string) => string): Promise<{ origin: string; server: Server }> {
  let origin = "";
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(page(origin));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, server };
}

function partnerPage(locale: Locale, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Sahabat Hutan</title></head>
<body><main><h1>Sahabat Hutan</h1><p>Komunitas pecinta hutan kota.</p>${body}
<p>Terima kasih telah mampir.</p></main></body></html>`;
}

function snippet(id: string, locale: Locale): string {
  return `<script async src="${siteUrl}/embed.js" data-rimbun-embed="${id}" data-locale="${locale}"
 data-presets="50000,100000" data-meter="true" style="display:block;height:176px"></script>`;
}

async function createEmbedCode(request: APIRequestContext, allowedOrigin: string, locale: Locale) {
  await apiLogIn(request, demoLogins.staff, demoPassword);
  const response = await request.post(`${apiUrl}/v1/staff/embeds`, {
    headers: { Origin: dashboardUrl },
    data: {
      partner_name: `Sahabat Hutan ${locale.toUpperCase()} ${Date.now().toString(36)}`,
      allowed_origins: [allowedOrigin],
      target: { kind: "campaign", slug: campaign },
      locale: "id",
      presets: [75_000, 150_000],
      colour: "#0b6e4f",
      show_meter: false,
      reason: "Partner embed journey",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { embed } = (
    (await response.json()) as {
      result: { embed: { id: string; partner_name: string; target: { title: Record<Locale, string> } } };
    }
  ).result;
  return embed;
}

/** axe on the partner's page with the dialog open, the flow's frame (another origin) included. */
async function expectOverlayAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    blocking.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    "axe on the overlay",
  ).toEqual([]);
}

async function fillTheFlow(frame: FrameLocator, locale: Locale, email: string) {
  const say = (id: string) => tr(locale, "site", id);
  await expect(frame.getByRole("textbox", { name: say("Full name"), exact: true })).toBeVisible();
  await frame.getByRole("textbox", { name: say("Full name"), exact: true }).fill("Sari Mitra");
  await frame.getByRole("textbox", { name: say("E-mail"), exact: true }).fill(email);
  await frame.getByRole("textbox", { name: say("Phone number"), exact: true }).fill("81298765432");
  await frame.getByRole("button", { name: exact(say("Next")) }).click();
  await pick(frame.getByRole("radio", { name: /^GoPay\b/ }));
  await frame.getByRole("button", { name: exact(say("Next")) }).click();
}

/** A name with a rupiah amount: accessible names carry the no-break space as a plain one. */
function spaced(text: string): RegExp {
  return new RegExp(exact(text).source.replace(/\u00a0| /g, "\\s"));
}

/** Today in Jakarta, as the reports count days. */
function jakartaToday(): string {
  return new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
}

for (const locale of locales) {
  test.describe(`a partner embeds the donate button (${locale})`, () => {
    // Indonesian at 375 px, English at 1280 px (docs/decisions/e2e.md).
    pairLanguageWithWidth(locale);
    test("the button and meter on the partner's page, a gift through the dialog, in the partner report", async ({
      page,
      request,
      expectAccessible,
    }) => {
      test.setTimeout(150_000);
      const say = (id: string) => tr(locale, "site", id);
      let id = "";
      const partner = await partnerSite(() =>
        partnerPage(
          locale,
          `${snippet(id, locale)}
<iframe id="rimbun-button" title="Rimbun" src="${siteUrl}${locale === "en" ? "/en" : ""}/embed/button/${id}" width="360" height="180"></iframe>`,
        ),
      );
      const stranger = await partnerSite(() =>
        partnerPage(
          locale,
          `${snippet(id, locale)}<iframe id="direct" title="Rimbun" src="${siteUrl}/embed/${id}" width="360" height="400"></iframe>`,
        ),
      );
      try {
        const embed = await createEmbedCode(request, partner.origin, locale);
        id = embed.id;
        const title = embed.target.title[locale];

        // Only /embed pages name the partner in frame-ancestors; every other page keeps 'none'.
        const flowPage = await request.get(`${siteUrl}/embed/${id}`);
        expect(flowPage.status()).toBe(200);
        expect(flowPage.headers()["content-security-policy"]).toContain(`frame-ancestors ${partner.origin}`);
        const home = await request.get(`${siteUrl}/`);
        expect(home.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
        expect((await request.get(`${siteUrl}/embed/ZZZZZZZZZZ`)).status()).toBe(404);

        // The partner's page: the meter and the buttons in the snippet's language, with its presets.
        const errors: string[] = [];
        page.on("console", (message) => {
          // The sandbox payment page (the API's, development only) has no favicon: not the embed's business.
          const where = message.location().url;
          if (message.type() === "error" && where !== `${apiUrl}/favicon.ico`) {
            errors.push(`${message.text()} (${where})`);
          }
        });
        await page.goto(partner.origin);
        const meter = page.getByRole("group", { name: say("Fundraising progress") });
        await expect(meter).toBeVisible();
        const donate = page.getByRole("button", {
          name: exact(trFilled(locale, "site", "Donate to {title}", { title })),
        });
        await expect(donate).toHaveText(say("Donate"));
        const preset = page.getByRole("button", {
          name: spaced(trFilled(locale, "site", "Donate {amount}", { amount: rupiah(50_000, locale) })),
        });
        await expect(preset).toBeVisible();
        // The plain-iframe variant shows on the allowed origin too.
        await expect(
          page.frameLocator("#rimbun-button").getByRole("link", {
            name: exact(trFilled(locale, "site", "Donate to {title}", { title })),
          }),
        ).toBeVisible();
        await expectAccessible(page);

        // The dialog: focus moves in, Escape (inside the frame) closes it, focus returns to the button.
        await preset.click();
        const dialog = page.getByRole("dialog", {
          name: trFilled(locale, "site", "Donate to {title}", { title }),
        });
        await expect(dialog).toBeVisible();
        const close = dialog.getByRole("button", { name: exact(say("Close")) });
        await expect(close).toBeFocused();
        const frame = page.frameLocator("dialog iframe");
        await expect(frame.getByRole("heading", { level: 1 })).toBeVisible();
        await islandsHydrated(frame.locator("main"));
        await frame.getByRole("heading", { level: 1 }).click();
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(preset).toBeFocused();
        // Opened again by keyboard, closed by its button.
        await page.keyboard.press("Enter");
        await expect(dialog).toBeVisible();
        await close.click();
        await expect(dialog).toBeHidden();
        await expect(preset).toBeFocused();

        // The gift: personal data (the amount came with the button), the channel, then pay on the
        // provider's page in the top window.
        await preset.click();
        await fillTheFlow(frame, locale, uniqueEmail(`embed-${locale}`));
        await expectOverlayAccessible(page);
        await frame.getByRole("button", { name: exact(say("Continue Payment")) }).click();
        await expect(page).toHaveURL(/:8787\/sandbox\/pay\//);
        await page.getByRole("button", { name: exact(tr(locale, "api", "sandbox.pay")) }).click();
        // The result page offers the way back to the partner's site (return_to, on the code's allowlist)
        // beside our thank-you page, and stays for the donor to choose.
        await expect(page.getByText(tr(locale, "domain", "payment.success"))).toBeVisible();
        const back = page.getByRole("link", { name: exact(say("Back to the site you came from")) });
        await expect(back).toBeVisible();
        await expect(page.getByRole("link", { name: exact(say("Continue")) })).toBeVisible();
        await expectAccessible(page);
        await back.click();
        await expect(page).toHaveURL(`${partner.origin}/`);
        expect(errors).toEqual([]);

        // The staff partner report counts the paid gift under the code.
        await expect
          .poll(
            async () => {
              const report = await request.get(`${apiUrl}/v1/reports/partners`, {
                params: { from: jakartaToday(), to: jakartaToday() },
              });
              const rows = (
                (await report.json()) as {
                  result: { partners: { embed_id: string; gifts: number; paid_idr: number }[] };
                }
              ).result.partners;
              return rows.find((row) => row.embed_id === id) ?? null;
            },
            { timeout: 20_000 },
          )
          .toMatchObject({ gifts: 1, paid_idr: 50_000 });

        // The same row on the console's report screen.
        await staffLogIn(page, locale);
        await page.goto(`${dashboardUrl}/dashboard/reports?locale=${locale}`);
        const partners = page.getByRole("region", {
          name: tr(locale, "dashboard", "Gifts through partners' sites"),
        });
        const row = partners.getByRole("row").filter({ hasText: embed.partner_name });
        await expect(row).toBeVisible();
        await expect(row).toContainText(/50[.,]000/);

        // A page whose origin is not on the allowlist: the loader says why and shows nothing, and the
        // browser refuses to frame the flow there.
        const refusals: string[] = [];
        page.on("console", (message) => {
          if (message.type() === "error") refusals.push(message.text());
        });
        await page.goto(stranger.origin, { waitUntil: "load" });
        await expect.poll(() => refusals.join("\n")).toContain("is not on the allowlist");
        await expect(page.locator("[data-rimbun-embed-host]")).toHaveCount(0);
        await expect(page.frameLocator("#direct").getByRole("heading", { level: 1 })).toHaveCount(0);
      } finally {
        partner.server.close();
        stranger.server.close();
      }
    });
  });
}
