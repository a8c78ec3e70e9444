import { z } from "@hono/zod-openapi";
import { responses } from "@rimbun/contract";
import { access } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { cachePublicly } from "../../platform/http/http-cache.ts";
import { ok, type Router } from "../../platform/http/openapi.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { mayBeCampaignSlug } from "../campaigns.ts";
import { campaignFigures } from "../figures.ts";
import { recentAnswer } from "../recent-answers.ts";

/**
 * Figures move with every gift, but a few seconds late is fine: browsers and proxies keep them 10 s and
 * may show them 30 s more while asking again (an ETag makes that a 304 when nothing moved).
 */
export const FIGURES_MAX_AGE = 10;
export const FIGURES_STALE = 30;

const registerList = defineRoute({
  method: "get",
  path: "/v1/campaigns",
  tags: ["Campaigns"],
  summary:
    "Published and closed campaigns (not programmes): title, target, amount raised (successful donations plus gifts recorded offline) and donor count",
  result: responses.getCampaigns,
  errors: [],
  access: access.public(),
  handle: async (c) => {
    const services = c.get("services");
    const figures = await recentAnswer(services.db, "figures", () => campaignFigures(services));
    cachePublicly(c, FIGURES_MAX_AGE, FIGURES_STALE);
    return c.json(ok(figures), 200);
  },
});

const slugParams = z.object({ slug: z.string().max(100) });

const registerOne = defineRoute({
  method: "get",
  path: "/v1/campaigns/{slug}",
  tags: ["Campaigns"],
  summary:
    "One published or closed campaign's title, target, amount raised and donor count (404 for a draft)",
  request: { params: slugParams },
  result: responses.getCampaignFigures,
  errors: [404],
  access: access.public(),
  handle: async (c) => {
    const slug = validated(c, "param", slugParams).slug;
    const services = c.get("services");
    const [campaign] = mayBeCampaignSlug(slug)
      ? await recentAnswer(services.db, `figures:${slug}`, () => campaignFigures(services, slug))
      : [];
    if (!campaign) throw new ApiError("NOT_FOUND");
    cachePublicly(c, FIGURES_MAX_AGE, FIGURES_STALE);
    return c.json(ok(campaign), 200);
  },
});

export function registerCampaigns(app: Router) {
  registerList(app);
  registerOne(app);
}
