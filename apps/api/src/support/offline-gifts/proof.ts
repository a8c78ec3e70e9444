import { IMAGE_MAX_PIXELS } from "@rimbun/contract";
import { OFFLINE_PROOF_MAX_BYTES } from "@rimbun/domain/offline-gifts";
import sharp from "sharp";
import { ApiError } from "../../platform/http/errors.ts";
import { checkImageHeader, type ImageRefusals, sniffImage } from "../../platform/images/images.ts";
import type { FileStorage } from "../../platform/storage/port.ts";
import { offlineGiftMessages } from "./messages.ts";

/** Where proofs live in the storage port: never under a prefix any public route serves (only `avatars/` is). */
const proofPrefix = "offline-proofs/";

/** A proof ready to store: a re-encoded picture or a PDF's own bytes. */
export interface Proof {
  kind: "image" | "pdf";
  contentType: "image/webp" | "application/pdf";
  bytes: Uint8Array;
  /** What the staffer sent, for the idempotency check: the same form with another file is another request. */
  sentSize: number;
}

const refusals: ImageRefusals = {
  field: "proof",
  type: offlineGiftMessages.proofType.id,
  tooManyPixels: offlineGiftMessages.proofTooManyPixels.id,
};

function refusedType(): ApiError {
  const messageId = offlineGiftMessages.proofType.id;
  return new ApiError("UNSUPPORTED_MEDIA", { messageId, fields: { proof: messageId } });
}

/** `%PDF-` at the start and an end-of-file marker near the end: the shape of a whole PDF, judged by its bytes. */
function isPdf(bytes: Uint8Array): boolean {
  const text = (from: number, to: number) => new TextDecoder("latin1").decode(bytes.subarray(from, to));
  return text(0, 5) === "%PDF-" && text(Math.max(0, bytes.length - 1024), bytes.length).includes("%%EOF");
}

/** The widest a proof picture is kept: a receipt's text stays readable, a phone photo shrinks. */
const proofWidth = 2000;

/**
 * The uploaded proof, judged by its bytes (never its name or the browser's claim): a JPEG, PNG or WebP is
 * decoded within the pixel limit, turned upright and re-encoded as WebP without metadata (a phone photo's
 * position never stays); a PDF is kept as sent. Anything else (HTML named `.png`, an SVG) is 415.
 */
export async function readProof(file: File): Promise<Proof> {
  if (file.size > OFFLINE_PROOF_MAX_BYTES) {
    const messageId = offlineGiftMessages.proofTooLarge.id;
    throw new ApiError("PAYLOAD_TOO_LARGE", { messageId, fields: { proof: messageId } });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (isPdf(bytes)) return { kind: "pdf", contentType: "application/pdf", bytes, sentSize: bytes.length };
  if (!sniffImage(bytes)) throw refusedType();
  await checkImageHeader(bytes, refusals);
  try {
    const webp = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error", autoOrient: true })
      .resize({ width: proofWidth, height: proofWidth, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { kind: "image", contentType: "image/webp", bytes: new Uint8Array(webp), sentSize: bytes.length };
  } catch {
    throw refusedType();
  }
}

export function proofKey(donationId: string, proof: Proof): string {
  return `${proofPrefix}${donationId}.${proof.kind === "pdf" ? "pdf" : "webp"}`;
}

/** A proof stored for a gift whose recording then failed: removed again (best effort). */
export async function dropProof(storage: FileStorage, donationId: string): Promise<void> {
  await storage.deletePrefix(`${proofPrefix}${donationId}.`).catch(() => 0);
}

/** A proof for staff to download: its bytes, type and a file name made of the gift's local id. */
export interface ProofFile {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}
