import { createRoute, z } from "@hono/zod-openapi";
import { responses } from "@rimbun/contract";
import { access, guarded } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { cachePublicly } from "../../platform/http/http-cache.ts";
import { envelope, errorResponses, jsonContent, ok, type Router } from "../../platform/http/openapi.ts";
import { mayBeCampaignSlug } from "../campaigns.ts";
import { campaignFigures } from "../figures.ts";
import { recentAnswer } from "../recent-answers.ts";

const list = createRoute({
  method: "get",
  path: "/v1/campaigns",
  tags: ["Campaigns"],
  ...guarded(access.public()),
  summary:
    "Published and closed campaigns (not programmes): title, target, amount raised (successful donations plus gifts recorded offline) and donor count",
  responses: { 200: jsonContent(envelope(responses.getCampaigns)) },
});

const one = createRoute({
  method: "get",
  path: "/v1/campaigns/{slug}",
  tags: ["Campaigns"],
  ...guarded(access.public()),
  summary:
    "One published or closed campaign's title, target, amount raised and donor count (404 for a draft)",
  request: { params: z.object({ slug: z.string().max(100) }) },
  responses: { 200: jsonContent(envelope(responses.getCampaignFigures)), 404: errorResponses[404] },
});

/**
 * Figures move with every gift, but a few seconds late is fine: browsers and proxies keep them 10 s and
 * may show them 30 s more while asking again (an ETag makes that a 304 when nothing moved).
 */
export const FIGURES_MAX_AGE = 10;
export const FIGURES_STALE = 30;

export function registerCampaigns(app: Router) {
  app.openapi(list, async (c) => {
    const db = c.get("services").db;
    const figures = await recentAnswer(db, "figures", () => campaignFigures(db));
    cachePublicly(c, FIGURES_MAX_AGE, FIGURES_STALE);
    return c.json(ok(figures), 200);
  });
  app.openapi(one, async (c) => {
    const slug = c.req.valid("param").slug;
    const db = c.get("services").db;
    const [campaign] = mayBeCampaignSlug(slug)
      ? await recentAnswer(db, `figures:${slug}`, () => campaignFigures(db, slug))
      : [];
    if (!campaign) throw new ApiError("NOT_FOUND");
    cachePublicly(c, FIGURES_MAX_AGE, FIGURES_STALE);
    return c.json(ok(campaign), 200);
  });
}
