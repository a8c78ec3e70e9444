import { z } from "@hono/zod-openapi";
import { responses } from "@rimbun/contract";
import { updateEmbedSchema } from "@rimbun/domain/schemas/embeds";
import { access } from "../../platform/http/access.ts";
import { jsonBody, ok } from "../../platform/http/openapi.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { updateEmbedCode } from "../embeds.ts";

const idParams = z.object({ id: z.string().min(1).max(64) });

export const registerStaffEmbedsUpdate = defineRoute({
  method: "patch",
  path: "/v1/staff/embeds/{id}",
  tags: ["Embeds (staff)"],
  summary: "Change a partner embed code or switch it off, with a reason (staff)",
  description:
    "Any field of the create call, and `active`; `reason` always. A code switched off answers 404 publicly and tags no new gift; gifts it tagged stay in the partner report. Audited `embed.update` with the old and new values.",
  request: { params: idParams, body: jsonBody(updateEmbedSchema) },
  result: responses.updateEmbed,
  errors: [400, 401, 403, 404],
  access: access.staff(),
  handle: async (c, staffer) => {
    const { id } = validated(c, "param", idParams);
    const input = validated(c, "json", updateEmbedSchema);
    return c.json(ok({ embed: await updateEmbedCode(c.get("services"), staffer, id, input) }), 200);
  },
});
