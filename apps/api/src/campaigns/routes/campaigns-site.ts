import { z } from "@hono/zod-openapi";
import { responses } from "@rimbun/contract";
import { access } from "../../platform/http/access.ts";
import { cachePublicly, PRIVATE_NO_STORE } from "../../platform/http/http-cache.ts";
import { ok, type Router } from "../../platform/http/openapi.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { getSiteCampaign, listSiteCampaigns } from "../campaigns.ts";
import { recentAnswer } from "../recent-answers.ts";

// The site renders its landing and campaign pages from these calls
// (docs/product/campaigns.md#campaign-pages). No session, and cheap (figures from the running totals). A
// published edit must be public within 60 s: a proxy keeps an answer 15 s and may serve it 15 s more while it
// asks again (30 s, as before), with an ETag; a preview (a staffer's signed link) is never cached.

const SITE_MAX_AGE = 15;
const SITE_STALE = 15;

const registerList = defineRoute({
  method: "get",
  path: "/v1/site/campaigns",
  tags: ["Campaigns"],
  summary: "Published campaigns and programmes for the landing, in landing order (no story, no updates)",
  result: responses.listSiteCampaigns,
  errors: [],
  access: access.public(),
  handle: async (c) => {
    const services = c.get("services");
    const cards = await recentAnswer(services.db, "site", () => listSiteCampaigns(services));
    cachePublicly(c, SITE_MAX_AGE, SITE_STALE);
    return c.json(ok(cards), 200);
  },
});

const slugParams = z.object({ slug: z.string().max(100) });
const previewQuery = z.object({ preview: z.string().max(500).optional() });

const registerOne = defineRoute({
  method: "get",
  path: "/v1/site/campaigns/{slug}",
  tags: ["Campaigns"],
  summary: "One published or closed campaign with its story and updates (newest first)",
  description:
    "404 for an unknown slug, a programme or a draft. `preview` (the token of POST /v1/admin/campaigns/{slug}/preview, 15 minutes, that slug only) also shows a draft; such an answer is `Cache-Control: private, no-store`.",
  request: { params: slugParams, query: previewQuery },
  result: responses.getSiteCampaign,
  errors: [404],
  access: access.public(),
  handle: async (c) => {
    const services = c.get("services");
    const slug = validated(c, "param", slugParams).slug;
    const token = validated(c, "query", previewQuery).preview;
    // A preview always reads the latest edit; the public page may be a second old.
    const { page, preview } =
      token === undefined
        ? await recentAnswer(services.db, `site:${slug}`, () => getSiteCampaign(services, slug, undefined))
        : await getSiteCampaign(services, slug, token);
    if (preview || token !== undefined) c.header("cache-control", PRIVATE_NO_STORE);
    else cachePublicly(c, SITE_MAX_AGE, SITE_STALE);
    return c.json(ok(page), 200);
  },
});

export function registerCampaignsSite(app: Router) {
  registerList(app);
  registerOne(app);
}
