import { createRoute, z } from "@hono/zod-openapi";
import { resetRequestSchema } from "@rimbun/domain";
import { and, eq, gt } from "drizzle-orm";
import { users, verifications } from "../db/schema/index.ts";
import { ApiError } from "../lib/errors.ts";
import { envelope, errorResponses, jsonContent, ok, type Router, requireBody } from "../lib/openapi.ts";
import { audit } from "../services/audit.ts";

const route = createRoute({
  method: "post",
  path: "/v1/oauth/reset",
  tags: ["Accounts"],
  summary: "Call 16: set a new password with a reset or set-password token",
  description: "Tokens work once. Sets `first` to true and ends the account's other sessions.",
  request: {
    body: {
      content: {
        "application/x-www-form-urlencoded": { schema: resetRequestSchema },
        "multipart/form-data": { schema: resetRequestSchema },
        "application/json": { schema: resetRequestSchema },
      },
    },
  },
  responses: { 200: jsonContent(envelope(z.literal("reset"))), 400: errorResponses[400] },
});

export function registerOauthReset(app: Router) {
  app.openapi(route, async (c) => {
    const services = c.get("services");
    const form = requireBody(c, resetRequestSchema);
    const [link] = await services.db
      .select({ userId: verifications.value })
      .from(verifications)
      .where(
        and(
          eq(verifications.identifier, `reset-password:${form.token}`),
          gt(verifications.expiresAt, services.now()),
        ),
      )
      .limit(1);
    if (!link) throw new ApiError("BAD_REQUEST", { messageId: "reset.invalidToken" });
    try {
      await services.auth.api.resetPassword({ body: { token: form.token, newPassword: form.password } });
    } catch {
      throw new ApiError("BAD_REQUEST", { messageId: "reset.invalidToken" });
    }
    await services.db.update(users).set({ first: true }).where(eq(users.id, link.userId));
    await audit(services.db, {
      actorUserId: link.userId,
      action: "password.reset",
      subject: `user:${link.userId}`,
    });
    return c.json(ok("reset" as const), 200);
  });
}
