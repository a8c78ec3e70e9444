import { writeFileSync } from "node:fs";
import { FUNDRAISER_SHARE_IMAGE, fundraiserShareImagePath, type OwnFundraiserPage } from "@rimbun/contract";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignsChanged } from "../../campaigns/recent-answers.ts";
import { fundraiserPages, fundraiserPageTotals } from "../../platform/db/schema/index.ts";
import { pictureBytes } from "../../test/campaigns.ts";
import { createPage } from "../../test/fundraisers.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { file } from "../../test/images.ts";

/* A shown page's share image (docs/product/fundraisers.md#pages): size, language, photo, figures, caching. */

let h: Harness;
let buddy: string;
let withPhoto: OwnFundraiserPage;
let withoutPhoto: OwnFundraiserPage;

/** Set SHARE_IMAGE_DIR to keep the images the tests fetched (to look at them). */
const keepDir = process.env.SHARE_IMAGE_DIR;

async function image(slug: string, locale: "id" | "en", headers: Record<string, string> = {}) {
  const response = await h.request("GET", fundraiserShareImagePath(slug, locale), { headers });
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (keepDir && response.status === 200) writeFileSync(`${keepDir}/${slug}-${locale}.png`, bytes);
  return { response, bytes };
}

/** The colour of one pixel of a PNG. */
async function pixel(bytes: Uint8Array, x: number, y: number): Promise<[number, number, number]> {
  const { data } = await sharp(bytes)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
}

async function setRaised(slug: string, raised: number) {
  const [row] = await h.db
    .select({ id: fundraiserPages.id })
    .from(fundraiserPages)
    .where(eq(fundraiserPages.slug, slug));
  await h.db
    .insert(fundraiserPageTotals)
    .values({ pageId: row?.id ?? "", raised, gifts: 1, donorCount: 1 })
    .onConflictDoUpdate({ target: fundraiserPageTotals.pageId, set: { raised } });
  campaignsChanged(); // written behind the services' back, as a payment's transaction would say
}

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "buddy@example.test", role: "volunteer", name: "Budi Santoso" });
  buddy = await h.login("buddy@example.test");
  const upload = await h.request("POST", "/v1/fundraisers/photos", {
    cookie: buddy,
    multipart: { file: file(await pictureBytes(1600, 1000, "jpeg"), "hutan.jpg", "image/jpeg") },
  });
  const photo = (await json<{ result: { id: string } }>(upload)).result.id;
  withPhoto = await createPage(h, buddy, {
    title: "Menanam seribu pohon mangrove di pesisir utara Jawa bersama keluarga dan sahabat",
    title_alt: "A thousand mangroves on Java's north coast, planted with family and friends",
    photo,
    goal: 20_000_000,
  });
  withoutPhoto = await createPage(h, buddy, { title: "Ulang tahun Budi untuk hutan", campaign: null });
  await setRaised(withPhoto.slug, 12_750_000);
});
afterAll(() => h.close());

describe("the share image", () => {
  it("is a 1200×630 PNG in each language, cached publicly with an ETag", async () => {
    for (const page of [withPhoto, withoutPhoto]) {
      const tags = new Set<string>();
      for (const locale of ["id", "en"] as const) {
        const { response, bytes } = await image(page.slug, locale);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe(FUNDRAISER_SHARE_IMAGE.type);
        expect(response.headers.get("cache-control")).toBe("public, max-age=300, stale-while-revalidate=600");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        expect(response.headers.get("set-cookie")).toBeNull();
        const metadata = await sharp(bytes).metadata();
        expect([metadata.format, metadata.width, metadata.height]).toEqual([
          "png",
          FUNDRAISER_SHARE_IMAGE.width,
          FUNDRAISER_SHARE_IMAGE.height,
        ]);
        tags.add(response.headers.get("etag") ?? "");
      }
      // The texts and the amounts are each language's own.
      expect(tags.size).toBe(2);
    }
  });

  it("shows the page's photo on the right, the foundation's deep green without one", async () => {
    const photo = await image(withPhoto.slug, "id");
    // pictureBytes paints rgb(40, 120, 60); JPEG and WebP move it a little.
    const [r, g, b] = await pixel(photo.bytes, 1000, 600);
    expect(Math.abs(r - 40) + Math.abs(g - 120) + Math.abs(b - 60)).toBeLessThan(24);
    const plain = await image(withoutPhoto.slug, "id");
    expect(await pixel(plain.bytes, 1190, 10)).toEqual([0x0f, 0x3b, 0x24]);
  });

  it("answers 304 to the ETag it gave; a new raised figure is a new image", async () => {
    const first = await image(withPhoto.slug, "en");
    const etag = first.response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await image(withPhoto.slug, "en", { "if-none-match": etag });
    expect(again.response.status).toBe(304);
    expect(again.bytes.byteLength).toBe(0);
    await setRaised(withPhoto.slug, 19_000_000);
    const after = await image(withPhoto.slug, "en", { "if-none-match": etag });
    expect(after.response.status).toBe(200);
    expect(after.response.headers.get("etag")).not.toBe(etag);
    expect(Buffer.from(after.bytes).equals(Buffer.from(first.bytes))).toBe(false);
  });

  it("an unchanged page is drawn once: the next asks get the kept bytes", async () => {
    const first = await image(withoutPhoto.slug, "en");
    const started = performance.now();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => image(withoutPhoto.slug, "en")));
    const elapsed = performance.now() - started;
    for (const answer of answers)
      expect(Buffer.from(answer.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    // Five fresh renders take seconds on this machine; five kept answers take a few database reads.
    expect(elapsed).toBeLessThan(2_000);
  });
});
