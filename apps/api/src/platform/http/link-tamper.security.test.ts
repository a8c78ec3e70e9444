import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.ts";
import { signLink } from "./signed-links.ts";

/*
 * Every page behind a mailed link answers a broken link (changed signature, cut short, another
 * purpose's token, a token of the wrong type, a huge one) with its own "link not valid" page in the
 * visitor's language and a 4xx status: never the generic 500, never JSON (docs/security.md, "Pages
 * behind mailed links").
 */

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const pages = [
  { path: "/v1/newsletter/confirm", posts: ["/v1/newsletter/confirm"] },
  { path: "/v1/newsletter/unsubscribe", posts: ["/v1/newsletter/unsubscribe"] },
  { path: "/v1/mail/unsubscribe", posts: ["/v1/mail/unsubscribe"] },
  { path: "/v1/privacy/deletion/confirm", posts: ["/v1/privacy/deletion/confirm"] },
  {
    path: "/v1/donations/recurring/fix",
    posts: ["/v1/donations/recurring/fix/pay", "/v1/donations/recurring/fix/method"],
  },
];

function tamperedTokens(): Record<string, string[]> {
  const later = new Date(h.clock.current.getTime() + 24 * 3600_000);
  const earlier = new Date(h.clock.current.getTime() - 24 * 3600_000);
  const good = signLink(h.env.LINK_SECRET, "stop", "00000000-0000-4000-8000-000000000000", later);
  return {
    "changed signature": [`${good.slice(0, -3)}abc`],
    truncated: [good.slice(0, good.length - 10), good.split(".").slice(0, 2).join(".")],
    "another purpose's": [good],
    // Signed by us but naming no row of the right type: not a uuid, not a number.
    "wrong subject type": [
      signLink(h.env.LINK_SECRET, "payment-fix", "not-a-uuid", later),
      signLink(h.env.LINK_SECRET, "account-delete", "not-a-uuid:abc", later),
      signLink(h.env.LINK_SECRET, "mail-unsubscribe", "x:y:z", later),
      signLink(h.env.LINK_SECRET, "newsletter-confirm", "\u0000'\"<x>", later),
      signLink(h.env.LINK_SECRET, "newsletter-unsubscribe", "9999999999999999999999", later),
    ],
    expired: [signLink(h.env.LINK_SECRET, "payment-fix", "00000000-0000-4000-8000-000000000000", earlier)],
    huge: ["a".repeat(20_000), `${"b".repeat(3000)}.${"c".repeat(3000)}.${"d".repeat(3000)}`],
    odd: ["...", "%ZZ", "🌳.🌳.🌳", ""],
  };
}

async function expectInvalidPage(response: Response, locale: "id" | "en", label: string) {
  const body = await response.text();
  expect(response.status, `${label}: ${body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(response.status, label).toBeLessThan(500);
  expect(response.headers.get("content-type"), label).toMatch(/text\/html/);
  expect(body, label).toContain(`<html lang="${locale}"`);
  // The page's message, not an echo of the token.
  expect(body, label).not.toContain("<x>");
}

describe("tampered links to the API's own pages", () => {
  for (const page of pages) {
    it(`${page.path}: GET and POST answer a clear 4xx page in the link's language`, async () => {
      for (const [kind, tokens] of Object.entries(tamperedTokens())) {
        for (const token of tokens) {
          for (const locale of ["id", "en"] as const) {
            const query = `?${new URLSearchParams({ token, locale })}`;
            const label = `${kind} ${locale} ${token.slice(0, 30)}`;
            await expectInvalidPage(await h.request("GET", `${page.path}${query}`), locale, `GET ${label}`);
            for (const post of page.posts) {
              const posted = await h.request("POST", `${post}${query}`, { form: {} });
              await expectInvalidPage(posted, locale, `POST ${post} ${label}`);
            }
          }
        }
      }
    });
  }

  it("a token given twice (an array) or a locale that is no language still gets the page", async () => {
    for (const page of pages) {
      const twice = await h.request("GET", `${page.path}?token=a.b.c&token=d.e.f&locale=en`);
      await expectInvalidPage(twice, "en", `${page.path} twice`);
      const odd = await h.request("GET", `${page.path}?token=a.b.c&locale=${"x".repeat(500)}`);
      await expectInvalidPage(odd, "id", `${page.path} odd locale`);
    }
  });
});
