import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.ts";
import { createPayment, monthlyForm } from "../../test/payments.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("the sandbox pay page (edges at 375 px, system font, no 'your Visa app')", () => {
  it("asks no app for a card payment, in both languages", async () => {
    const created = await createPayment(
      h,
      "recurring",
      monthlyForm({ email: "card@example.test", payment_methods: "VISA" }),
    );
    const en = await (await h.app.request(`/sandbox/pay/${created.pg_id}?locale=en`)).text();
    expect(en).not.toMatch(/Visa app/);
    expect(en).toContain("A real Visa payment asks for the card details here. This test needs none.");
    const id = await (await h.app.request(`/sandbox/pay/${created.pg_id}?locale=id`)).text();
    expect(id).not.toMatch(/aplikasi Visa/);
    expect(id).toContain("Visa");
  });

  it("keeps a margin on a phone and uses the product's typeface, served from its own origin", async () => {
    const created = await createPayment(
      h,
      "recurring",
      monthlyForm({ email: "font@example.test", payment_methods: "QRIS" }),
    );
    const html = await (await h.app.request(`/sandbox/pay/${created.pg_id}?locale=id`)).text();
    expect(html).toMatch(/body\{[^}]*padding:24px 16px/);
    expect(html).toMatch(/font-family:"Plus Jakarta Sans Variable"/);
    const font = await h.app.request("/sandbox/font.woff2");
    expect(font.status).toBe(200);
    expect(font.headers.get("content-type")).toBe("font/woff2");
    expect((await font.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
  });
});
