import { createRoute } from "@hono/zod-openapi";
import { responses, updatePasswordRequestSchema } from "@rimbun/contract";
import { assertSameUserEmail, requireViewer, sessionRequired } from "../context.ts";
import {
  envelope,
  errorResponses,
  formBody,
  jsonContent,
  ok,
  type Router,
  requireBody,
  sessionSecurity,
} from "../lib/openapi.ts";
import { assertCurrentPassword, changePassword } from "../services/auth/account-security.ts";

const route = createRoute({
  method: "put",
  path: "/v1/oauth",
  tags: ["Accounts"],
  summary: "Call 9: update the session user's password (sets `first` to true)",
  description:
    "`current_password` is required (400 `password.currentEmpty` / `password.currentWrong`, 10 wrong tries per 15 minutes, then 429) unless the account never set a password (`first` false). The new password needs at least 10 characters and must not be a common one (`password.common`). Ends every other session of the user and mails a notice.",
  security: sessionSecurity,
  middleware: [sessionRequired] as const,
  request: formBody(updatePasswordRequestSchema),
  responses: {
    200: jsonContent(envelope(responses.updatePassword)),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    429: errorResponses[429],
  },
});

export function registerOauthPassword(app: Router) {
  app.openapi(route, async (c) => {
    const services = c.get("services");
    const viewer = requireViewer(c);
    const form = requireBody(c, updatePasswordRequestSchema);
    // Even admins change only their own password here.
    assertSameUserEmail({ ...viewer, role: "donor" }, form.email);
    // The very first password (the account never set one) has no current one to ask for; after that,
    // a session alone is not enough (docs/decisions/api.md).
    if (viewer.first) await assertCurrentPassword(services, viewer.userId, form.current_password);
    await changePassword(services, viewer, form.password);
    return c.json(ok(true as const), 200);
  });
}
