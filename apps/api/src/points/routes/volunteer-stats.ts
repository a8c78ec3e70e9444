import { getVolunteerStatsQuerySchema, responses } from "@rimbun/contract";
import { effectiveLimit } from "@rimbun/domain/schemas";
import { access } from "../../platform/http/access.ts";
import { defineReadRoute } from "../../platform/http/read-route.ts";
import { volunteerStats } from "../volunteer.ts";
import { volunteerOwns, volunteerTarget } from "../volunteer-target.ts";

export const registerVolunteerStats = defineReadRoute({
  path: "/v1/donations/point",
  tags: ["Volunteer"],
  summary: "Call 19: volunteer stats (points, donation amount, donors, prize value, masked donor list)",
  description:
    "Successful donations made with the volunteer's referral code in the Jakarta date range. Donor e-mails are masked on the server.",
  query: getVolunteerStatsQuerySchema,
  result: responses.getVolunteerStats,
  errors: [400, 401, 403, 404],
  access: access.roles(["volunteer", "admin"], volunteerOwns),
  handle: async (c, raw, viewer) => {
    const { db } = c.get("services");
    const { user, query } = await volunteerTarget(db, viewer, raw);
    return volunteerStats(db, {
      userId: user.id,
      refCode: query.refCode,
      limit: effectiveLimit(query.limit),
      order: query.order,
      startDate: query.startDate,
      endDate: query.endDate,
    });
  },
});
