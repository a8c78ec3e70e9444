import { type PublicEmbed, validateResponse } from "@rimbun/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  campaigns,
  campaignTotals,
  fundraiserPages,
  fundraiserPageTotals,
} from "../../platform/db/schema/index.ts";
import { forestCampaign, lakeCampaign, livePage, makeEmbed } from "../../test/embeds.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { createPayment, deliverWebhook, donationForm } from "../../test/payments.ts";

/*
 * The public code: anyone may read it (partners' pages, from any origin), so it must answer everyone the
 * same, say nothing personal, cost the same at any number of gifts, and refuse what it does not know.
 */

let h: Harness;
let staff: string;
let donor: string;

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "officer@example.test", role: "staff" });
  await h.createUser({ email: "giver@example.test" });
  staff = await h.login("officer@example.test");
  donor = await h.login("giver@example.test");
});
afterAll(() => h.close());

const read = (id: string, options: Parameters<Harness["request"]>[2] = {}) =>
  h.request("GET", `/v1/embeds/${id}`, { origin: null, ...options });

async function publicOf(response: Response): Promise<PublicEmbed> {
  return validateResponse("getPublicEmbed", (await json<{ result: unknown }>(response)).result);
}

describe("a campaign's code", () => {
  it("answers its look, origins, both titles and the meter from the running totals", async () => {
    const code = await makeEmbed(h, staff, {
      allowed_origins: ["https://Partner.example.org/", "http://localhost:4321"],
      presets: [75_000, 150_000],
      colour: "#1F4E79",
      locale: "en",
      show_meter: false,
    });
    const response = await read(code.id);
    expect(response.status).toBe(200);
    const embed = await publicOf(response);
    const [campaign] = await h.db.select().from(campaigns).where(eq(campaigns.slug, forestCampaign));
    expect(embed).toEqual({
      id: code.id,
      locale: "en",
      presets: [75_000, 150_000],
      colour: "#1f4e79",
      show_meter: false,
      allowed_origins: ["https://partner.example.org", "http://localhost:4321"],
      target: {
        kind: "campaign",
        slug: forestCampaign,
        title: { id: campaign?.titleId, en: campaign?.titleEn },
      },
      meter: {
        raised_idr: expect.any(Number),
        goal_idr: campaign?.target,
        donors: expect.any(Number),
      },
    });
    expect(embed.target.title.id.length).toBeGreaterThan(0);
    expect(embed.target.title.en.length).toBeGreaterThan(0);
  });

  it("reads the meter from campaign_totals (plus gifts recorded offline), never by counting donations", async () => {
    const code = await makeEmbed(h, staff, { target: { kind: "campaign", slug: lakeCampaign } });
    // Totals no donation could add up to: the answer can only have come from the aggregate row.
    await h.db
      .insert(campaignTotals)
      .values({ campaignSlug: lakeCampaign, raised: 7_777_777, gifts: 3, donorCount: 41 })
      .onConflictDoUpdate({
        target: campaignTotals.campaignSlug,
        set: { raised: 7_777_777, gifts: 3, donorCount: 41 },
      });
    await h.db.update(campaigns).set({ raisedOffline: 1_000 }).where(eq(campaigns.slug, lakeCampaign));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const embed = await publicOf(await read(code.id));
    expect(embed.meter).toMatchObject({ raised_idr: 7_778_777, donors: 41 });
  });

  it("a paid gift moves the meter (after the short reuse)", async () => {
    const code = await makeEmbed(h, staff);
    const before = (await publicOf(await read(code.id))).meter;
    const payment = await createPayment(
      h,
      "single",
      donationForm({ campaign: forestCampaign, email: "new@example.test" }),
    );
    await deliverWebhook(h, { event_id: "evt-embed-meter", pg_id: payment.pg_id, outcome: "paid" });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const after = (await publicOf(await read(code.id))).meter;
    expect(after.raised_idr - before.raised_idr).toBe(100_000);
    expect(after.donors - before.donors).toBe(1);
  });
});

describe("a fundraiser page's code", () => {
  it("answers the page's titles in both languages and its own totals and goal", async () => {
    const page = await livePage(h, donor, "Lari pagi untuk hutan");
    const code = await makeEmbed(h, staff, { target: { kind: "fundraiser_page", slug: page.slug } });
    const [row] = await h.db.select().from(fundraiserPages).where(eq(fundraiserPages.slug, page.slug));
    await h.db
      .insert(fundraiserPageTotals)
      .values({ pageId: row?.id ?? "", raised: 123_000, gifts: 2, donorCount: 2 })
      .onConflictDoUpdate({
        target: fundraiserPageTotals.pageId,
        set: { raised: 123_000, gifts: 2, donorCount: 2 },
      });
    const embed = await publicOf(await read(code.id));
    expect(embed.target).toEqual({
      kind: "fundraiser_page",
      slug: page.slug,
      title: { id: "Lari pagi untuk hutan", en: "Lari pagi untuk hutan" },
    });
    expect(embed.meter).toEqual({ raised_idr: 123_000, goal_idr: page.goal, donors: 2 });
  });
});

describe("caching and origins", () => {
  it("a short public cache, an ETag, no cookie, readable from any origin without credentials", async () => {
    const code = await makeEmbed(h, staff);
    const response = await read(code.id, { origin: "https://sekolah-harapan.sch.id" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=30, stale-while-revalidate=60$/);
    expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("a signed-in reader gets the same bytes as anyone: nothing personal, no gift counts of the partner", async () => {
    const code = await makeEmbed(h, staff);
    const anonymous = await read(code.id);
    const text = await anonymous.clone().text();
    for (const cookie of [donor, staff]) {
      const signedIn = await read(code.id, { cookie });
      expect(await signedIn.text()).toBe(text);
    }
    for (const secret of ["partner_name", "Sekolah Harapan", "created_by", "gifts", "paid_idr", "@"]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe("refusals", () => {
  it("unknown, switched-off, malformed and huge ids: 400 or 404, never cached, never a 500", async () => {
    const off = await makeEmbed(h, staff);
    const patched = await h.request("PATCH", `/v1/staff/embeds/${off.id}`, {
      cookie: staff,
      json: { active: false, reason: "Partnership ended" },
    });
    expect(patched.status).toBe(200);
    const ids = [
      off.id,
      "ZZZZZZZZZZ",
      off.id.toLowerCase(),
      `${off.id}2`,
      "%00",
      "..%2F..%2Fetc%2Fpasswd",
      "'%20or%201=1--",
      "%F0%9F%8C%B3",
      "a".repeat(64),
    ];
    for (const id of ids) {
      const response = await read(id);
      expect(response.status, id).toBe(404);
      expect((await json(response)).code).toBe("NOT_FOUND");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
    expect((await read("a".repeat(20_000))).status).toBe(400);
  });

  it("a code whose campaign closed or whose page stopped is 404 (its button would only lead to a refusal)", async () => {
    const page = await livePage(h, donor, "Halaman yang berhenti");
    const pageCode = await makeEmbed(h, staff, { target: { kind: "fundraiser_page", slug: page.slug } });
    const pause = await h.request("POST", `/v1/fundraisers/pages/${page.slug}/status`, {
      cookie: donor,
      json: { status: "paused" },
    });
    expect(pause.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await read(pageCode.id)).status).toBe(404);
  });

  it("wrong methods are 404 and never cacheable", async () => {
    const code = await makeEmbed(h, staff);
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const response = await h.request(method, `/v1/embeds/${code.id}`, { json: {} });
      expect(response.status, method).toBe(404);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
  });
});
