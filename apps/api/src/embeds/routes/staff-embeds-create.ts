import { embedsResponses } from "@rimbun/contract";
import { createEmbedSchema } from "@rimbun/domain/schemas/embeds";
import { access } from "../../platform/http/access.ts";
import { envelope, jsonBody, jsonContent, ok } from "../../platform/http/openapi.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { createEmbedCode } from "../embeds.ts";

export const registerStaffEmbedsCreate = defineRoute({
  method: "post",
  path: "/v1/staff/embeds",
  tags: ["Embeds (staff)"],
  summary: "Make a partner embed code for a campaign or a fundraiser page, with a reason (staff)",
  description:
    "`allowed_origins`: 1-10 site origins (`https://host[:port]`; `http://` only for localhost), stored normalized. `target`: a published campaign or a live fundraiser page by slug (400 `embed.target` otherwise). `colour` must hold 4.5:1 against white text. Audited `embed.create`. Answers 201.",
  request: { body: jsonBody(createEmbedSchema) },
  errors: [400, 401, 403],
  otherResponses: { 201: jsonContent(envelope(embedsResponses.createEmbed), "Created") },
  access: access.staff(),
  handle: async (c, staffer) => {
    const input = validated(c, "json", createEmbedSchema);
    const embed = await createEmbedCode(c.get("services"), staffer, input);
    return c.json(ok({ embed }), 201);
  },
});
