import { eq } from "drizzle-orm";
import { audit } from "../../platform/audit.ts";
import type { Services, Viewer } from "../../platform/context.ts";
import { donations, offlineGifts } from "../../platform/db/schema/index.ts";
import { ApiError } from "../../platform/http/errors.ts";
import type { ProofFile } from "./proof.ts";

/** A recorded gift's proof for a staffer (never public); the read is audited like a donor page's. */
export async function readGiftProof(
  services: Services,
  staff: Viewer,
  donationId: string,
): Promise<ProofFile> {
  const [gift] = await services.db
    .select({ key: offlineGifts.proofKey, type: offlineGifts.proofType, localId: donations.localId })
    .from(offlineGifts)
    .innerJoin(donations, eq(donations.id, offlineGifts.donationId))
    .where(eq(offlineGifts.donationId, donationId))
    .limit(1);
  if (!gift?.key || !gift.type) throw new ApiError("NOT_FOUND");
  const stored = await services.storage.get(gift.key);
  if (!stored) throw new ApiError("NOT_FOUND");
  await audit(services.db, {
    actorUserId: staff.userId,
    action: "support.offline-gift.proof",
    subject: `donation:${donationId}`,
  });
  const extension = gift.type === "application/pdf" ? "pdf" : "webp";
  return { bytes: stored.bytes, contentType: gift.type, fileName: `proof-${gift.localId}.${extension}` };
}
