import { z } from "@hono/zod-openapi";
import { adminQueueKindSchema, decideAdminItemRequestSchema, responses } from "@rimbun/contract";
import { access } from "../../platform/http/access.ts";
import { jsonBody, ok } from "../../platform/http/openapi.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { assertNotOwnItem, decideQueueItem } from "../admin-queue.ts";

const params = z.object({ kind: adminQueueKindSchema, id: z.string().min(1).max(64) });

export const registerAdminDecide = defineRoute({
  method: "post",
  path: "/v1/admin/queue/{kind}/{id}",
  tags: ["Admin"],
  summary: "Approve or reject a queue item with a note (`notes_action`); every decision is audited",
  description:
    "Approving a withdrawal or redemption deducts its held points; rejecting releases them. An administrator's own item is 403 (nobody decides their own request). Approving an application creates the volunteer account and mails the set-password link. 409 when already decided (or the e-mail already has an account).",
  request: { params, body: jsonBody(decideAdminItemRequestSchema) },
  result: responses.decideAdminItem,
  errors: [400, 401, 403, 404, 409],
  access: access.admin(),
  handle: async (c, admin) => {
    const { kind, id } = validated(c, "param", params);
    const body = validated(c, "json", decideAdminItemRequestSchema);
    await assertNotOwnItem(c.get("services").db, admin, kind, id);
    const result = await decideQueueItem(c.get("services"), admin, { kind, id, ...body });
    return c.json(ok(result), 200);
  },
});
