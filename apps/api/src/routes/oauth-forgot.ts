import { createRoute } from "@hono/zod-openapi";
import { requestPasswordResetRequestSchema, responses } from "@rimbun/contract";
import {
  envelope,
  errorResponses,
  formBody,
  jsonContent,
  ok,
  type Router,
  requireBody,
} from "../lib/openapi.ts";
import { findUserByEmail, sendResetLink } from "../services/accounts.ts";
import { requestAddress } from "../services/auth/client-address.ts";
import { forgotAddressLimit, forgotEmailLimit, hitRateLimit } from "../services/auth/rate-limit.ts";

const route = createRoute({
  method: "post",
  path: "/v1/oauth/forgot",
  tags: ["Accounts"],
  summary: "Call 15: e-mail a single-use reset link (valid 1 hour)",
  description:
    "Answers the same whether or not the e-mail has an account (DECISIONS). Rate-limited per target e-mail (5 per hour, whoever asks) and per client address (20 per hour); 429 when full.",
  request: formBody(requestPasswordResetRequestSchema),
  responses: {
    200: jsonContent(envelope(responses.requestPasswordReset)),
    400: errorResponses[400],
    429: errorResponses[429],
  },
});

export function registerOauthForgot(app: Router) {
  app.openapi(route, async (c) => {
    const services = c.get("services");
    const form = requireBody(c, requestPasswordResetRequestSchema);
    const email = form.email.trim().toLowerCase();
    const now = services.now();
    await hitRateLimit(services.db, forgotAddressLimit, requestAddress(c), now);
    await hitRateLimit(services.db, forgotEmailLimit, email, now);
    const user = await findUserByEmail(services.db, email);
    if (user) await sendResetLink(services, user);
    return c.json(ok("sent" as const, "forgot.sent"), 200);
  });
}
