import { z } from "@hono/zod-openapi";
import { responses, wallReportRequestSchema } from "@rimbun/contract";
import { requestAddress } from "../../platform/auth/client-address.ts";
import {
  hitRateLimit,
  type RateLimitRule,
  wallAamiinAddressLimit,
  wallReportAddressLimit,
} from "../../platform/auth/rate-limit.ts";
import type { AppContext } from "../../platform/context.ts";
import { access } from "../../platform/http/access.ts";
import { jsonBody, ok } from "../../platform/http/openapi.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { sayAamiin } from "../aamiin.ts";
import { wallBrowserKey } from "../browser-key.ts";
import { reportMessage, reportPage } from "../wall-reports.ts";

// What visitors do on a wall without an account (docs/product/fundraisers.md#donor-wall): Aamiin and
// reports, once per browser (its own cookie, browser-key.ts) and throttled per client address. Like
// every public POST they pass the Origin check (platform/http/csrf.ts): a foreign Origin is refused.

const messageParams = z.object({ id: z.string().min(1).max(64) });
const pageParams = z.object({ slug: z.string().min(1).max(100) });
const reportBody = { body: jsonBody(wallReportRequestSchema) };

async function throttle(c: AppContext, rule: RateLimitRule): Promise<void> {
  const services = c.get("services");
  await hitRateLimit(services.db, rule, requestAddress(c), services.now());
}

export const registerWallAamiin = defineRoute({
  method: "post",
  path: "/v1/wall/messages/{id}/aamiin",
  tags: ["Donor wall"],
  summary: "Say Aamiin to a visible wall message, once per browser (a repeat answers the same count)",
  description:
    "No account: the browser's own random cookie (httpOnly, set here when missing) counts it once. 404 for a message that is not shown; throttled per client address (429 RATE_LIMITED).",
  request: { params: messageParams },
  result: responses.sayAamiin,
  errors: [400, 403, 404, 429],
  access: access.public(),
  handle: async (c) => {
    const { id } = validated(c, "param", messageParams);
    await throttle(c, wallAamiinAddressLimit);
    const answer = await sayAamiin(c.get("services").db, id, wallBrowserKey(c));
    return c.json(ok(answer), 200);
  },
});

export const registerWallMessageReport = defineRoute({
  method: "post",
  path: "/v1/wall/messages/{id}/report",
  tags: ["Donor wall"],
  summary: "Report a visible wall message (spam, abuse, personal data, other), once per browser",
  description:
    "The message stays shown until a staffer acts. A repeat from the same browser changes nothing and answers the same. Throttled per client address (429 RATE_LIMITED).",
  request: { params: messageParams, ...reportBody },
  result: responses.reportWallMessage,
  errors: [400, 403, 404, 429],
  access: access.public(),
  handle: async (c) => {
    const { id } = validated(c, "param", messageParams);
    const { reason } = validated(c, "json", wallReportRequestSchema);
    await throttle(c, wallReportAddressLimit);
    await reportMessage(c.get("services").db, id, reason, wallBrowserKey(c));
    return c.json(ok({ reported: true as const }), 200);
  },
});

export const registerWallPageReport = defineRoute({
  method: "post",
  path: "/v1/wall/pages/{slug}/report",
  tags: ["Donor wall"],
  summary: "Report a fundraiser page the site shows, once per browser",
  description:
    "The page stays shown until a staffer acts. 404 for a page that is not shown. Throttled per client address (429 RATE_LIMITED).",
  request: { params: pageParams, ...reportBody },
  result: responses.reportFundraiserPage,
  errors: [400, 403, 404, 429],
  access: access.public(),
  handle: async (c) => {
    const { slug } = validated(c, "param", pageParams);
    const { reason } = validated(c, "json", wallReportRequestSchema);
    await throttle(c, wallReportAddressLimit);
    await reportPage(c.get("services").db, slug, reason, wallBrowserKey(c));
    return c.json(ok({ reported: true as const }), 200);
  },
});
