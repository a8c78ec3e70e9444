import { z } from "@hono/zod-openapi";
import { responses } from "@rimbun/contract";
import { access } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { ok } from "../../platform/http/openapi.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { invoiceData } from "../history.ts";
import { donationByLocalId } from "../lookups.ts";

const params = z.object({ localId: z.string().min(1).max(64) });

export const registerDonationInvoice = defineRoute({
  method: "get",
  path: "/v1/donations/{localId}/invoice",
  tags: ["History"],
  summary: "Invoice data for /invoice/{action}/{localId} (owner or administrator)",
  request: { params },
  result: responses.getInvoice,
  errors: [401, 403, 404],
  /** The donation's owner (by account or e-mail), or an administrator. */
  access: access.session([{ in: "param", name: "localId", resource: "donation" }]),
  handle: async (c, viewer) => {
    const { localId } = validated(c, "param", params);
    const row = await donationByLocalId(c.get("services").db, localId);
    if (!row) throw new ApiError("NOT_FOUND");
    const owns =
      viewer.role === "admin" ||
      row.userId === viewer.userId ||
      row.email.toLowerCase() === viewer.email.toLowerCase();
    if (!owns) throw new ApiError("FORBIDDEN");
    return c.json(ok(await invoiceData(c.get("services").db, row)), 200);
  },
});
