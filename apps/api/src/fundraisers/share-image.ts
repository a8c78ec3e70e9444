import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { PublicFundraiserPage } from "@rimbun/contract";
import { textsFor } from "@rimbun/domain/fundraiser-texts";
import { formatRupiah } from "@rimbun/domain/money";
import { formatNumber } from "@rimbun/i18n/format";
import { LRUCache } from "lru-cache";
import { createElement } from "react";
import type { Font } from "satori";
import sharp from "sharp";
import type { Database } from "../platform/db/client.ts";
import type { Locale } from "../platform/db/schema/users.ts";
import { translate } from "../platform/http/i18n.ts";
import { logoFile } from "../platform/http/link-page-assets.ts";
import { loadImageSizes, readImageVariant } from "../platform/images/images.ts";
import {
  PHOTO_WIDTH,
  SHARE_FONTS,
  SHARE_HEIGHT,
  SHARE_WIDTH,
  ShareCard,
  type ShareCardText,
} from "./share-card.tsx";

/*
 * The share image of a fundraiser page (docs/product/fundraisers.md#pages, docs/decisions/fundraisers.md#share-image):
 * a 1200×630 PNG that WhatsApp, Facebook and X show beside a shared link. satori lays the card out with the
 * foundation's typeface (static weights of @fontsource/plus-jakarta-sans, read from node_modules: no
 * network) and draws its text as paths; sharp turns the SVG into pixels and lays the page's photo over the
 * right panel. Rendering takes tens of milliseconds, so the bytes are kept in a small in-process cache keyed
 * by everything drawn: a new title, name or raised figure is a new key, an unchanged page costs nothing.
 */

const messages = {
  eyebrow: /*i18n*/ { id: "fundraiser.shareImage.eyebrow", message: "Fundraiser" },
  byOwner: /*i18n*/ { id: "fundraiser.shareImage.byOwner", message: "A fundraiser by {name}" },
  forCampaign: /*i18n*/ { id: "fundraiser.shareImage.forCampaign", message: "Raising for {campaign}" },
  forGeneralFund: /*i18n*/ {
    id: "fundraiser.shareImage.forGeneralFund",
    message: "Raising for Yayasan Rimbun Lestari's general fund",
  },
  ofGoal: /*i18n*/ { id: "fundraiser.shareImage.ofGoal", message: "raised of {goal}" },
  percent: /*i18n*/ { id: "fundraiser.shareImage.percent", message: "{percent}% of the goal" },
};

/** What a page's card shows in one language: the cache key is made of exactly this. */
export function shareCardText(page: PublicFundraiserPage, locale: Locale, logo: string): ShareCardText {
  const name = page.owner.display_name.trim();
  const t = (descriptor: { id: string; message: string }, values?: Record<string, unknown>) =>
    translate(locale, descriptor, values);
  return {
    lang: locale,
    eyebrow: t(messages.eyebrow),
    title: textsFor(page, locale).main.title,
    byline: name ? t(messages.byOwner, { name }) : null,
    forCampaign: page.campaign
      ? t(messages.forCampaign, { campaign: page.campaign.title[locale] })
      : t(messages.forGeneralFund),
    raised: formatRupiah(page.raised, locale),
    ofGoal: t(messages.ofGoal, { goal: formatRupiah(page.goal, locale) }),
    percentLabel: t(messages.percent, { percent: formatNumber(page.progress, locale) }),
    percent: Math.max(0, Math.min(100, page.progress)),
    hasPhoto: page.photo !== null,
    logo,
  };
}

interface Assets {
  fonts: Font[];
  logo: string;
  satori: typeof import("satori").default;
}

let assets: Promise<Assets> | undefined;

/** satori (its layout engine is a few MB of WebAssembly) and the font files load on the first image only. */
function loadAssets(): Promise<Assets> {
  assets ??= (async () => {
    const resolve = createRequire(import.meta.url).resolve;
    const fontFile = (subset: string, weight: number) =>
      readFileSync(
        resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-${subset}-${weight}-normal.woff`),
      );
    // Latin for the texts, latin-ext for names with other Latin letters (ş, ő, ł…), at the card's weights;
    // satori keeps one font per name and weight, so the second subset is a family of its own.
    const weights = [500, 600, 700, 800] as const;
    const subsets = ["latin", "latin-ext"] as const;
    const fonts = weights.flatMap((weight) =>
      subsets.map((subset, index) => ({
        name: SHARE_FONTS[index] ?? SHARE_FONTS[0],
        data: fontFile(subset, weight),
        weight,
        style: "normal" as const,
      })),
    );
    const logo = `data:image/svg+xml;base64,${readFileSync(logoFile).toString("base64")}`;
    return { fonts, logo, satori: (await import("satori")).default };
  })();
  return assets;
}

/** The card as SVG (text drawn as paths); exported for the tests that read what reaches the SVG. */
export async function shareCardSvg(card: ShareCardText): Promise<string> {
  const { fonts, satori } = await loadAssets();
  return satori(createElement(ShareCard, { card }), { width: SHARE_WIDTH, height: SHARE_HEIGHT, fonts });
}

/** The photo's stored WebP at the width that covers the panel best: the narrowest at least 960 px wide. */
async function photoBytes(db: Database, imageId: string): Promise<Uint8Array | null> {
  const widths = (await loadImageSizes(db, [imageId])).get(imageId)?.widths ?? [];
  const width = widths.find((candidate) => candidate >= 960) ?? widths.at(-1);
  return width === undefined ? null : readImageVariant(db, imageId, width, "webp");
}

async function renderShareImage(
  db: Database,
  page: PublicFundraiserPage,
  card: ShareCardText,
): Promise<Uint8Array> {
  const svg = await shareCardSvg(card);
  const photo = page.photo ? await photoBytes(db, page.photo.id) : null;
  const layers = photo
    ? [
        {
          input: await sharp(photo, { limitInputPixels: 4_000_000, failOn: "error" })
            .resize({ width: PHOTO_WIDTH, height: SHARE_HEIGHT, fit: "cover", position: "attention" })
            .toBuffer(),
          left: SHARE_WIDTH - PHOTO_WIDTH,
          top: 0,
        },
      ]
    : [];
  // A palette PNG (quantised to 256 colours) keeps a card with a photo near 200 KB instead of 750: link
  // previews skip large images (WhatsApp's limit is about 300 KB), and the text stays sharp, unlike JPEG's.
  const png = await sharp(Buffer.from(svg)).composite(layers).png({ palette: true, quality: 90 }).toBuffer();
  return new Uint8Array(png);
}

/** Up to 32 MB of images in this process; the least recently shared page goes first. */
const rendered = new LRUCache<string, Uint8Array>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (bytes) => bytes.byteLength,
});
/** A burst of crawlers asking for one new image renders it once. */
const rendering = new Map<string, Promise<Uint8Array>>();

export interface ShareImage {
  bytes: Uint8Array;
  /** A hash of everything drawn: the cache's key and the answer's ETag. */
  tag: string;
}

/**
 * The page's share image in `locale` (the caller read the page through the shown-page rule: anything not
 * shown never gets here). Reads nothing per donation: the figures are the page's running totals.
 */
export async function fundraiserShareImage(
  db: Database,
  page: PublicFundraiserPage,
  locale: Locale,
): Promise<ShareImage> {
  const { logo } = await loadAssets();
  const card = shareCardText(page, locale, logo);
  const tag = createHash("sha256")
    .update(
      JSON.stringify({ slug: page.slug, photo: page.photo?.id ?? null, card: { ...card, logo: undefined } }),
    )
    .digest("base64url")
    .slice(0, 27);
  const kept = rendered.get(tag);
  if (kept) return { bytes: kept, tag };
  let pending = rendering.get(tag);
  if (!pending) {
    pending = renderShareImage(db, page, card)
      .then((bytes) => {
        rendered.set(tag, bytes);
        return bytes;
      })
      .finally(() => rendering.delete(tag));
    rendering.set(tag, pending);
  }
  return { bytes: await pending, tag };
}
