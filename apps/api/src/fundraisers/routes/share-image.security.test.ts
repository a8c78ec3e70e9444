import { readFileSync } from "node:fs";
import type { OwnFundraiserPage, PublicFundraiserPage } from "@rimbun/contract";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaigns, fundraiserPages } from "../../platform/db/schema/index.ts";
import { logoFile } from "../../platform/http/link-page-assets.ts";
import { createPage } from "../../test/fundraisers.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { SHARE_HEIGHT, SHARE_WIDTH, type ShareCardText } from "../share-card.tsx";
import { shareCardSvg, shareCardText } from "../share-image.ts";

/* The share image (docs/product/fundraisers.md#pages): public, but only for a shown page; what people type is data. */

let h: Harness;
let donor: string;
let buddy: string;
let staff: string;
let page: OwnFundraiserPage;

const breakOut = `</text><script>alert(1)</script><svg onload=alert(2)>&amp; "q" 'a' &`;
const sharePath = (slug: string, query = "") => `/v1/site/fundraisers/${slug}/share.png${query}`;

async function pageId(slug: string): Promise<string> {
  const [row] = await h.db
    .select({ id: fundraiserPages.id })
    .from(fundraiserPages)
    .where(eq(fundraiserPages.slug, slug));
  return row?.id ?? "";
}

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "giver@example.test" });
  await h.createUser({ email: "buddy@example.test", role: "volunteer", name: breakOut });
  await h.createUser({ email: "officer@example.test", role: "staff" });
  donor = await h.login("giver@example.test");
  buddy = await h.login("buddy@example.test");
  staff = await h.login("officer@example.test");
  page = await createPage(h, buddy, { title: breakOut.slice(0, 80), title_alt: breakOut.slice(0, 80) });
});
afterAll(() => h.close());

describe("which pages have an image", () => {
  it("pending, hidden, closed pages and pages of an unpublished campaign are a 404 like an unknown slug, never cached", async () => {
    const pending = await createPage(h, donor, { title: "Menunggu review" });
    expect(pending.status).toBe("pending_review");
    const hidden = await createPage(h, buddy, { title: "Disembunyikan" });
    const hide = await h.request("POST", `/v1/admin/fundraisers/pages/${await pageId(hidden.slug)}/hide`, {
      cookie: staff,
      json: { reason: "Spam" },
    });
    expect(hide.status).toBe(200);
    const closed = await createPage(h, buddy, { title: "Ditutup" });
    await h.request("POST", `/v1/fundraisers/pages/${closed.slug}/status`, {
      cookie: buddy,
      json: { status: "closed" },
    });
    await h.db
      .insert(campaigns)
      .values({ slug: "draft-campaign", kind: "campaign", status: "published", target: 1 } as never);
    const ofDraft = await createPage(h, buddy, { title: "Kampanye draf", campaign: "draft-campaign" });
    await h.db.update(campaigns).set({ status: "draft" }).where(eq(campaigns.slug, "draft-campaign"));

    const unknown = await h.request("GET", sharePath("no-such-page"));
    expect(unknown.status).toBe(404);
    const unknownBody = await unknown.json();
    for (const slug of [pending.slug, hidden.slug, closed.slug, ofDraft.slug]) {
      for (const query of ["", "?locale=en"]) {
        const response = await h.request("GET", sharePath(slug, query));
        expect(response.status, slug).toBe(404);
        expect(response.headers.get("content-type")).toMatch(/json/);
        expect(await response.json()).toEqual(unknownBody);
        expect(response.headers.get("cache-control") ?? "").not.toMatch(/public/);
        expect(response.headers.get("etag")).toBeNull();
      }
      // The owner's or a staffer's session shows nothing more: the image is the public page's.
      for (const cookie of [buddy, staff]) {
        expect((await h.request("GET", sharePath(slug), { cookie })).status).toBe(404);
      }
    }
  });

  it("a page hidden after its image was made is a 404 at once for this process", async () => {
    const shown = await createPage(h, buddy, { title: "Tampil lalu disembunyikan" });
    expect((await h.request("GET", sharePath(shown.slug))).status).toBe(200);
    await h.request("POST", `/v1/admin/fundraisers/pages/${await pageId(shown.slug)}/hide`, {
      cookie: staff,
      json: { reason: "Spam" },
    });
    expect((await h.request("GET", sharePath(shown.slug))).status).toBe(404);
  });
});

describe("what input may be", () => {
  it("an unknown locale is a 400; a missing one is Indonesian", async () => {
    for (const query of [
      "?locale=fr",
      "?locale=",
      "?locale=ID",
      "?locale=en&locale=id",
      `?locale=${"x".repeat(5000)}`,
    ]) {
      const response = await h.request("GET", sharePath(page.slug, query));
      expect(response.status, query).toBe(400);
      expect(response.headers.get("cache-control") ?? "").not.toMatch(/public/);
    }
    const plain = await h.request("GET", sharePath(page.slug));
    const indonesian = await h.request("GET", sharePath(page.slug, "?locale=id"));
    expect(plain.headers.get("etag")).toBe(indonesian.headers.get("etag"));
  });

  it("a huge or odd slug is refused or unknown, never a 500", async () => {
    const cases: [string, number][] = [
      ["x".repeat(101), 400],
      ["x".repeat(20_000), 400],
      [encodeURIComponent("<script>"), 404],
      [encodeURIComponent("' or 1=1 --"), 404],
      ["%00", 404],
      ["a%00b", 404],
      ["%F0%9F%98%80", 404],
    ];
    for (const [slug, status] of cases) {
      const response = await h.request("GET", sharePath(slug));
      expect(response.status, slug.slice(0, 20)).toBe(status);
    }
  });

  it("other methods are not the image", async () => {
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await h.request(method, sharePath(page.slug), { cookie: buddy, json: {} });
      expect(response.status, method).toBeGreaterThanOrEqual(400);
      expect(response.headers.get("content-type") ?? "").not.toMatch(/image/);
    }
  });
});

describe("what people type stays data", () => {
  it("a title and an owner's name that try to break out of SVG text render as a normal image", async () => {
    for (const locale of ["id", "en"]) {
      const response = await h.request("GET", sharePath(page.slug, `?locale=${locale}`));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      const metadata = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format: "png",
        width: SHARE_WIDTH,
        height: SHARE_HEIGHT,
      });
    }
  });

  it("the SVG between satori and sharp holds the texts as drawn paths, never as markup", async () => {
    const card: ShareCardText = {
      lang: "en",
      eyebrow: breakOut,
      title: breakOut,
      byline: breakOut,
      forCampaign: breakOut,
      raised: breakOut,
      ofGoal: breakOut,
      percentLabel: breakOut,
      percent: 50,
      hasPhoto: false,
      logo: `data:image/svg+xml;base64,${readFileSync(logoFile).toString("base64")}`,
    };
    const svg = await shareCardSvg(card);
    expect(svg).not.toMatch(/<script|onload|alert|<\/text>/i);
    expect(svg).not.toContain("&amp;amp;");
    const metadata = await sharp(Buffer.from(svg)).metadata();
    expect(metadata.width).toBe(SHARE_WIDTH);
  });

  it("an owner without a name gets no byline (never an e-mail or anything else in its place)", async () => {
    const response = await h.request("GET", `/v1/site/fundraisers/${page.slug}`);
    const { result } = (await response.json()) as { result: PublicFundraiserPage };
    const card = shareCardText({ ...result, owner: { display_name: "  ", avatar: null } }, "id", "data:,");
    expect(card.byline).toBeNull();
    expect(shareCardText(result, "en", "data:,").byline).toContain(breakOut);
  });
});
