import type { CampaignCard, CampaignPage, Image, StaffCampaign, StaffCampaignUpdate } from "@rimbun/contract";
import { parseRichText } from "@rimbun/domain/rich-text";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCampaigns } from "../../platform/db/campaigns-seed.ts";
import { auditLog, jobs } from "../../platform/db/schema/index.ts";
import { campaignInput, pictureBytes } from "../../test/campaigns.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { file } from "../../test/images.ts";
import { createPayment, donationForm, payOnSandbox } from "../../test/payments.ts";

/* Campaigns run from the API: the site reads them, staff create, publish and post updates. */

let h: Harness;
let staff: string;
let admin: string;
let staffId: string;

beforeAll(async () => {
  h = await createHarness();
  staffId = (await h.createUser({ email: "officer@example.test", role: "staff" })).id;
  await h.createUser({ email: "chief@example.test", role: "admin" });
  staff = await h.login("officer@example.test");
  admin = await h.login("chief@example.test");
});
afterAll(() => h.close());

async function result<T>(response: Response): Promise<T> {
  const body = await json<{ result: T; error: boolean }>(response);
  if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return body.result;
}

describe("the seeded campaigns and programmes", () => {
  it("lists the six for the landing in their order, with texts in both languages and a 15 + 15 s cache", async () => {
    const response = await h.request("GET", "/v1/site/campaigns", { origin: null });
    expect(response.headers.get("cache-control")).toBe("public, max-age=15, stale-while-revalidate=15");
    const cards = await result<CampaignCard[]>(response);
    expect(cards.map((card) => card.slug)).toEqual(seedCampaigns.map((campaign) => campaign.slug));
    expect(cards.filter((card) => card.kind === "campaign")).toHaveLength(3);
    const first = cards[0];
    expect(first).toMatchObject({
      slug: "bersama-jaga-alam-kita",
      status: "published",
      title: { id: "Bersama Jaga Alam Kita", en: "Guarding Our Nature Together" },
      target: 500_000_000,
      raised: 0,
      donor_count: 0,
      scene: "forest",
      cover: null,
      funds_used: 0,
      starts_on: "2026-03-01",
    });
    expect(first).not.toHaveProperty("story");
    // A programme takes no tagged gifts: what it raised so far is recorded offline.
    expect(cards.find((card) => card.slug === "mangrove-pesisir-utara")).toMatchObject({
      kind: "programme",
      raised: 276_000_000,
    });
    expect(parseRichText(first?.uses.en ?? "")).toEqual([
      {
        type: "list",
        items: expect.arrayContaining([[{ type: "text", text: "Training for forest farmer groups" }]]),
      },
    ]);
  });

  it("serves a campaign page with its story as rich text; a programme has no page", async () => {
    const page = await result<CampaignPage>(
      await h.request("GET", "/v1/site/campaigns/bantu-hara-jaga-situ-gede"),
    );
    expect(parseRichText(page.story.id)).toHaveLength(2);
    expect(page.updates).toEqual([]);
    expect((await h.request("GET", "/v1/site/campaigns/persemaian-desa")).status).toBe(404);
  });

  it("the figures calls name the campaign (the donation flow shows its title)", async () => {
    const figures = await result<{ slug: string; title: { en: string } }>(
      await h.request("GET", "/v1/campaigns/bantu-hara-jaga-situ-gede"),
    );
    expect(figures.title.en).toBe("Help Hara Protect Situ Gede");
  });

  it("running the seed again (every start) changes nothing a staffer edited", async () => {
    const current = await result<StaffCampaign>(
      await h.request("GET", "/v1/admin/campaigns/sungai-bersih-cisadane", { cookie: staff }),
    );
    await result(
      await h.request("PUT", "/v1/admin/campaigns/sungai-bersih-cisadane", {
        cookie: staff,
        json: {
          ...campaignInput({ slug: "sungai-bersih-cisadane", kind: "programme" }),
          title: { id: "Cisadane", en: "Cisadane" },
        },
      }),
    );
    const { ensureCampaigns } = await import("../../platform/db/campaigns-seed.ts");
    await ensureCampaigns(h.db);
    const after = await result<StaffCampaign>(
      await h.request("GET", "/v1/admin/campaigns/sungai-bersih-cisadane", { cookie: staff }),
    );
    expect(after.title).toEqual({ id: "Cisadane", en: "Cisadane" });
    expect(current.slug_locked).toBe(true);
  });
});

describe("a staffer runs a campaign", () => {
  let cover: Image;

  it("uploads a cover: AVIF and WebP at the widths it can fill, served immutable", async () => {
    const bytes = await pictureBytes(1200, 800, "jpeg");
    cover = await result<Image>(
      await h.request("POST", "/v1/admin/images", {
        cookie: staff,
        multipart: { file: file(bytes, "cover.jpg", "image/jpeg") },
      }),
    );
    expect(cover).toMatchObject({ width: 1200, height: 800, alt: { id: "", en: "" } });
    expect(cover.urls.webp).toBe(`http://api.test/v1/images/${cover.id}/960.webp`);
    expect(cover.srcset.avif).toBe(
      [480, 960, 1200]
        .map((width) => `http://api.test/v1/images/${cover.id}/${width}.avif ${width}w`)
        .join(", "),
    );
    const served = await h.request("GET", `/v1/images/${cover.id}/480.avif`, { origin: null });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/avif");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([480, 320]);
    const webp = await h.request("GET", `/v1/images/${cover.id}/1200.webp`);
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).format).toBe("webp");
    expect((await h.request("GET", `/v1/images/${cover.id}/1600.webp`)).status).toBe(404);
  });

  it("creates a draft: not on the landing, 404 on the site, listed for staff", async () => {
    const created = await result<StaffCampaign>(
      await h.request("POST", "/v1/admin/campaigns", {
        cookie: staff,
        json: campaignInput({ cover: { id: cover.id, alt: { id: "Lereng", en: "Slope" } } }),
      }),
    );
    expect(created).toMatchObject({ status: "draft", slug_locked: false, updates: [] });
    expect(created.cover?.alt).toEqual({ id: "Lereng", en: "Slope" });
    const cards = await result<CampaignCard[]>(await h.request("GET", "/v1/site/campaigns"));
    expect(cards.map((card) => card.slug)).not.toContain("tanam-pohon-cianjur");
    expect((await h.request("GET", "/v1/site/campaigns/tanam-pohon-cianjur")).status).toBe(404);
    expect((await h.request("GET", "/v1/campaigns/tanam-pohon-cianjur")).status).toBe(404);
    const rows = await result<{ slug: string; status: string }[]>(
      await h.request("GET", "/v1/admin/campaigns", { cookie: admin }),
    );
    expect(rows.find((row) => row.slug === "tanam-pohon-cianjur")?.status).toBe("draft");
  });

  it("renames the draft while it was never published", async () => {
    const renamed = await result<StaffCampaign>(
      await h.request("PUT", "/v1/admin/campaigns/tanam-pohon-cianjur", {
        cookie: staff,
        json: campaignInput({
          slug: "hutan-cianjur",
          cover: { id: cover.id, alt: { id: "Lereng", en: "Slope" } },
        }),
      }),
    );
    expect(renamed.slug).toBe("hutan-cianjur");
    expect(
      (await h.request("GET", "/v1/admin/campaigns/tanam-pohon-cianjur", { cookie: staff })).status,
    ).toBe(404);
  });

  it("previews the draft on the site with a 15-minute link for that slug", async () => {
    const preview = await result<{ url: string; expires_at: string }>(
      await h.request("POST", "/v1/admin/campaigns/hutan-cianjur/preview", { cookie: staff, json: {} }),
    );
    const url = new URL(preview.url);
    expect(url.origin + url.pathname).toBe("http://site.test/campaign/hutan-cianjur");
    const token = url.searchParams.get("preview") ?? "";
    const shown = await h.request(
      "GET",
      `/v1/site/campaigns/hutan-cianjur?preview=${encodeURIComponent(token)}`,
    );
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    expect((await result<CampaignPage>(shown)).status).toBe("draft");
  });

  it("publishes with a reason: on the landing, takes gifts, slug fixed, audited", async () => {
    const published = await result<StaffCampaign>(
      await h.request("POST", "/v1/admin/campaigns/hutan-cianjur/status", {
        cookie: staff,
        json: { status: "published", reason: "Approved by the board" },
      }),
    );
    expect(published).toMatchObject({ status: "published", slug_locked: true });
    const cards = await result<CampaignCard[]>(await h.request("GET", "/v1/site/campaigns"));
    expect(cards.find((card) => card.slug === "hutan-cianjur")?.cover?.id).toBe(cover.id);
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "campaign.publish"), eq(auditLog.subject, "campaign:hutan-cianjur")));
    expect(entry).toMatchObject({
      actorUserId: staffId,
      data: { reason: "Approved by the board", from: "draft" },
    });

    const gift = await createPayment(
      h,
      "single",
      donationForm({ campaign: "hutan-cianjur", amount: "75000" }),
    );
    await payOnSandbox(h, gift.pg_id);
    const page = await result<CampaignPage>(await h.request("GET", "/v1/site/campaigns/hutan-cianjur"));
    expect(page).toMatchObject({ raised: 75_000, donor_count: 1 });

    const rename = await h.request("PUT", "/v1/admin/campaigns/hutan-cianjur", {
      cookie: staff,
      json: campaignInput({ slug: "hutan-baru" }),
    });
    expect(rename.status).toBe(409);
    expect(await json(rename)).toMatchObject({ fields: { slug: "campaign.slugLocked" } });
  });

  let update: StaffCampaignUpdate;

  it("posts an update with a photo and funds used: the page shows it, the mail job is queued with it", async () => {
    const photo = await result<Image>(
      await h.request("POST", "/v1/admin/images", {
        cookie: staff,
        multipart: { file: file(await pictureBytes(300, 200, "png"), "p.png", "image/png") },
      }),
    );
    update = await result<StaffCampaignUpdate>(
      await h.request("POST", "/v1/admin/campaigns/hutan-cianjur/updates", {
        cookie: staff,
        json: {
          body: { id: "2.000 bibit **sudah ditanam**.", en: "2,000 seedlings **planted**." },
          photo: { id: photo.id, alt: { id: "Bibit", en: "Seedlings" } },
          funds_used: { amount: 20_000, description: { id: "Bibit", en: "Seedlings" } },
          reason: "Planting done",
        },
      }),
    );
    expect(update).toMatchObject({ hidden_at: null, funds_used: { amount: 20_000 } });
    expect(update.photo?.srcset.webp).toBe(`http://api.test/v1/images/${photo.id}/300.webp 300w`);
    const [job] = await h.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `campaign-update-mails:${update.id}`));
    expect(job).toMatchObject({ kind: "campaign-update-mails", payload: { update_id: update.id } });
    // The whole way to the donor: the fan-out job, the donor's own job, one mail in the outbox.
    await h.advanceTo(new Date(h.clock.current.getTime() + 60_000));
    const mails = (await h.outbox("giver@example.test")).filter((mail) => mail.subject.includes("Cianjur"));
    expect(mails).toHaveLength(1);

    h.clock.current = new Date(h.clock.current.getTime() + 60_000);
    const later = await result<StaffCampaignUpdate>(
      await h.request("POST", "/v1/admin/campaigns/hutan-cianjur/updates", {
        cookie: admin,
        json: { body: { id: "Kabar kedua", en: "Second news" }, reason: "Monthly news" },
      }),
    );
    const page = await result<CampaignPage>(await h.request("GET", "/v1/site/campaigns/hutan-cianjur"));
    expect(page.updates.map((item) => item.id)).toEqual([later.id, update.id]);
    expect(page.funds_used).toBe(20_000);
  });

  it("hides an update with a reason: gone from the page and its funds, kept for staff", async () => {
    const hidden = await result<StaffCampaignUpdate>(
      await h.request("DELETE", `/v1/admin/campaigns/hutan-cianjur/updates/${update.id}`, {
        cookie: staff,
        json: { reason: "Wrong figure" },
      }),
    );
    expect(hidden.hidden_at).not.toBeNull();
    const page = await result<CampaignPage>(await h.request("GET", "/v1/site/campaigns/hutan-cianjur"));
    expect(page.updates.map((item) => item.id)).not.toContain(update.id);
    expect(page.funds_used).toBe(0);
    const full = await result<StaffCampaign>(
      await h.request("GET", "/v1/admin/campaigns/hutan-cianjur", { cookie: staff }),
    );
    expect(full.updates.find((item) => item.id === update.id)?.hidden_at).toBe(hidden.hidden_at);
    const again = await result<StaffCampaignUpdate>(
      await h.request("DELETE", `/v1/admin/campaigns/hutan-cianjur/updates/${update.id}`, {
        cookie: staff,
        json: { reason: "Twice" },
      }),
    );
    expect(again.hidden_at).toBe(hidden.hidden_at);
    const entries = await h.db.select().from(auditLog).where(eq(auditLog.action, "campaign.update.hide"));
    expect(entries).toHaveLength(1);
  });

  it("closes the campaign: the page stays, new gifts are refused", async () => {
    await result(
      await h.request("POST", "/v1/admin/campaigns/hutan-cianjur/status", {
        cookie: staff,
        json: { status: "closed", reason: "Target reached" },
      }),
    );
    const page = await result<CampaignPage>(await h.request("GET", "/v1/site/campaigns/hutan-cianjur"));
    expect(page.status).toBe("closed");
    const cards = await result<CampaignCard[]>(await h.request("GET", "/v1/site/campaigns"));
    expect(cards.map((card) => card.slug)).not.toContain("hutan-cianjur");
    await expect(createPayment(h, "single", donationForm({ campaign: "hutan-cianjur" }))).rejects.toThrow(
      /createPayment 400: .*campaign\.unknown/,
    );
  });
});
