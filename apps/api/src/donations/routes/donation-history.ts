import { listDonationsQuerySchema, responses } from "@rimbun/contract";
import { donationHistoryQuerySchema, effectiveLimit } from "@rimbun/domain/schemas";
import { assertSameUserEmail } from "../../platform/context.ts";
import { access } from "../../platform/http/access.ts";
import { validationError } from "../../platform/http/openapi.ts";
import { defineReadRoute } from "../../platform/http/read-route.ts";
import { donationHistory } from "../history.ts";

export const registerDonationHistory = defineReadRoute({
  path: "/v1/donations",
  tags: ["History"],
  summary: "Call 18: donation history of the session donor (date range in Jakarta days, newest first)",
  description:
    "Owner only; an administrator may pass another e-mail as `search` (403 otherwise). `limit` default 40, `limit=0` up to 1000.",
  query: listDonationsQuerySchema,
  result: responses.listDonations,
  errors: [400, 401, 403],
  access: access.session([{ in: "query", name: "search", resource: "person" }]),
  handle: async (c, raw, viewer) => {
    const parsed = donationHistoryQuerySchema.safeParse({ ...raw, search: raw.search || viewer.email });
    if (!parsed.success) throw validationError(parsed.error);
    const query = parsed.data;
    assertSameUserEmail(viewer, query.search);
    return donationHistory(c.get("services").db, {
      email: query.search,
      order: query.order,
      limit: effectiveLimit(query.limit),
      startDate: query.startDate,
      endDate: query.endDate,
    });
  },
});
