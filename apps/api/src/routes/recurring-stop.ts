import { createRoute, z } from "@hono/zod-openapi";
import { formatRupiah } from "@rimbun/domain";
import { eq } from "drizzle-orm";
import { recurringPlans } from "../db/schema/index.ts";
import { ApiError } from "../lib/errors.ts";
import { envelope, errorResponses, jsonContent, ok, type Router, requireBody } from "../lib/openapi.ts";
import { verifyLink } from "../lib/signed-links.ts";
import { audit } from "../services/audit.ts";
import { mailTemplates } from "../services/mail/templates.ts";

// TODO(domain): move — domain's stopRecurringRequestSchema requires `channel` and names the link token
// `signature`, while the site sends `{ pgid, token }`; this accepts both until they agree.
const stopRequest = z.object({
  pgid: z.string().trim().min(1).max(200),
  token: z.string().trim().max(512).optional(),
  signature: z.string().trim().max(512).optional(),
  channel: z.string().max(40).optional(),
});

const route = createRoute({
  method: "put",
  path: "/v1/payments/recurring",
  tags: ["Payments"],
  summary: "Call 5: stop a monthly donation (signed link from the invoice mail, or the plan's owner)",
  description:
    "JSON `{ pgid, token }` with the token of the stop link (valid 30 days), or the logged-in owner of the plan. Recorded at once (plan `inactive`) and confirmed by e-mail. 404 means the plan is already stopped or unknown.",
  request: {
    body: {
      content: {
        "application/json": { schema: stopRequest },
        "application/x-www-form-urlencoded": { schema: stopRequest },
      },
    },
  },
  responses: {
    200: jsonContent(envelope(z.literal("success"))),
    400: errorResponses[400],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

export function registerRecurringStop(app: Router) {
  app.openapi(route, async (c) => {
    const services = c.get("services");
    const input = requireBody(
      c.req.valid("json") ?? c.req.valid("form"),
      stopRequest,
      c.req.header("content-type"),
    );
    const [plan] = await services.db
      .select()
      .from(recurringPlans)
      .where(eq(recurringPlans.pgId, input.pgid))
      .limit(1);
    const viewer = c.get("viewer");
    const byLink = input.token
      ? verifyLink(services.env.LINK_SECRET, "stop", input.token, services.now()) === input.pgid
      : false;
    const byOwner = Boolean(viewer && plan && (viewer.userId === plan.userId || viewer.role === "admin"));
    if (!byLink && !byOwner) throw new ApiError("FORBIDDEN");
    if (!plan || plan.status === "inactive") throw new ApiError("NOT_FOUND");
    const stopped = await services.db
      .update(recurringPlans)
      .set({ status: "inactive", stoppedAt: services.now(), nextChargeAt: null })
      .where(eq(recurringPlans.id, plan.id))
      .returning({ id: recurringPlans.id });
    if (stopped.length === 0) throw new ApiError("NOT_FOUND");
    await audit(services.db, {
      actorUserId: viewer?.userId ?? null,
      action: "recurring.stop",
      subject: `plan:${plan.id}`,
    });
    await services.mailer.send(
      plan.email,
      plan.locale,
      mailTemplates.stopConfirmation(plan.locale, { name: plan.fullname, amount: formatRupiah(plan.amount) }),
    );
    return c.json(ok("success" as const), 200);
  });
}
