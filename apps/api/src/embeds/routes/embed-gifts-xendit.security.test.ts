import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forestCampaign, makeEmbed } from "../../test/embeds.ts";
import type { FakeXendit } from "../../test/fake-xendit/server.ts";
import { createHarness, type Harness, siteOrigin } from "../../test/harness.ts";
import { createPayment, donationForm } from "../../test/payments.ts";
import { startXenditFake, useXenditAdapter } from "../../test/xendit.ts";

/*
 * With Xendit, the API itself writes where the provider sends the donor back (success and failure): the
 * site's result pages, with the partner origin only when the donation's code allows it (docs/decisions/embeds.md#return-to).
 */

let h: Harness;
let fake: FakeXendit;
let code: string;
const partner = "https://news.example.co.id";

beforeAll(async () => {
  h = await createHarness();
  fake = await startXenditFake(h);
  useXenditAdapter(h, fake);
  await h.createUser({ email: "officer@example.test", role: "staff" });
  const staff = await h.login("officer@example.test");
  code = (await makeEmbed(h, staff, { allowed_origins: [partner] })).id;
});
afterAll(async () => {
  await fake.close();
  await h.close();
});

async function redirectsOf(form: Record<string, string>) {
  const created = await createPayment(h, "single", donationForm({ campaign: forestCampaign, ...form }));
  const invoice = fake.invoiceByExternalId(created.pg_id);
  return [invoice?.success_redirect_url ?? "", invoice?.failure_redirect_url ?? ""].map(
    (url) => new URL(url),
  );
}

describe("the provider's redirect URLs", () => {
  it("carry the code and the allowed origin, on the site's own result pages", async () => {
    for (const url of await redirectsOf({ embed: code, return_to: `${partner}/`, email: "a@example.test" })) {
      expect(url.origin).toBe(siteOrigin);
      expect(url.pathname).toBe("/donation/result");
      expect(url.searchParams.get("return_to")).toBe(partner);
      expect(url.searchParams.get("embed")).toBe(code);
      expect(url.searchParams.get("pgid")).toBeTruthy();
    }
  });

  it("carry nothing of an origin the code does not allow", async () => {
    const attacks = [
      "https://evil.example",
      `${partner}.evil.example`,
      "javascript:alert(1)",
      "//evil.example",
    ];
    for (const [index, returnTo] of attacks.entries()) {
      const urls = await redirectsOf({ embed: code, return_to: returnTo, email: `b${index}@example.test` });
      for (const url of urls) {
        expect(url.origin).toBe(siteOrigin);
        expect(url.searchParams.get("return_to"), returnTo).toBeNull();
        expect(url.href).not.toContain("evil");
      }
    }
  });
});
