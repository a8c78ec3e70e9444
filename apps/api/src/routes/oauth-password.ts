import { createRoute, z } from "@hono/zod-openapi";
import { passwordUpdateRequestSchema } from "@rimbun/domain";
import { assertSameUserEmail, requireViewer, sessionRequired } from "../context.ts";
import {
  envelope,
  errorResponses,
  jsonContent,
  ok,
  type Router,
  requireBody,
  sessionSecurity,
} from "../lib/openapi.ts";
import { setPassword } from "../services/accounts.ts";
import { audit } from "../services/audit.ts";

const route = createRoute({
  method: "put",
  path: "/v1/oauth",
  tags: ["Accounts"],
  summary: "Call 9: update the session user's password (sets `first` to true)",
  security: sessionSecurity,
  middleware: [sessionRequired] as const,
  request: {
    body: {
      content: {
        "application/x-www-form-urlencoded": { schema: passwordUpdateRequestSchema },
        "multipart/form-data": { schema: passwordUpdateRequestSchema },
        "application/json": { schema: passwordUpdateRequestSchema },
      },
    },
  },
  responses: {
    200: jsonContent(envelope(z.literal(true))),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

export function registerOauthPassword(app: Router) {
  app.openapi(route, async (c) => {
    const services = c.get("services");
    const viewer = requireViewer(c);
    const form = requireBody(c, passwordUpdateRequestSchema);
    // Even admins change only their own password here.
    assertSameUserEmail({ ...viewer, role: "donor" }, form.email);
    await setPassword(services, viewer.userId, form.password);
    await audit(services.db, {
      actorUserId: viewer.userId,
      action: "password.update",
      subject: `user:${viewer.userId}`,
    });
    return c.json(ok(true as const), 200);
  });
}
