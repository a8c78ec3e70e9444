import { createRoute, z } from "@hono/zod-openapi";
import { responses } from "@rimbun/contract";
import { access, guarded } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { envelope, errorResponses, jsonContent, ok, type Router } from "../../platform/http/openapi.ts";
import { invoiceData } from "../history.ts";
import { donationByLocalId } from "../lookups.ts";

/** The donation's owner (by account or e-mail), or an administrator. */
const owner = access.session([{ in: "param", name: "localId", resource: "donation" }]);

const route = createRoute({
  method: "get",
  path: "/v1/donations/{localId}/invoice",
  tags: ["History"],
  summary: "Invoice data for /invoice/{action}/{localId} (owner or administrator)",
  ...guarded(owner),
  request: { params: z.object({ localId: z.string().min(1).max(64) }) },
  responses: {
    200: jsonContent(envelope(responses.getInvoice)),
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

export function registerDonationInvoice(app: Router) {
  app.openapi(route, async (c) => {
    const viewer = owner.viewer(c);
    const { localId } = c.req.valid("param");
    const row = await donationByLocalId(c.get("services").db, localId);
    if (!row) throw new ApiError("NOT_FOUND");
    const owns =
      viewer.role === "admin" ||
      row.userId === viewer.userId ||
      row.email.toLowerCase() === viewer.email.toLowerCase();
    if (!owns) throw new ApiError("FORBIDDEN");
    return c.json(ok(await invoiceData(c.get("services").db, row)), 200);
  });
}
