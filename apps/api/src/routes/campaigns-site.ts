import { createRoute, z } from "@hono/zod-openapi";
import { responses } from "@rimbun/contract";
import { envelope, errorResponses, jsonContent, ok, type Router } from "../lib/openapi.ts";
import { getSiteCampaign, listSiteCampaigns } from "../services/campaigns.ts";

// The site renders its landing and campaign pages from these calls (issue 12). No session, cheap, and
// cacheable for 30 s by the site and any proxy; a preview (a staffer's signed link) is never cached.

const publicCache = "public, max-age=30";

const list = createRoute({
  method: "get",
  path: "/v1/site/campaigns",
  tags: ["Campaigns"],
  summary: "Published campaigns and programmes for the landing, in landing order (no story, no updates)",
  responses: { 200: jsonContent(envelope(responses.listSiteCampaigns)) },
});

const one = createRoute({
  method: "get",
  path: "/v1/site/campaigns/{slug}",
  tags: ["Campaigns"],
  summary: "One published or closed campaign with its story and updates (newest first)",
  description:
    "404 for an unknown slug, a programme or a draft. `preview` (the token of POST /v1/admin/campaigns/{slug}/preview, 15 minutes, that slug only) also shows a draft; such an answer is `Cache-Control: private, no-store`.",
  request: {
    params: z.object({ slug: z.string().max(100) }),
    query: z.object({ preview: z.string().max(500).optional() }),
  },
  responses: { 200: jsonContent(envelope(responses.getSiteCampaign)), 404: errorResponses[404] },
});

export function registerCampaignsSite(app: Router) {
  app.openapi(list, async (c) => {
    c.header("cache-control", publicCache);
    return c.json(ok(await listSiteCampaigns(c.get("services"))), 200);
  });
  app.openapi(one, async (c) => {
    const { page, preview } = await getSiteCampaign(
      c.get("services"),
      c.req.valid("param").slug,
      c.req.valid("query").preview,
    );
    c.header("cache-control", preview || c.req.valid("query").preview ? "private, no-store" : publicCache);
    return c.json(ok(page), 200);
  });
}
