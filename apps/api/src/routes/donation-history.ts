import { createRoute } from "@hono/zod-openapi";
import { listDonationsQuerySchema, responses } from "@rimbun/contract";
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

const route = createRoute({
  method: "get",
  path: "/v1/donations",
  tags: ["History"],
  summary: "Call 18: donation history of the session donor (date range in Jakarta days, newest first)",
  description:
    "Owner only; an administrator may pass another e-mail as `search` (403 otherwise). `limit` default 40, `limit=0` up to 1000.",
  security: sessionSecurity,
  middleware: [sessionRequired] as const,
  request: { query: listDonationsQuerySchema },
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
