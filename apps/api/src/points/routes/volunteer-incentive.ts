import { getIncentiveQuerySchema, responses } from "@rimbun/contract";
import { access } from "../../platform/http/access.ts";
import { defineReadRoute } from "../../platform/http/read-route.ts";
import { incentive } from "../volunteer.ts";
import { volunteerOwns, volunteerTarget } from "../volunteer-target.ts";

export const registerVolunteerIncentive = defineReadRoute({
  path: "/v1/donations/incentive",
  tags: ["Volunteer"],
  summary: "Call 20: incentive summary (from the ledger) and point history (10 a page)",
  description:
    "Summary over all time: `point` earned, `withdrawal_point` approved spending, `withdrawal_hold` pending spending, active = point - both. History: the range's ledger entries, newest first, page `page`.",
  query: getIncentiveQuerySchema,
  result: responses.getIncentive,
  errors: [400, 401, 403, 404],
  access: access.roles(["volunteer", "admin"], volunteerOwns),
  handle: async (c, raw, viewer) => {
    const { db } = c.get("services");
    const { user, query } = await volunteerTarget(db, viewer, raw);
    const page = Number.parseInt(raw.page ?? "1", 10);
    return incentive(db, {
      userId: user.id,
      page: Number.isFinite(page) ? page : 1,
      startDate: query.startDate,
      endDate: query.endDate,
    });
  },
});
