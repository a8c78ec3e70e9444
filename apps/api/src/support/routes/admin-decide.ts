import { createRoute, z } from "@hono/zod-openapi";
import { adminQueueKindSchema, decideAdminItemRequestSchema, responses } from "@rimbun/contract";
import { access, guarded } from "../../platform/http/access.ts";
import {
  envelope,
  errorResponses,
  jsonBody,
  jsonContent,
  ok,
  type Router,
} from "../../platform/http/openapi.ts";
import { assertNotOwnItem, decideQueueItem } from "../admin-queue.ts";

const admins = access.admin();

const route = createRoute({
  method: "post",
  path: "/v1/admin/queue/{kind}/{id}",
  tags: ["Admin"],
  summary: "Approve or reject a queue item with a note (`notes_action`); every decision is audited",
  description:
    "Approving a withdrawal or redemption deducts its held points; rejecting releases them. An administrator's own item is 403 (nobody decides their own request). Approving an application creates the volunteer account and mails the set-password link. 409 when already decided (or the e-mail already has an account).",
  ...guarded(admins),
  request: {
    params: z.object({ kind: adminQueueKindSchema, id: z.string().min(1).max(64) }),
    body: jsonBody(decideAdminItemRequestSchema),
  },
  responses: {
    200: jsonContent(envelope(responses.decideAdminItem)),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

export function registerAdminDecide(app: Router) {
  app.openapi(route, async (c) => {
    const admin = admins.viewer(c);
    const { kind, id } = c.req.valid("param");
    const body = c.req.valid("json");
    await assertNotOwnItem(c.get("services").db, admin, kind, id);
    const result = await decideQueueItem(c.get("services"), admin, { kind, id, ...body });
    return c.json(ok(result), 200);
  });
}
