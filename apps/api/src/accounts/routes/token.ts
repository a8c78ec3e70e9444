import { getTokenRequestSchema, responses } from "@rimbun/contract";
import { issueBearerToken } from "../../platform/auth/session.ts";
import { access } from "../../platform/http/access.ts";
import { ok } from "../../platform/http/openapi.ts";
import { defineRoute } from "../../platform/http/route.ts";

export const registerToken = defineRoute({
  method: "post",
  path: "/v1/rest",
  tags: ["Accounts"],
  summary: "Call 1: a short-lived bearer token (15 min)",
  description:
    "For clients that cannot use the cookie. Called with a session, the token acts for that session (`Authorization: Bearer ...` is accepted like the cookie) while the session lasts: it names the session by id, signed, and never contains the session cookie. Called anonymously, it grants only what anonymous callers may do.",
  request: {
    body: {
      content: {
        "application/json": { schema: getTokenRequestSchema },
        "application/x-www-form-urlencoded": { schema: getTokenRequestSchema },
      },
    },
  },
  result: responses.getToken,
  errors: [400],
  access: access.public(),
  handle: async (c) => {
    const services = c.get("services");
    const viewer = c.get("viewer");
    const { token, expiresAt } = issueBearerToken(
      services.env.AUTH_SECRET,
      viewer?.sessionId ?? null,
      services.now(),
    );
    return c.json(ok({ token, expires_at: expiresAt.toISOString() }), 200);
  },
});
