import { z } from "@hono/zod-openapi";
import { responses } from "@rimbun/contract";
import { access } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { ok } from "../../platform/http/openapi.ts";
import { defineRoute } from "../../platform/http/route.ts";
import { donationForLink, donationLinkHeader } from "../guest-links.ts";
import { invoiceData } from "../history.ts";

/** A token is about 130 characters; anything far longer is not ours and is not even verified. */
const maxTokenLength = 512;

export const registerDonationByLink = defineRoute({
  method: "get",
  path: "/v1/donations/by-link",
  tags: ["History"],
  summary: "Receipt or invoice data of the one donation a mailed link names, without signing in",
  description:
    "The signed token of a donor mail's receipt link (docs/decisions/guest-links.md) in the `X-Link-Token` header, never in the URL. Answers that donation's receipt data only (the same shape as the session's `/v1/donations/{localId}/invoice`), `Cache-Control: private, no-store`. A forged, expired or other-purpose token, or one for a donation whose address changed since (an account deleted and anonymised), is 404 like an unknown donation. Read-only: a replay shows the same page.",
  request: {
    headers: z.object({ [donationLinkHeader]: z.string().optional() }),
  },
  result: responses.getInvoiceByLink,
  errors: [404],
  access: access.link(),
  handle: async (c) => {
    const services = c.get("services");
    const token = c.req.header(donationLinkHeader) ?? "";
    const donation = token && token.length <= maxTokenLength ? await donationForLink(services, token) : null;
    if (!donation) throw new ApiError("NOT_FOUND");
    return c.json(ok(await invoiceData(services.db, donation)), 200);
  },
});
