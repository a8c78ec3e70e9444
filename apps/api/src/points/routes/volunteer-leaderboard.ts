import { getLeaderboardQuerySchema, responses } from "@rimbun/contract";
import { leaderboardPeriod } from "@rimbun/domain";
import { access } from "../../platform/http/access.ts";
import { defineReadRoute } from "../../platform/http/read-route.ts";
import { leaderboard } from "../volunteer.ts";

export const registerVolunteerLeaderboard = defineReadRoute({
  path: "/v1/donations/leaderboard",
  tags: ["Volunteer"],
  summary: "Call 21: top 10 volunteers (all time, or one month of one year) and the caller's own rank",
  description:
    "Ranked by points earned in the period; ties by total donations, then earlier signup. The period applies only when both `month` and `year` are given.",
  query: getLeaderboardQuerySchema,
  result: responses.getLeaderboard,
  errors: [400, 401, 403],
  access: access.roles(["volunteer", "admin"]),
  handle: async (c, query, viewer) => {
    const services = c.get("services");
    return leaderboard(services.db, leaderboardPeriod(query, services.now()), viewer.userId);
  },
});
