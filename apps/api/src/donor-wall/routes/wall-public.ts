import { z } from "@hono/zod-openapi";
import { responses, type Wall, wallQuerySchema } from "@rimbun/contract";
import { recentAnswer } from "../../campaigns/recent-answers.ts";
import type { AppContext } from "../../platform/context.ts";
import { access } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { cachePublicly } from "../../platform/http/http-cache.ts";
import { ok } from "../../platform/http/openapi.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { campaignWall, pageWall, type WallRead } from "../wall-reads.ts";

// The public walls (docs/product/fundraisers.md#donor-wall): the same bytes for every reader, reused for
// a second in this process and cached publicly as briefly as a campaign's latest gifts; a wall that is
// not shown is a real 404, never cacheable.

const MAX_AGE = 10;
const STALE = 30;
const params = z.object({ slug: z.string().max(100) });

async function answerWall(
  c: AppContext,
  key: string,
  load: (read: WallRead) => Promise<Wall | null>,
): Promise<Response> {
  const read = validated(c, "query", wallQuerySchema);
  const db = c.get("services").db;
  const wall = await recentAnswer(db, `wall:${key}:${read.before ?? ""}:${read.limit ?? ""}`, () =>
    load(read),
  );
  if (!wall) throw new ApiError("NOT_FOUND");
  cachePublicly(c, MAX_AGE, STALE);
  return c.json(ok(wall), 200);
}

export const registerCampaignWall = defineRoute({
  method: "get",
  path: "/v1/campaigns/{slug}/wall",
  tags: ["Donor wall"],
  summary: "A published campaign's donor wall, newest first (404 otherwise)",
  description:
    "Messages of paid gifts to the campaign (through its fundraiser pages too), `limit` (1-50, default 20) at a time; `before` takes the previous answer's `next_before`. Each shows the name the donor chose (null: anonymous), the text, the amount when allowed, the Aamiin count and the time.",
  request: { params, query: wallQuerySchema },
  result: responses.getCampaignWall,
  errors: [400, 404],
  access: access.public(),
  handle: async (c) => {
    const { slug } = validated(c, "param", params);
    return answerWall(c, `campaign:${slug}`, (read) => campaignWall(c.get("services").db, slug, read));
  },
});

export const registerFundraiserWall = defineRoute({
  method: "get",
  path: "/v1/fundraisers/{slug}/wall",
  tags: ["Donor wall"],
  summary: "A fundraiser page's donor wall, newest first (404 unless the page is shown)",
  description:
    "As the campaign's wall, for the gifts made through one fundraiser page; only a page the site shows (live or paused, not hidden, for a published campaign or the general fund).",
  request: { params, query: wallQuerySchema },
  result: responses.getFundraiserWall,
  errors: [400, 404],
  access: access.public(),
  handle: async (c) => {
    const { slug } = validated(c, "param", params);
    return answerWall(c, `page:${slug}`, (read) => pageWall(c.get("services").db, slug, read));
  },
});
