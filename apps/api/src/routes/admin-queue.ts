import { createRoute } from "@hono/zod-openapi";
import { listAdminQueueQuerySchema, responses } from "@rimbun/contract";
import { requireRole, sessionRequired } from "../context.ts";
import { envelope, errorResponses, jsonContent, ok, type Router, sessionSecurity } from "../lib/openapi.ts";
import { adminQueue } from "../services/admin-queue.ts";

const route = createRoute({
  method: "get",
  path: "/v1/admin/queue",
  tags: ["Admin"],
  summary: "Pending withdrawals, redemptions, point donations and volunteer applications (administrators)",
  security: sessionSecurity,
  middleware: [sessionRequired] as const,
  request: { query: listAdminQueueQuerySchema },
  responses: {
    200: jsonContent(envelope(responses.listAdminQueue)),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

export function registerAdminQueue(app: Router) {
  app.openapi(route, async (c) => {
    requireRole(c, "admin");
    return c.json(ok(await adminQueue(c.get("services"), c.req.valid("query").kind)), 200);
  });
}
