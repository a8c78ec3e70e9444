import { z } from "@hono/zod-openapi";
import { endMatchingPledgeRequestSchema, matchingPledgeInputSchema, responses } from "@rimbun/contract";
import { access } from "../../platform/http/access.ts";
import { jsonBody, ok, type Router } from "../../platform/http/openapi.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { defineStaffActionRoute } from "../../platform/http/staff-action-route.ts";
import {
  createMatchingPledge,
  endMatchingPledge,
  listMatchingPledges,
  matchingStatement,
} from "../matching/pledges.ts";

// Matching pledges (docs/product/campaigns.md#matching-pledges): staff and administrators attach a partner's
// pledge to a campaign, end it early and read the partner's statement. The role is judged before the body.

const slugParam = z.object({ slug: z.string().min(1).max(100) });
const idParam = z.object({ id: z.string().min(1).max(64) });
const staffCall = { tags: ["Campaigns (staff)"], access: access.staff() };

const registerList = defineRoute({
  ...staffCall,
  method: "get",
  path: "/v1/admin/campaigns/{slug}/matching-pledges",
  summary: "A campaign's matching pledges in start order, with what each has matched (staff)",
  request: { params: slugParam },
  result: responses.listMatchingPledges,
  errors: [400, 401, 403, 404],
  handle: async (c) =>
    c.json(ok(await listMatchingPledges(c.get("services"), validated(c, "param", slugParam).slug)), 200),
});

const registerCreate = defineRoute({
  ...staffCall,
  method: "post",
  path: "/v1/admin/campaigns/{slug}/matching-pledges",
  summary: "Attach a partner's matching pledge to a campaign, with a reason (staff)",
  description:
    "Ratio 1 doubles each paid gift, 2 triples it, up to `cap` rupiah, on the Jakarta days `starts_on` to `ends_on`. 409 `matching.overlap` when another pledge of the campaign (not ended) runs on one of those days, 409 `matching.programme` on a programme. Audited `campaign.matching.create`.",
  request: { params: slugParam, body: jsonBody(matchingPledgeInputSchema) },
  result: responses.createMatchingPledge,
  errors: [400, 401, 403, 404, 409],
  handle: async (c, staffer) => {
    const { slug } = validated(c, "param", slugParam);
    const input = validated(c, "json", matchingPledgeInputSchema);
    return c.json(ok(await createMatchingPledge(c.get("services"), staffer, slug, input)), 200);
  },
});

const registerEnd = defineStaffActionRoute({
  ...staffCall,
  path: "/v1/admin/matching-pledges/{id}/end",
  summary: "End a matching pledge early, with a reason (staff)",
  description:
    "Gifts paid from now on are not matched; what it matched stays (a refund still gives its match back). 409 `matching.ended` the second time. Audited `campaign.matching.end`.",
  body: endMatchingPledgeRequestSchema,
  result: responses.endMatchingPledge,
  handle: (c, staffer, id, reason) => endMatchingPledge(c.get("services"), staffer, id, reason),
});

const registerStatement = defineRoute({
  ...staffCall,
  method: "get",
  path: "/v1/admin/matching-pledges/{id}/statement",
  summary:
    "Every gift a pledge matched (date, local id, gift, match) and the totals, for the partner (staff)",
  description: "Refunded gifts are left out. The dashboard turns it into the partner's statement (PDF).",
  request: { params: idParam },
  result: responses.getMatchingStatement,
  errors: [400, 401, 403, 404],
  handle: async (c) =>
    c.json(ok(await matchingStatement(c.get("services"), validated(c, "param", idParam).id)), 200),
});

export function registerMatchingPledges(app: Router) {
  registerList(app);
  registerCreate(app);
  registerEnd(app);
  registerStatement(app);
}
