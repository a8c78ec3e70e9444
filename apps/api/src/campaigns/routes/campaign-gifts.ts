import { z } from "@hono/zod-openapi";
import { access } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { cachePublicly } from "../../platform/http/http-cache.ts";
import { ok } from "../../platform/http/openapi.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { mayBeCampaignSlug } from "../campaigns.ts";
import { latestGifts } from "../figures.ts";
import { recentAnswer } from "../recent-answers.ts";

// The latest gifts on a campaign page (docs/decisions/donation-path.md#campaign-pages-on-a-phone): amount
// and time only. Donors have not been asked to show their name, so no name, e-mail, phone, id or
// referral leaves here; the page calls every gift "Anonymous". The cost does not grow with the number
// of gifts: one row for the campaign, then at most LATEST_GIFTS rows read backwards from the index
// `donations_campaign_paid_idx` (campaign, paid time; done gifts only), reused for a second in this
// process and cached publicly for as long as the campaign figures.

/** How many gifts the page lists. */
export const LATEST_GIFTS = 5;
const MAX_AGE = 10;
const STALE = 30;

const giftSchema = z.object({ amount: z.number().int(), paid_at: z.string() });
const answerSchema = z.object({ gifts: z.array(giftSchema).max(LATEST_GIFTS) });
export type LatestGifts = z.infer<typeof answerSchema>;

const params = z.object({ slug: z.string().max(100) });

export const registerCampaignGifts = defineRoute({
  method: "get",
  path: "/v1/campaigns/{slug}/gifts",
  tags: ["Campaigns"],
  summary:
    "The latest successful gifts to a published or closed campaign: amount and time only (404 for a draft)",
  request: { params },
  result: answerSchema,
  errors: [404],
  access: access.public(),
  handle: async (c) => {
    const slug = validated(c, "param", params).slug;
    const db = c.get("services").db;
    const answer = mayBeCampaignSlug(slug)
      ? await recentAnswer(db, `gifts:${slug}`, () => latestGifts(db, slug, LATEST_GIFTS))
      : null;
    if (!answer) throw new ApiError("NOT_FOUND");
    cachePublicly(c, MAX_AGE, STALE);
    return c.json(ok(answer), 200);
  },
});
