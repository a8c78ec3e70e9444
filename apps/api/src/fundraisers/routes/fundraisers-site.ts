import { z } from "@hono/zod-openapi";
import {
  FUNDRAISER_SHARE_IMAGE,
  fundraiserShareImageQuerySchema,
  listSiteFundraisersQuerySchema,
  listTeamLeaderboardQuerySchema,
  responses,
  SITE_FUNDRAISER_LIST_PAGES,
  SITE_FUNDRAISER_LIST_TEAMS,
} from "@rimbun/contract";
import { recentAnswer } from "../../campaigns/recent-answers.ts";
import { FIGURES_MAX_AGE, FIGURES_STALE } from "../../campaigns/routes/campaigns.ts";
import { access } from "../../platform/http/access.ts";
import { cachePublicly, ifNoneMatchNames } from "../../platform/http/http-cache.ts";
import { ok, type Router } from "../../platform/http/openapi.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { fundraiserShareImage } from "../share-image.ts";
import { getSiteFundraiserPage, listSiteFundraisers } from "../site-pages.ts";
import { getSiteTeam, listTeamLeaderboard } from "../teams.ts";

// What the site renders fundraiser and team pages from (docs/product/fundraisers.md): no session, figures
// from the running totals (one row each), cached like the campaigns' figures (a few seconds late is fine).
// A page that is not shown is a real 404, never cached as a page. Answers are reused for a second in this
// process (campaigns/recent-answers.ts): a shared page's burst of visitors costs one read a second.

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
    const services = c.get("services");
    const { slug } = validated(c, "param", slugParam);
    const page = await recentAnswer(services.db, `fundraiser:${slug}`, () =>
      getSiteFundraiserPage(services, slug),
    );
    cachePublicly(c, FIGURES_MAX_AGE, FIGURES_STALE);
    return c.json(ok(page), 200);
  },
});

/** Link previews are fetched once per share, not per visitor: the image may be a few minutes behind the page. */
const SHARE_IMAGE_MAX_AGE = 300;
const SHARE_IMAGE_STALE = 600;

const registerShareImage = defineRoute({
  method: "get",
  path: "/v1/site/fundraisers/{slug}/share.png",
  tags: ["Fundraisers"],
  summary:
    "A shown fundraiser page's share image: title, owner, campaign, progress and photo (PNG, 1200×630)",
  description:
    "The picture link previews show (og:image). Texts and amounts in `locale` (`id` without one; another value is a 400). 404 exactly when the page's own call is. Cached publicly for 5 minutes: the raised amount may be that far behind.",
  request: { params: slugParam, query: fundraiserShareImageQuerySchema },
  errors: [400, 404],
  otherResponses: {
    200: { description: "The image", content: { [FUNDRAISER_SHARE_IMAGE.type]: { schema: z.any() } } },
    304: { description: "The image the caller holds (If-None-Match) is still current" },
  },
  access: access.public(),
  handle: async (c) => {
    const services = c.get("services");
    const { slug } = validated(c, "param", slugParam);
    const { locale = "id" } = validated(c, "query", fundraiserShareImageQuerySchema);
    const page = await recentAnswer(services.db, `fundraiser:${slug}`, () =>
      getSiteFundraiserPage(services, slug),
    );
    const image = await fundraiserShareImage(services.db, page, locale);
    const etag = `"${image.tag}"`;
    cachePublicly(c, SHARE_IMAGE_MAX_AGE, SHARE_IMAGE_STALE);
    c.header("etag", etag);
    if (ifNoneMatchNames(c.req.header("if-none-match"), etag)) return c.body(null, 304);
    return c.body(new Uint8Array(image.bytes), 200, {
      "content-type": FUNDRAISER_SHARE_IMAGE.type,
      "x-content-type-options": "nosniff",
      // Crawlers and the site's pages on another origin show it.
      "cross-origin-resource-policy": "cross-origin",
    });
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
    const services = c.get("services");
    const { slug } = validated(c, "param", slugParam);
    const team = await recentAnswer(services.db, `team:${slug}`, () => getSiteTeam(services, slug));
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
    const services = c.get("services");
    const rows = await recentAnswer(services.db, `teams:${limit ?? 10}`, () =>
      listTeamLeaderboard(services, limit ?? 10),
    );
    cachePublicly(c, FIGURES_MAX_AGE, FIGURES_STALE);
    return c.json(ok(rows), 200);
  },
});

const registerSitemapList = defineRoute({
  method: "get",
  path: "/v1/site/fundraisers",
  tags: ["Fundraisers"],
  summary: "The shown fundraiser pages and teams, by slug and last change, for the sitemap",
  description: `Pages live or paused, not hidden, for the general fund or a published campaign; teams not hidden. At most the ${SITE_FUNDRAISER_LIST_PAGES.toLocaleString("en")} pages and ${SITE_FUNDRAISER_LIST_TEAMS.toLocaleString("en")} teams changed last, newest first. No owner data. Any query parameter is a 400.`,
  request: { query: listSiteFundraisersQuerySchema },
  result: responses.listSiteFundraisers,
  errors: [400],
  access: access.public(),
  handle: async (c) => {
    validated(c, "query", listSiteFundraisersQuerySchema);
    const services = c.get("services");
    const list = await recentAnswer(services.db, "fundraisers:sitemap", () => listSiteFundraisers(services));
    cachePublicly(c, FIGURES_MAX_AGE, FIGURES_STALE);
    return c.json(ok(list), 200);
  },
});

export function registerFundraisersSite(app: Router) {
  registerSitemapList(app);
  registerPage(app);
  registerShareImage(app);
  registerTeam(app);
  registerLeaderboard(app);
}
