import { responses } from "@rimbun/contract";
import { access } from "../../platform/http/access.ts";
import { ok } from "../../platform/http/openapi.ts";
import { defineRoute } from "../../platform/http/route.ts";
import { EMBED_LIST_LIMIT, listEmbedCodes } from "../embeds.ts";

export const registerStaffEmbedsList = defineRoute({
  method: "get",
  path: "/v1/staff/embeds",
  tags: ["Embeds (staff)"],
  summary: "Every partner embed code, newest first, with its paid gifts (staff)",
  description: `At most ${EMBED_LIST_LIMIT} codes. \`gifts\` counts paid gifts made through the code (refunds out).`,
  result: responses.listEmbeds,
  errors: [401, 403],
  access: access.staff(),
  handle: async (c) => c.json(ok({ embeds: await listEmbedCodes(c.get("services").db) }), 200),
});
