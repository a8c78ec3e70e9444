import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.ts";

/*
 * The API's own pages (mailed links) wear the foundation's look from files the API serves itself:
 * one stylesheet, the typeface and the logo, cached for a year under content-hashed names. The pages
 * keep a strict policy: no script at all, styles only from that stylesheet (no inline <style>).
 */

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function invalidPage(path: string) {
  const response = await h.request("GET", `${path}?token=a.b.c&locale=en`);
  return { response, html: await response.text() };
}

describe("the look of the API's pages", () => {
  it("links one served stylesheet and the logo, has no inline style or script, and a strict policy", async () => {
    for (const path of [
      "/v1/newsletter/confirm",
      "/v1/mail/unsubscribe",
      "/v1/privacy/deletion/confirm",
      "/v1/donations/recurring/fix",
    ]) {
      const { response, html } = await invalidPage(path);
      expect(html, path).toMatch(/<link rel="stylesheet" href="\/assets\/link-page\.[\w-]+\.css">/);
      expect(html, path).toMatch(/<img [^>]*src="\/assets\/logo\.[\w-]+\.svg"/);
      expect(html, path).toContain("Yayasan Rimbun Lestari");
      expect(html, path).not.toMatch(/<style|<script|style="/i);
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy, path).toContain("default-src 'none'");
      expect(policy, path).toContain("style-src 'self'");
      expect(policy, path).toContain("font-src 'self'");
      expect(policy, path).not.toContain("unsafe-inline");
      expect(policy, path).not.toContain("script-src 'self'");
      expect(policy, path).toContain("frame-ancestors 'none'");
    }
  });

  it("serves the stylesheet, the typeface and the logo to anyone, cached for a year, and nothing else", async () => {
    const { html } = await invalidPage("/v1/newsletter/confirm");
    const css = html.match(/\/assets\/link-page\.[\w-]+\.css/)?.[0] ?? "";
    const logo = html.match(/\/assets\/logo\.[\w-]+\.svg/)?.[0] ?? "";
    const sheet = await h.request("GET", css);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get("content-type")).toMatch(/^text\/css/);
    expect(sheet.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const text = await sheet.text();
    expect(text).toContain("Plus Jakarta Sans");
    const font = text.match(/\/assets\/plus-jakarta-sans\.[\w-]+\.woff2/)?.[0] ?? "";
    const fontResponse = await h.request("GET", font);
    expect(fontResponse.status).toBe(200);
    expect(fontResponse.headers.get("content-type")).toBe("font/woff2");
    expect(fontResponse.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const logoResponse = await h.request("GET", logo);
    expect(logoResponse.status).toBe(200);
    expect(logoResponse.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(logoResponse.headers.get("x-content-type-options")).toBe("nosniff");
    for (const path of [
      "/assets/link-page.css",
      "/assets/..%2Fpackage.json",
      "/assets/%2e%2e/%2e%2e/env",
      `/assets/${"a".repeat(5000)}.css`,
    ]) {
      expect((await h.request("GET", path)).status, path).toBe(404);
    }
    expect((await h.request("POST", css, { form: {} })).status).not.toBe(200);
  });

  it("escapes what a visitor typed that reaches a page (the link's language, the token)", async () => {
    const nasty = `"><img src=x onerror=alert(1)>`;
    const response = await h.request(
      "GET",
      `/v1/newsletter/unsubscribe?${new URLSearchParams({ token: nasty, locale: nasty })}`,
    );
    const html = await response.text();
    expect(response.status).toBe(400);
    expect(html).not.toContain("<img src=x");
  });
});
