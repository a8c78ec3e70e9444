import { z } from "@hono/zod-openapi";
import { responses } from "@rimbun/contract";
import { access } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { cachePublicly } from "../../platform/http/http-cache.ts";
import { ok } from "../../platform/http/openapi.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { publicEmbed } from "../public-embed.ts";

/**
 * Partners' pages can be busy and the meter may lag a little: browsers and proxies keep the answer 30 s and
 * may show it 60 s more while asking again; switching a code off shows within that (docs/decisions/embeds.md#caching).
 */
export const EMBED_MAX_AGE = 30;
export const EMBED_STALE = 60;

const idParams = z.object({ id: z.string().max(64) });

export const registerPublicEmbed = defineRoute({
  method: "get",
  path: "/v1/embeds/{id}",
  tags: ["Embeds"],
  summary: "A partner embed code's look, allowed origins, target and goal meter (public, cached)",
  description:
    "404 `NOT_FOUND` for an unknown or switched-off code, or one whose campaign or page no longer takes gifts. The meter comes from the running totals: its cost never grows with the gifts. Readable from any origin (no credentials).",
  request: { params: idParams },
  result: responses.getPublicEmbed,
  errors: [404],
  access: access.public(),
  handle: async (c) => {
    const { id } = validated(c, "param", idParams);
    const embed = await publicEmbed(c.get("services").db, id);
    if (!embed) throw new ApiError("NOT_FOUND");
    cachePublicly(c, EMBED_MAX_AGE, EMBED_STALE);
    // The loader reads it from partners' pages: public data, no cookies, so any origin may read it. The
    // site's and the console's own origins keep the answer the CORS middleware gave them.
    if (!c.res.headers.has("access-control-allow-origin")) {
      c.header("access-control-allow-origin", "*");
      // Browsers refuse `*` beside credentials: this answer needs none.
      c.header("access-control-allow-credentials", undefined);
    }
    return c.json(ok(embed), 200);
  },
});
