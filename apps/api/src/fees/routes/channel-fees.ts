import { z } from "@hono/zod-openapi";
import { responses } from "@rimbun/contract";
import { updateChannelFeeRequestSchema } from "@rimbun/contract/fees";
import { feeChannelSchema } from "@rimbun/domain/schemas";
import { access } from "../../platform/http/access.ts";
import { cachePublicly } from "../../platform/http/http-cache.ts";
import { jsonBody, ok, type Router } from "../../platform/http/openapi.ts";
import { defineReadRoute } from "../../platform/http/read-route.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { channelFeeRows, listAdminChannelFees, updateChannelFee } from "../fee-table.ts";

/** Staff change the table rarely; a minute late on the flow's estimate is fine (the server computes the fee charged). */
const FEES_MAX_AGE = 60;
const FEES_STALE = 300;

const registerPublic = defineRoute({
  method: "get",
  path: "/v1/site/channel-fees",
  tags: ["Payments"],
  summary: "The payment channels' fees in force, for showing the fee a donor may cover",
  description:
    "Per channel of the catalogue: `fixed` rupiah, `percent_basis_points` and `vat_basis_points` (1 = 0.01 %). The flow shows the fee with the domain's `coveredFee`; call 3 computes the fee it charges itself and ignores any fee a client sends.",
  result: responses.getChannelFees,
  errors: [],
  access: access.public(),
  handle: async (c) => {
    const rows = await channelFeeRows(c.get("services").db);
    cachePublicly(c, FEES_MAX_AGE, FEES_STALE);
    return c.json(ok(rows), 200);
  },
});

const admins = access.admin();

const registerAdminList = defineReadRoute({
  path: "/v1/admin/channel-fees",
  tags: ["Admin"],
  summary:
    "The channel fee table: each channel's fee in force, its default and its last change (administrators)",
  query: z.object({}),
  result: responses.listAdminChannelFees,
  errors: [401, 403],
  access: admins,
  handle: async (c) => listAdminChannelFees(c.get("services").db),
});

const channelParams = z.object({ channel: feeChannelSchema });

const registerAdminUpdate = defineRoute({
  method: "put",
  path: "/v1/admin/channel-fees/{channel}",
  tags: ["Admin"],
  summary: "Set one channel's fee (administrators)",
  description:
    "JSON `fixed` (whole rupiah, 0-50.000), `percent_basis_points` (0-1.000), `vat_basis_points` (0-5.000), not all of fixed and percentage zero, and `reason`. Audited (`fees.channel`) with the values before and after. Applies to gifts made from now on and to each monthly cycle that opens from now on.",
  request: { params: channelParams, body: jsonBody(updateChannelFeeRequestSchema) },
  result: responses.updateChannelFee,
  errors: [400, 401, 403, 404],
  access: admins,
  handle: async (c, admin) => {
    const { channel } = validated(c, "param", channelParams);
    const input = validated(c, "json", updateChannelFeeRequestSchema);
    return c.json(ok(await updateChannelFee(c.get("services"), admin, channel, input)), 200);
  },
});

export function registerChannelFees(app: Router) {
  registerPublic(app);
  registerAdminList(app);
  registerAdminUpdate(app);
}
