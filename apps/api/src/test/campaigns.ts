import { crc32 } from "node:zlib";
import type { CampaignInput } from "@rimbun/contract";
import sharp from "sharp";

/** A complete, publishable campaign input (override what a test is about). */
export function campaignInput(overrides: Partial<CampaignInput> = {}): CampaignInput {
  return {
    slug: "tanam-pohon-cianjur",
    kind: "campaign",
    title: { id: "Tanam Pohon Cianjur", en: "Tree Planting in Cianjur" },
    summary: {
      id: "Menanam 5.000 pohon di lereng Cianjur.",
      en: "Planting 5,000 trees on Cianjur's slopes.",
    },
    place: { id: "Cianjur, Jawa Barat", en: "Cianjur, West Java" },
    story: {
      id: "Lereng gundul **berbahaya**.\n\n- bibit\n- perawatan",
      en: "Bare slopes are **dangerous**.\n\n- seedlings\n- care",
    },
    uses: { id: "- Bibit pohon", en: "- Seedlings" },
    target: 50_000_000,
    starts_on: "2026-11-01",
    ends_on: "2027-10-31",
    cover: null,
    scene: "forest",
    sort_order: 5,
    ...overrides,
  };
}

/** A real picture of the given size, encoded by sharp (a gradient-free solid colour keeps it small). */
export async function pictureBytes(
  width: number,
  height: number,
  format: "png" | "jpeg" | "webp" = "png",
): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 60 } } });
  const encoded = format === "png" ? image.png() : format === "jpeg" ? image.jpeg() : image.webp();
  return new Uint8Array(await encoded.toBuffer());
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  const typed = new TextEncoder().encode(type);
  out.set(typed, 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/**
 * A decompression bomb's header: a valid PNG of a few dozen bytes that claims `width` x `height`
 * pixels. Decoding it would allocate gigabytes; the upload must refuse it from the header alone.
 */
export function pngClaiming(width: number, height: number): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const parts = [
    signature,
    chunk("IHDR", header),
    chunk("IDAT", Uint8Array.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk("IEND", new Uint8Array()),
  ];
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
