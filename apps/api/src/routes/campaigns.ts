import { createRoute, z } from "@hono/zod-openapi";
import { type CampaignFigures, responses } from "@rimbun/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { campaigns, donations } from "../db/schema/index.ts";
import { ApiError } from "../lib/errors.ts";
import { envelope, errorResponses, jsonContent, ok, type Router } from "../lib/openapi.ts";

async function campaignFigures(db: Database, slug?: string): Promise<CampaignFigures[]> {
  const rows = await db
    .select({
      slug: campaigns.slug,
      kind: campaigns.kind,
      status: campaigns.status,
      titleId: campaigns.titleId,
      titleEn: campaigns.titleEn,
      target: campaigns.target,
      raisedOffline: campaigns.raisedOffline,
      raised: sql<string>`coalesce(sum(${donations.amount}), 0)`,
      donorCount: sql<string>`count(distinct lower(${donations.email}))`,
    })
    .from(campaigns)
    .leftJoin(donations, and(eq(donations.campaignSlug, campaigns.slug), eq(donations.status, "done")))
    .where(
      and(
        // Campaigns that take (or took) tagged gifts; programmes have no page and no figures call.
        eq(campaigns.kind, "campaign"),
        inArray(campaigns.status, ["published", "closed"]),
        slug ? eq(campaigns.slug, slug) : undefined,
      ),
    )
    .groupBy(campaigns.slug)
    .orderBy(campaigns.sortOrder, campaigns.createdAt, campaigns.slug);
  return rows.map((row) => ({
    slug: row.slug,
    kind: row.kind,
    // drafts are filtered out above
    status: row.status === "closed" ? "closed" : "published",
    title: { id: row.titleId, en: row.titleEn },
    target: row.target,
    raised: Number(row.raised) + row.raisedOffline,
    donor_count: Number(row.donorCount),
  }));
}

const list = createRoute({
  method: "get",
  path: "/v1/campaigns",
  tags: ["Campaigns"],
  summary:
    "Published and closed campaigns (not programmes): title, target, amount raised (successful donations plus gifts recorded offline) and donor count",
  responses: { 200: jsonContent(envelope(responses.getCampaigns)) },
});

const one = createRoute({
  method: "get",
  path: "/v1/campaigns/{slug}",
  tags: ["Campaigns"],
  summary:
    "One published or closed campaign's title, target, amount raised and donor count (404 for a draft)",
  request: { params: z.object({ slug: z.string().max(100) }) },
  responses: { 200: jsonContent(envelope(responses.getCampaignFigures)), 404: errorResponses[404] },
});

export function registerCampaigns(app: Router) {
  app.openapi(list, async (c) => c.json(ok(await campaignFigures(c.get("services").db)), 200));
  app.openapi(one, async (c) => {
    const [campaign] = await campaignFigures(c.get("services").db, c.req.valid("param").slug);
    if (!campaign) throw new ApiError("NOT_FOUND");
    return c.json(ok(campaign), 200);
  });
}
