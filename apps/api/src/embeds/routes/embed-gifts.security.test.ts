import type { EmbedCode } from "@rimbun/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donations } from "../../platform/db/schema/index.ts";
import { forestCampaign, lakeCampaign, livePage, makeEmbed } from "../../test/embeds.ts";
import { createHarness, type Harness, json, siteOrigin } from "../../test/harness.ts";
import { createPayment, donationForm, newKey } from "../../test/payments.ts";

/*
 * Donation creation's `embed` and `return_to` (docs/product/embeds.md#credit): the code is kept only when it
 * is active and points at the gift's target, and never changes the money; a stale or foreign code never
 * costs the gift; `return_to` reaches the result pages only when it is one of the code's origins.
 */

let h: Harness;
let staff: string;
let owner: string;
let forestCode: EmbedCode;
let lakeCode: EmbedCode;

const partner = "https://sekolah-harapan.sch.id";

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "officer@example.test", role: "staff" });
  await h.createUser({ email: "owner@example.test" });
  staff = await h.login("officer@example.test");
  owner = await h.login("owner@example.test");
  forestCode = await makeEmbed(h, staff, { allowed_origins: [partner, "http://localhost:4321"] });
  lakeCode = await makeEmbed(h, staff, {
    partner_name: "Lake Partner",
    allowed_origins: ["https://lake-partner.example.org"],
    target: { kind: "campaign", slug: lakeCampaign },
  });
});
afterAll(() => h.close());

async function donationOf(pgId: string) {
  const [row] = await h.db.select().from(donations).where(eq(donations.pgId, pgId));
  if (!row) throw new Error(`no donation ${pgId}`);
  return row;
}

/** Call 3 as the flow sends it (multipart), answered 200; `campaign: ""` leaves the campaign out. */
let donors = 0;
async function give(fields: Record<string, string>) {
  const { campaign = forestCampaign, ...rest } = fields;
  donors += 1;
  // A donor per gift: the throttle counts gifts per e-mail (platform/auth/rate-limit.ts).
  const email = `giver-${donors}@example.test`;
  const form = donationForm({ ...(campaign ? { campaign } : {}), email, ...rest });
  const response = await h.request("POST", "/v1/payments/single", {
    multipart: form,
    headers: { "Idempotency-Key": newKey() },
    origin: siteOrigin,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await json<{ result: { pg_id: string; invoice_url: string; amount: number } }>(response)).result;
}

describe("which gifts keep the code", () => {
  it("an active code pointing at the gift's campaign is kept; the money is the form's", async () => {
    const created = await createPayment(
      h,
      "single",
      donationForm({ campaign: forestCampaign, embed: forestCode.id }),
    );
    const row = await donationOf(created.pg_id);
    expect(row.embedCodeId).toBe(forestCode.id);
    expect(row.amount).toBe(100_000);
    expect(row.campaignSlug).toBe(forestCampaign);
  });

  it("another partner's code (another target), a switched-off code and malformed codes: the gift goes on untagged", async () => {
    const off = await makeEmbed(h, staff, { partner_name: "Ended Partner" });
    const changed = await h.request("PATCH", `/v1/staff/embeds/${off.id}`, {
      cookie: staff,
      json: { active: false, reason: "Partnership ended" },
    });
    expect(changed.status).toBe(200);
    const sent = [
      lakeCode.id,
      off.id,
      "ZZZZZZZZZZ",
      forestCode.id.toLowerCase(),
      ` ${forestCode.id}`,
      `${forestCode.id}' or '1'='1`,
      "x".repeat(10_000),
      "12345",
      JSON.stringify([forestCode.id]),
      "null",
      "",
    ];
    for (const embed of sent) {
      const created = await give({ embed });
      const row = await donationOf(created.pg_id);
      expect(row.embedCodeId, JSON.stringify(embed)?.slice(0, 40)).toBeNull();
      expect(created.amount).toBe(100_000);
    }
  });

  it("a code never moves the gift: without a campaign the gift stays with the general fund, untagged", async () => {
    const created = await give({ campaign: "", embed: forestCode.id });
    const row = await donationOf(created.pg_id);
    expect(row.campaignSlug).toBeNull();
    expect(row.embedCodeId).toBeNull();
  });

  it("a page's code is kept on the page's gifts only; the campaign's code is not kept on a page's gift", async () => {
    const page = await livePage(h, owner, "Sepeda untuk hutan");
    const pageCode = await makeEmbed(h, staff, { target: { kind: "fundraiser_page", slug: page.slug } });
    const throughPage = await createPayment(
      h,
      "single",
      donationForm({ fundraiser_page: page.slug, embed: pageCode.id, email: "page-1@example.test" }),
    );
    expect((await donationOf(throughPage.pg_id)).embedCodeId).toBe(pageCode.id);
    const campaignCodeOnPage = await createPayment(
      h,
      "single",
      donationForm({ fundraiser_page: page.slug, embed: forestCode.id, email: "page-2@example.test" }),
    );
    expect((await donationOf(campaignCodeOnPage.pg_id)).embedCodeId).toBeNull();
    const pageCodeOnCampaign = await createPayment(
      h,
      "single",
      donationForm({ campaign: forestCampaign, embed: pageCode.id, email: "page-3@example.test" }),
    );
    expect((await donationOf(pageCodeOnCampaign.pg_id)).embedCodeId).toBeNull();
  });

  it("a monthly plan's first gift keeps the code too", async () => {
    const created = await createPayment(
      h,
      "recurring",
      donationForm({
        campaign: forestCampaign,
        embed: forestCode.id,
        email: "monthly@example.test",
        interval: "MONTH",
        interval_count: "1",
        amount: "50000",
      }),
    );
    expect((await donationOf(created.pg_id)).embedCodeId).toBe(forestCode.id);
  });
});

describe("return_to: back to the partner, never elsewhere", () => {
  function returnOf(url: string): string | null {
    return new URL(url).searchParams.get("return_to");
  }

  it("an allowed origin (any case, a trailing slash) rides to the provider's page and back, normalized", async () => {
    const created = await give({ embed: forestCode.id, return_to: "HTTPS://Sekolah-Harapan.sch.id/" });
    expect(returnOf(created.invoice_url)).toBe(partner);
    const paid = await h.app.request(
      new URL(created.invoice_url).pathname + new URL(created.invoice_url).search,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ outcome: "paid" }).toString(),
      },
    );
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get("location") ?? "");
    expect(back.origin).toBe(siteOrigin);
    expect(back.pathname).toBe("/donation/result");
    expect(back.searchParams.get("return_to")).toBe(partner);
    expect(back.searchParams.get("embed")).toBe(forestCode.id);
  });

  it("any other value is ignored: the gift goes on and the result page is the site's own, with no return_to", async () => {
    const attacks = [
      "https://evil.example",
      "https://sekolah-harapan.sch.id.evil.example",
      "https://sekolah-harapan.sch.id@evil.example",
      "https://evil.example/?https://sekolah-harapan.sch.id",
      "https://sekolah-harapan.sch.id/../evil",
      "https://sekolah-harapan.sch.id/path",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "http://sekolah-harapan.sch.id",
      "https://lake-partner.example.org",
      "https://sekolah-harapan.sch.id\r\nLocation: https://evil.example",
      "*",
      "",
    ];
    for (const returnTo of attacks) {
      const created = await give({ embed: forestCode.id, return_to: returnTo });
      expect(returnOf(created.invoice_url), returnTo).toBeNull();
      expect((await donationOf(created.pg_id)).embedCodeId).toBe(forestCode.id);
    }
    // Without a code that fits the gift, even an allowed origin is ignored.
    const foreign = await give({ embed: lakeCode.id, return_to: partner });
    expect(returnOf(foreign.invoice_url)).toBeNull();
    const none = await give({ return_to: partner });
    expect(returnOf(none.invoice_url)).toBeNull();
    const twice = await give({ embed: forestCode.id, return_to: `${partner} ${partner}` });
    expect(returnOf(twice.invoice_url)).toBeNull();
  });

  it("a return_to added to the pay page's address afterwards is checked again on the way back", async () => {
    const created = await give({ embed: forestCode.id });
    for (const returnTo of ["https://evil.example", "https://lake-partner.example.org"]) {
      const url = new URL(created.invoice_url);
      url.searchParams.set("return_to", returnTo);
      const page = await h.app.request(url.pathname + url.search);
      expect(page.status).toBe(200);
      expect(await page.text()).not.toContain("evil.example");
    }
    const url = new URL(created.invoice_url);
    url.searchParams.set("return_to", "https://evil.example");
    const paid = await h.app.request(url.pathname + url.search, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ outcome: "failed" }).toString(),
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get("location") ?? "");
    expect(back.origin).toBe(siteOrigin);
    expect(back.searchParams.get("return_to")).toBeNull();
  });
});
