import { createRoute, z } from "@hono/zod-openapi";
import { responses } from "@rimbun/contract";
import { donationHistoryQuerySchema, effectiveLimit } from "@rimbun/domain/schemas";
import { assertSameUserEmail, requireViewer, sessionRequired } from "../context.ts";
import {
  envelope,
  errorResponses,
  jsonContent,
  ok,
  type Router,
  sessionSecurity,
  validationError,
} from "../lib/openapi.ts";
import { donationHistory } from "../services/history.ts";

// Documented loosely; the domain schema judges the values (with `search` defaulting to the session's e-mail).
const queryDoc = z.object({
  search: z.string().optional().openapi({ description: "The donor's e-mail (default: the session's)" }),
  searchBy: z.string().optional().openapi({ example: "donations.email" }),
  order: z.string().optional().openapi({ example: "DESC" }),
  orderBy: z.string().optional().openapi({ example: "created_at" }),
  limit: z.string().optional().openapi({ description: "Default 40; 0 = up to 1000" }),
  startDate: z.string().optional().openapi({ example: "2026-11-01" }),
  endDate: z.string().optional().openapi({ example: "2026-11-30" }),
});

const route = createRoute({
  method: "get",
  path: "/v1/donations",
  tags: ["History"],
  summary: "Call 18: donation history of the session donor (date range in Jakarta days, newest first)",
  description:
    "Owner only; an administrator may pass another e-mail as `search` (403 otherwise). `limit` default 40, `limit=0` up to 1000.",
  security: sessionSecurity,
  middleware: [sessionRequired] as const,
  request: { query: queryDoc },
  responses: {
    200: jsonContent(envelope(responses.listDonations)),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

export function registerDonationHistory(app: Router) {
  app.openapi(route, async (c) => {
    const viewer = requireViewer(c);
    const raw = c.req.valid("query");
    const parsed = donationHistoryQuerySchema.safeParse({ ...raw, search: raw.search || viewer.email });
    if (!parsed.success) throw validationError(parsed.error);
    const query = parsed.data;
    assertSameUserEmail(viewer, query.search);
    const rows = await donationHistory(c.get("services").db, {
      email: query.search,
      order: query.order,
      limit: effectiveLimit(query.limit),
      startDate: query.startDate,
      endDate: query.endDate,
    });
    return c.json(ok(rows), 200);
  });
}
