import { createHash } from "node:crypto";
import { z } from "@hono/zod-openapi";
import { offlineGiftFormSchema, type ResponseOf, responses } from "@rimbun/contract";
import { OFFLINE_PROOF_MAX_BYTES, offlineGiftMethods } from "@rimbun/domain/offline-gifts";
import { idempotencyKeySchema } from "@rimbun/domain/schemas/fields";
import { access } from "../../../platform/http/access.ts";
import { ApiError } from "../../../platform/http/errors.ts";
import { withIdempotency } from "../../../platform/http/idempotency.ts";
import { ok, type Router, validationError } from "../../../platform/http/openapi.ts";
import { defineRoute, validated } from "../../../platform/http/route.ts";
import { readProof } from "../proof.ts";
import { readGiftProof } from "../proof-read.ts";
import { recordOfflineGift } from "../record.ts";

const tags = ["Donor support"];
export const offlineGiftsPath = "/v1/admin/offline-gifts";

/** What the form documents (the handler judges it with the domain's schema, and the proof by its bytes). */
const documentedForm = z.object({
  donor_id: z.string().optional().openapi({ description: "A donor support id (account or `guest-…`)" }),
  fullname: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  locale: z.enum(["id", "en"]).optional(),
  date: z.string().openapi({ description: "The Jakarta day it arrived, YYYY-MM-DD" }),
  amount: z.string().openapi({ description: "Whole rupiah" }),
  campaign: z.string().optional(),
  method: z.enum(offlineGiftMethods),
  reason: z.string(),
  proof: z.any().optional().openapi({ type: "string", format: "binary" }),
});

/** The form's text fields (a repeated field keeps its last value) and its proof file. */
async function readForm(c: Parameters<Parameters<typeof defineRoute>[0]["handle"]>[0]) {
  const body = await c.req.parseBody({ all: false });
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) if (typeof value === "string") fields[name] = value;
  const proof = body.proof instanceof File && body.proof.size > 0 ? body.proof : null;
  return { fields, proof };
}

const registerRecord = defineRoute({
  method: "post",
  path: offlineGiftsPath,
  tags,
  summary: "Record a gift that arrived by bank transfer or in cash, with its proof (staff)",
  description: `Multipart. An existing donor (\`donor_id\` from donor support) or a new one (\`fullname\`, \`email\`, optional \`phone\`, \`locale\` of the mails); \`date\` (not in the future, at most a year back), \`amount\` (Rp 1,000 to 1,000,000,000), \`campaign\` (a published campaign's slug, blank for the general fund), \`method\` (bank_transfer needs a proof), \`reason\`, and \`proof\`: a JPEG, PNG or WebP picture (re-encoded, metadata removed) or a PDF, at most ${OFFLINE_PROOF_MAX_BYTES} bytes, judged by its bytes (415 otherwise, 413 when larger). The \`Idempotency-Key\` header is required: the same key and form answer the first recording again, another form under it is 409. The gift becomes a paid donation through the payment transaction (receipt mail, totals, history), provider \`offline\`, channel = the method; audited \`support.offline-gift\` with the reason.`,
  request: {
    headers: z.object({ "idempotency-key": z.string() }),
    body: { content: { "multipart/form-data": { schema: documentedForm } } },
  },
  result: responses.recordOfflineGift,
  errors: [400, 401, 403, 409],
  otherResponses: {
    413: { description: "Proof larger than allowed, or a picture with too many pixels" },
    415: { description: "Proof that is not a JPEG, PNG or WebP picture or a PDF" },
  },
  access: access.staff(),
  judgedBy: "handler",
  handle: async (c, staff) => {
    const services = c.get("services");
    const key = idempotencyKeySchema.safeParse(c.req.header("idempotency-key") ?? "");
    if (!key.success) throw new ApiError("VALIDATION", { fields: { "idempotency-key": "error.validation" } });
    const { fields, proof } = await readForm(c);
    const parsed = offlineGiftFormSchema.safeParse(fields);
    if (!parsed.success) throw validationError(parsed.error);
    const read = proof ? await readProof(proof) : null;
    // The same key with another file is another request: the file's hash is part of what is compared.
    const proofHash = read ? createHash("sha256").update(read.bytes).digest("hex") : null;
    const answer = await withIdempotency(
      services.db,
      `offline-gifts:${staff.userId}`,
      key.data,
      { ...fields, proof: proof ? { size: proof.size, hash: proofHash } : null },
      async () => {
        const recorded = await recordOfflineGift(services, staff, parsed.data, read);
        return { status: 200, body: ok<ResponseOf<"recordOfflineGift">>(recorded) };
      },
    );
    return c.json(answer.body as object, answer.status as 200);
  },
});

const proofParams = z.object({ donationId: z.string().min(1).max(64) });

const registerProof = defineRoute({
  method: "get",
  path: `${offlineGiftsPath}/{donationId}/proof`,
  tags,
  summary: "Download a recorded gift's proof (staff only, never public)",
  description:
    "The picture (WebP) or PDF kept with the gift, as an attachment: `private, no-store`, a sandbox CSP and `nosniff`, so it never runs as a page. 404 when the gift has no proof. The read is audited (`support.offline-gift.proof`).",
  request: { params: proofParams },
  errors: [400, 401, 403, 404],
  otherResponses: {
    200: {
      description: "The proof",
      content: { "image/webp": { schema: z.any() }, "application/pdf": { schema: z.any() } },
    },
  },
  access: access.staff(),
  handle: async (c, staff) => {
    const { donationId } = validated(c, "param", proofParams);
    const file = await readGiftProof(c.get("services"), staff, donationId);
    return c.body(new Uint8Array(file.bytes), 200, {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.fileName}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cross-origin-resource-policy": "same-site",
    });
  },
});

export function registerOfflineGifts(app: Router) {
  registerRecord(app);
  registerProof(app);
}
