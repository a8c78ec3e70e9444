import { z } from "@hono/zod-openapi";
import { listTeamLeaderboardQuerySchema, responses } from "@rimbun/contract";
import { FIGURES_MAX_AGE, FIGURES_STALE } from "../../campaigns/routes/campaigns.ts";
import { access } from "../../platform/http/access.ts";
import { cachePublicly } from "../../platform/http/http-cache.ts";
import { ok, type Router } from "../../platform/http/openapi.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { getSiteFundraiserPage } from "../site-pages.ts";
import { getSiteTeam, listTeamLeaderboard } from "../teams.ts";

// What the site renders fundraiser and team pages from (docs/product/fundraisers.md): no session, figures
// from the running totals (one row each), cached like the campaigns' figures (a few seconds late is fine).
// A page that is not shown is a real 404, never cached as a page.

const slugParam = z.object({ slug: z.string().min(1).max(100) });

const registerPage = defineRoute({
  method: "get",
  path: "/v1/site/fundraisers/{slug}",
  tags: ["Fundraisers"],
  summary:
    "A shown fundraiser page: texts, photo, figures, its campaign's title, its owner's name and avatar",
  description:
    "404 unless the page is live or paused, not hidden, and for the general fund or a published campaign.",
  request: { params: slugParam },
  result: responses.getSiteFundraiserPage,
  errors: [404],
  access: access.public(),
  handle: async (c) => {
    const page = await getSiteFundraiserPage(c.get("services"), validated(c, "param", slugParam).slug);
    cachePublicly(c, FIGURES_MAX_AGE, FIGURES_STALE);
    return c.json(ok(page), 200);
  },
});

const registerTeam = defineRoute({
  method: "get",
  path: "/v1/site/teams/{slug}",
  tags: ["Fundraisers"],
  summary: "A team with its totals and its shown member pages, ranked by amount raised",
  request: { params: slugParam },
  result: responses.getSiteTeam,
  errors: [404],
  access: access.public(),
  handle: async (c) => {
    const team = await getSiteTeam(c.get("services"), validated(c, "param", slugParam).slug);
    cachePublicly(c, FIGURES_MAX_AGE, FIGURES_STALE);
    return c.json(ok(team), 200);
  },
});

const registerLeaderboard = defineRoute({
  method: "get",
  path: "/v1/site/teams",
  tags: ["Fundraisers"],
  summary: "The team leaderboard: shown teams by amount raised",
  request: { query: listTeamLeaderboardQuerySchema },
  result: responses.listTeamLeaderboard,
  errors: [400],
  access: access.public(),
  handle: async (c) => {
    const { limit } = validated(c, "query", listTeamLeaderboardQuerySchema);
    const rows = await listTeamLeaderboard(c.get("services"), limit ?? 10);
    cachePublicly(c, FIGURES_MAX_AGE, FIGURES_STALE);
    return c.json(ok(rows), 200);
  },
});

export function registerFundraisersSite(app: Router) {
  registerPage(app);
  registerTeam(app);
  registerLeaderboard(app);
}
