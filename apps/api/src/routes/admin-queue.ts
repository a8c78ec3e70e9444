import { createRoute, z } from "@hono/zod-openapi";
import { requireRole, sessionRequired } from "../context.ts";
import { envelope, errorResponses, jsonContent, ok, type Router, sessionSecurity } from "../lib/openapi.ts";
import { adminQueue, queueKinds } from "../services/admin-queue.ts";

export const queueKindSchema = z.enum(queueKinds);

const itemSchema = z
  .object({
    id: z.string(),
    kind: queueKindSchema,
    email: z.string(),
    fullname: z.string(),
    created_at: z.string(),
    amount: z.string().nullable(),
    rupiah: z.number().int().nullable(),
    item: z.string().nullable(),
    bank_account: z
      .object({ bank_name: z.string(), holder: z.string(), account_number: z.string(), branch: z.string() })
      .nullable(),
    details: z.record(z.string(), z.string()).nullable(),
  })
  .openapi("AdminQueueItem");

const route = createRoute({
  method: "get",
  path: "/v1/admin/queue",
  tags: ["Admin"],
  summary: "Pending withdrawals, redemptions, point donations and volunteer applications (administrators)",
  security: sessionSecurity,
  middleware: [sessionRequired] as const,
  request: { query: z.object({ kind: queueKindSchema.optional() }) },
  responses: {
    200: jsonContent(envelope(z.array(itemSchema))),
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
