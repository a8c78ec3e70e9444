import { describe, expect, it } from "vitest";
import { html } from "./html.ts";
import { linkPage, linkPageShell } from "./link-page.ts";

/** Values built to break out of an attribute, a text node and the title (docs/decisions/html-pages.md). */
const breakOut = `"><script>alert(1)</script>`;
const closeTitle = "</title><script>alert(2)</script>";

describe("a mailed link's page", () => {
  it("writes what it is given as text, never as markup", () => {
    const page = String(
      linkPage("en", {
        siteUrl: `https://site.test/${breakOut}`,
        title: { id: "test.title", message: closeTitle },
        message: { id: "test.message", message: "Hello {name}" },
        values: { name: breakOut },
        form: { action: `/v1/x?token=${breakOut}`, button: { id: "test.button", message: breakOut } },
        back: { id: "test.back", message: closeTitle },
      }),
    );
    expect(page).not.toContain("<script>");
    expect(page.match(/<\/title>/g)).toHaveLength(1);
    expect(page).toContain("<title>&lt;/title&gt;&lt;script&gt;alert(2)&lt;/script&gt;</title>");
    expect(page).toContain('<p role="status">Hello &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(page).toContain('action="/v1/x?token=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(page).toContain('href="https://site.test/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;/en/"');
  });

  it("keeps the markup it is given as a template", () => {
    const page = String(
      linkPageShell("id", {
        siteUrl: "https://site.test",
        title: "Judul & <b>",
        back: "Kembali",
        body: html`<p class="ok">${breakOut}</p>`,
      }),
    );
    expect(page).toContain('<html lang="id">');
    expect(page).toContain("<h1>Judul &amp; &lt;b&gt;</h1>");
    expect(page).toContain('<p class="ok">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(page).toContain('<p class="back"><a href="https://site.test/">Kembali</a></p>');
  });
});
