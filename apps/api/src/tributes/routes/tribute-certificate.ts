import { z } from "@hono/zod-openapi";
import { donationForLink, donationLinkHeader } from "../../donations/guest-links.ts";
import type { AppContext, Services } from "../../platform/context.ts";
import type { Locale } from "../../platform/db/schema/users.ts";
import { access } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { certificateFileName, certificatePdf } from "../certificate-pdf.ts";
import { certificateInput, tributeWithGift } from "../send-card.ts";
import { certificateAvailable, ownedTribute } from "../tribute-reads.ts";

const params = z.object({ localId: z.string().min(1).max(64) });
const query = z.object({ locale: z.enum(["id", "en"]).optional() });
/** A token is about 130 characters; anything far longer is not ours and is not even verified. */
const maxTokenLength = 512;

const pdfAnswer = {
  200: { description: "The certificate (A4 PDF)", content: { "application/pdf": { schema: z.any() } } },
};

/** The certificate of a paid gift's tribute as a download; an unpaid or refunded gift has none (404). */
async function certificateResponse(c: AppContext, services: Services, donationId: string, locale?: Locale) {
  const found = await tributeWithGift(services.db, donationId);
  if (!found || !certificateAvailable(found.donation.status, found.tribute.status))
    throw new ApiError("NOT_FOUND");
  const language = locale ?? found.tribute.cardLocale;
  const input = await certificateInput(services.db, found, language);
  const pdf = await certificatePdf(language, input);
  return c.body(new Uint8Array(pdf), 200, {
    "content-type": "application/pdf",
    "content-disposition": `attachment; filename="${certificateFileName(language, input.localId)}"`,
    "cache-control": "private, no-store",
    "access-control-expose-headers": "content-disposition",
  });
}

export const registerTributeCertificate = defineRoute({
  method: "get",
  path: "/v1/tributes/{localId}/certificate",
  tags: ["History"],
  summary: "The certificate PDF of a gift in someone's name (its donor, or an administrator)",
  description:
    "`locale` (id or en; default the card's language). Only for a paid gift whose card is not cancelled; another person's gift is 404.",
  request: { params, query },
  errors: [401, 404],
  otherResponses: pdfAnswer,
  access: access.session([{ in: "param", name: "localId", resource: "donation" }]),
  handle: async (c, viewer) => {
    const services = c.get("services");
    const { localId } = validated(c, "param", params);
    const { locale } = validated(c, "query", query);
    const { donation } = await ownedTribute(services.db, viewer, localId, { staffMayRead: true });
    return certificateResponse(c, services, donation.id, locale);
  },
});

export const registerTributeCertificateByLink = defineRoute({
  method: "get",
  path: "/v1/tributes/certificate/by-link",
  tags: ["History"],
  summary: "The certificate PDF of the gift a mailed receipt link names, without signing in",
  description:
    "The receipt link's signed token (docs/decisions/guest-links.md) in the `X-Link-Token` header, never in the URL; `locale` as for the signed-in call. A forged or expired token, or a gift without a tribute, is 404.",
  request: { query, headers: z.object({ [donationLinkHeader]: z.string().optional() }) },
  errors: [404],
  otherResponses: pdfAnswer,
  access: access.link(),
  handle: async (c) => {
    const services = c.get("services");
    const { locale } = validated(c, "query", query);
    const token = c.req.header(donationLinkHeader) ?? "";
    const donation = token && token.length <= maxTokenLength ? await donationForLink(services, token) : null;
    if (!donation) throw new ApiError("NOT_FOUND");
    return certificateResponse(c, services, donation.id, locale);
  },
});
