import { z } from "@hono/zod-openapi";
import {
  fundraiserStaffActionRequestSchema,
  listStaffFundraiserPagesQuerySchema,
  listStaffTeamsQuerySchema,
  responses,
} from "@rimbun/contract";
import { access } from "../../platform/http/access.ts";
import { ok, type Router } from "../../platform/http/openapi.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { defineStaffActionRoute } from "../../platform/http/staff-action-route.ts";
import {
  approveFundraiserPage,
  hideFundraiserPage,
  listFundraiserPageDonations,
  listStaffFundraiserPages,
  unhideFundraiserPage,
} from "../staff.ts";
import { hideTeam, listStaffTeams, unhideTeam } from "../staff-teams.ts";

// Staff moderation of fundraiser pages (docs/product/fundraisers.md#staff): staff and administrators; the
// role is judged before the body. Every change carries a reason and is audited.

const staffCall = { tags: ["Fundraisers (staff)"], access: access.staff() };
const idParam = z.object({ id: z.string().min(1).max(64) });

const registerList = defineRoute({
  ...staffCall,
  method: "get",
  path: "/v1/admin/fundraisers/pages",
  summary:
    "Fundraiser pages by state: waiting for approval (default, oldest first), live, paused, closed or hidden",
  request: { query: listStaffFundraiserPagesQuerySchema },
  result: responses.listStaffFundraiserPages,
  errors: [400, 401, 403],
  handle: async (c) => {
    const { status } = validated(c, "query", listStaffFundraiserPagesQuerySchema);
    return c.json(ok(await listStaffFundraiserPages(c.get("services"), status)), 200);
  },
});

const registerApprove = defineStaffActionRoute({
  ...staffCall,
  path: "/v1/admin/fundraisers/pages/{id}/approve",
  summary: "Approve a donor's page waiting for review: it goes live (409 in any other state)",
  description: "Audited with the reason.",
  body: fundraiserStaffActionRequestSchema,
  result: responses.approveFundraiserPage,
  handle: (c, staffer, id, reason) => approveFundraiserPage(c.get("services"), staffer, id, reason),
});

const registerHide = defineStaffActionRoute({
  ...staffCall,
  path: "/v1/admin/fundraisers/pages/{id}/hide",
  summary: "Hide a page from the site with a reason shown to its owner (409 when hidden already)",
  description: "Apart from the owner's state: unhiding restores it. Audited.",
  body: fundraiserStaffActionRequestSchema,
  result: responses.hideFundraiserPage,
  handle: (c, staffer, id, reason) => hideFundraiserPage(c.get("services"), staffer, id, reason),
});

const registerUnhide = defineStaffActionRoute({
  ...staffCall,
  path: "/v1/admin/fundraisers/pages/{id}/unhide",
  summary: "Show a hidden page again, in the state its owner left it (409 when not hidden)",
  description: "Audited.",
  body: fundraiserStaffActionRequestSchema,
  result: responses.unhideFundraiserPage,
  handle: (c, staffer, id, reason) => unhideFundraiserPage(c.get("services"), staffer, id, reason),
});

const registerDonations = defineRoute({
  ...staffCall,
  method: "get",
  path: "/v1/admin/fundraisers/pages/{id}/donations",
  summary: "The donations made through a page, newest first (200 at most)",
  request: { params: idParam },
  result: responses.listFundraiserPageDonations,
  errors: [401, 403, 404],
  handle: async (c) =>
    c.json(ok(await listFundraiserPageDonations(c.get("services"), validated(c, "param", idParam).id)), 200),
});

const registerTeamList = defineRoute({
  ...staffCall,
  method: "get",
  path: "/v1/admin/fundraisers/teams",
  summary: "Teams, shown (default) or hidden by staff, newest first (200 at most)",
  request: { query: listStaffTeamsQuerySchema },
  result: responses.listStaffTeams,
  errors: [400, 401, 403],
  handle: async (c) => {
    const { status } = validated(c, "query", listStaffTeamsQuerySchema);
    return c.json(ok(await listStaffTeams(c.get("services"), status)), 200);
  },
});

const registerTeamHide = defineStaffActionRoute({
  ...staffCall,
  path: "/v1/admin/fundraisers/teams/{id}/hide",
  summary: "Hide a team with a reason shown to its captain (409 when hidden already)",
  description:
    "Its page is a 404, it leaves the leaderboard and the sitemap, no page may join it; its members' pages stay and name no team. Audited.",
  body: fundraiserStaffActionRequestSchema,
  result: responses.hideTeam,
  handle: (c, staffer, id, reason) => hideTeam(c.get("services"), staffer, id, reason),
});

const registerTeamUnhide = defineStaffActionRoute({
  ...staffCall,
  path: "/v1/admin/fundraisers/teams/{id}/unhide",
  summary: "Show a hidden team again (409 when not hidden)",
  description: "Audited.",
  body: fundraiserStaffActionRequestSchema,
  result: responses.unhideTeam,
  handle: (c, staffer, id, reason) => unhideTeam(c.get("services"), staffer, id, reason),
});

export function registerFundraisersStaff(app: Router) {
  registerList(app);
  registerApprove(app);
  registerHide(app);
  registerUnhide(app);
  registerDonations(app);
  registerTeamList(app);
  registerTeamHide(app);
  registerTeamUnhide(app);
}
