import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, type Image, imageWidths, type Localized } from "@rimbun/contract";
import { and, asc, eq, inArray } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import { audit } from "../audit.ts";
import type { Services, Viewer } from "../context.ts";
import type { Database } from "../db/client.ts";
import { images, imageVariants } from "../db/schema/index.ts";
import { apiMessages } from "../http/api-messages.ts";
import { ApiError } from "../http/errors.ts";

/**
 * Campaign pictures and avatars. An upload is checked by its bytes (JPEG, PNG or WebP magic, never the
 * name or the browser's claim), decoded by sharp with a pixel limit read from the header before any
 * pixel is allocated (a decompression bomb is refused cheaply), turned upright, stripped of its
 * metadata (a phone photo's GPS position never reaches the site), and re-encoded at a few widths as
 * AVIF and WebP. The bytes live in the database: every API process serves them, no shared disk.
 */

const sharpInput = {
  limitInputPixels: IMAGE_MAX_PIXELS,
  failOn: "error",
  autoOrient: true,
  // The first frame of an animated WebP is enough for a cover.
  animated: false,
} as const;

type Format = "avif" | "webp";
const formats: readonly Format[] = ["avif", "webp"];
export const imageContentTypes: Record<Format, string> = { avif: "image/avif", webp: "image/webp" };

/** Uploads are processed one at a time per process: encoding AVIF is CPU-heavy and the box is small. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/** The widths to render: the fixed steps narrower than the original, then the original's width capped at the widest step. */
export function variantWidths(originalWidth: number): number[] {
  const widest = imageWidths[imageWidths.length - 1] ?? 1600;
  const top = Math.min(originalWidth, widest);
  return [...new Set([...imageWidths.filter((width) => width < top), top])];
}

/** The type is read from the file's first bytes, never from its name or the browser's claim. */
export function sniffImage(bytes: Uint8Array): "png" | "jpg" | "webp" | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0xff, 0xd8, 0xff)) return "jpg";
  const riff = starts(0x52, 0x49, 0x46, 0x46);
  const webp = bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50;
  if (riff && webp) return "webp";
  return null;
}

/** The message ids and form field an upload's refusals name (a campaign picture's or an avatar's). */
export interface ImageRefusals {
  field: string;
  type: string;
  tooManyPixels: string;
}

const campaignImageRefusals: ImageRefusals = {
  field: "file",
  type: apiMessages.imageType.id,
  tooManyPixels: apiMessages.imageTooManyPixels.id,
};

function refusal(code: "UNSUPPORTED_MEDIA" | "PAYLOAD_TOO_LARGE", messageId: string, field: string) {
  return new ApiError(code, { messageId, fields: { [field]: messageId } });
}

interface Rendered {
  width: number;
  height: number;
  variants: { width: number; format: Format; bytes: Uint8Array }[];
}

/**
 * Reads an upload's header only: JPEG, PNG or WebP by its bytes and by sharp, within the pixel limit.
 * Returns its upright width (EXIF orientations 5-8 swap the sides). Nothing is decoded yet.
 */
export async function checkImageHeader(
  bytes: Uint8Array,
  refusals: ImageRefusals,
): Promise<{ uprightWidth: number }> {
  const unsupported = () => refusal("UNSUPPORTED_MEDIA", refusals.type, refusals.field);
  const tooManyPixels = () => refusal("PAYLOAD_TOO_LARGE", refusals.tooManyPixels, refusals.field);
  if (!sniffImage(bytes)) throw unsupported();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, sharpInput).metadata();
  } catch (error) {
    // sharp refuses a header over `limitInputPixels` before decoding anything.
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw unsupported();
  }
  if (!metadata.format || !["jpeg", "png", "webp"].includes(metadata.format)) throw unsupported();
  const { width, height } = metadata;
  if (!width || !height) throw unsupported();
  if (width * height > IMAGE_MAX_PIXELS) throw tooManyPixels();
  return { uprightWidth: (metadata.orientation ?? 1) >= 5 ? height : width };
}

/**
 * Decodes, turns upright and re-encodes a checked upload as one square WebP of `size` pixels (an
 * avatar): like campaign pictures, no metadata survives (sharp writes none unless asked).
 */
export async function renderSquareWebp(
  bytes: Uint8Array,
  size: number,
  refusals: ImageRefusals,
): Promise<Uint8Array> {
  await checkImageHeader(bytes, refusals);
  return oneAtATime(async () => {
    try {
      const data = await sharp(bytes, sharpInput)
        .resize({ width: size, height: size, fit: "cover", withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      return new Uint8Array(data);
    } catch {
      throw refusal("UNSUPPORTED_MEDIA", refusals.type, refusals.field);
    }
  });
}

export async function renderImage(bytes: Uint8Array): Promise<Rendered> {
  if (bytes.byteLength > IMAGE_MAX_BYTES)
    throw new ApiError("PAYLOAD_TOO_LARGE", {
      messageId: apiMessages.imageTooLarge.id,
      fields: { file: apiMessages.imageTooLarge.id },
    });
  const { uprightWidth } = await checkImageHeader(bytes, campaignImageRefusals);
  return oneAtATime(async () => {
    const variants: Rendered["variants"] = [];
    let largest = { width: 0, height: 0 };
    try {
      for (const targetWidth of variantWidths(uprightWidth)) {
        const resized = sharp(bytes, sharpInput).resize({ width: targetWidth, withoutEnlargement: true });
        for (const format of formats) {
          const encoder =
            format === "avif"
              ? resized.clone().avif({ quality: 50, effort: 3 })
              : resized.clone().webp({ quality: 78 });
          const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
          variants.push({ width: targetWidth, format, bytes: new Uint8Array(data) });
          if (info.width >= largest.width) largest = { width: info.width, height: info.height };
        }
      }
    } catch {
      // A file whose header reads but whose pixels are broken (truncated, corrupt).
      throw refusal("UNSUPPORTED_MEDIA", campaignImageRefusals.type, campaignImageRefusals.field);
    }
    return { ...largest, variants };
  });
}

/** POST /v1/admin/images: checks, renders and stores an upload; audited (who put which picture online). */
export async function storeImage(services: Services, staffer: Viewer, file: File): Promise<Image> {
  if (file.size > IMAGE_MAX_BYTES)
    throw new ApiError("PAYLOAD_TOO_LARGE", {
      messageId: apiMessages.imageTooLarge.id,
      fields: { file: apiMessages.imageTooLarge.id },
    });
  const rendered = await renderImage(new Uint8Array(await file.arrayBuffer()));
  const id = crypto.randomUUID();
  await services.db.transaction(async (tx) => {
    await tx.insert(images).values({
      id,
      width: rendered.width,
      height: rendered.height,
      uploadedBy: staffer.userId,
    });
    await tx.insert(imageVariants).values(rendered.variants.map((variant) => ({ imageId: id, ...variant })));
    await audit(tx, {
      actorUserId: staffer.userId,
      action: "image.upload",
      subject: `image:${id}`,
      data: { width: rendered.width, height: rendered.height, bytes: file.size },
    });
  });
  const widths = [...new Set(rendered.variants.map((variant) => variant.width))];
  return imageView(services.env.API_PUBLIC_URL, {
    id,
    width: rendered.width,
    height: rendered.height,
    widths,
    alt: { id: "", en: "" },
  });
}

export function imageUrl(apiUrl: string, id: string, width: number, format: Format): string {
  return `${apiUrl}/v1/images/${encodeURIComponent(id)}/${width}.${format}`;
}

/** The contract's Image: a middle width for `src`, every width in `srcset`. */
export function imageView(
  apiUrl: string,
  image: { id: string; width: number; height: number; widths: number[]; alt: Localized },
): Image {
  const widths = [...image.widths].sort((a, b) => a - b);
  const middle = widths.filter((width) => width <= 960).at(-1) ?? widths[0] ?? image.width;
  const srcset = (format: Format) =>
    widths.map((width) => `${imageUrl(apiUrl, image.id, width, format)} ${width}w`).join(", ");
  return {
    id: image.id,
    width: image.width,
    height: image.height,
    alt: image.alt,
    urls: {
      avif: imageUrl(apiUrl, image.id, middle, "avif"),
      webp: imageUrl(apiUrl, image.id, middle, "webp"),
    },
    srcset: { avif: srcset("avif"), webp: srcset("webp") },
  };
}

/** Size and stored widths of several images at once (a page's cover and update photos). */
export async function loadImageSizes(
  db: Database,
  ids: string[],
): Promise<Map<string, { width: number; height: number; widths: number[] }>> {
  const unique = [...new Set(ids)];
  const found = new Map<string, { width: number; height: number; widths: number[] }>();
  if (unique.length === 0) return found;
  const rows = await db
    .select({
      id: images.id,
      width: images.width,
      height: images.height,
      variantWidth: imageVariants.width,
    })
    .from(images)
    .innerJoin(imageVariants, and(eq(imageVariants.imageId, images.id), eq(imageVariants.format, "webp")))
    .where(inArray(images.id, unique))
    .orderBy(asc(imageVariants.width));
  for (const row of rows) {
    const entry = found.get(row.id) ?? { width: row.width, height: row.height, widths: [] };
    entry.widths.push(row.variantWidth);
    found.set(row.id, entry);
  }
  return found;
}

/** An image id named in a campaign or update must exist (400 otherwise, never a foreign-key 500). */
export async function assertImageExists(db: Database, id: string, field: string): Promise<void> {
  const [row] = await db.select({ id: images.id }).from(images).where(eq(images.id, id)).limit(1);
  if (!row)
    throw new ApiError("VALIDATION", {
      messageId: apiMessages.imageUnknown.id,
      fields: { [field]: apiMessages.imageUnknown.id },
    });
}

export async function readImageVariant(
  db: Database,
  id: string,
  width: number,
  format: Format,
): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ bytes: imageVariants.bytes })
    .from(imageVariants)
    .where(
      and(eq(imageVariants.imageId, id), eq(imageVariants.width, width), eq(imageVariants.format, format)),
    )
    .limit(1);
  return row ? row.bytes : null;
}
