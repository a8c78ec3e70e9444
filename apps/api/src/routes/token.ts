import { createRoute, z } from "@hono/zod-openapi";
import { envelope, errorResponses, jsonContent, ok, type Router } from "../lib/openapi.ts";
import { issueBearerToken, readCookie, sessionCookieName } from "../services/auth/session.ts";

const tokenRequest = z.object({
  platform: z.string().max(40).optional(),
  apps: z.string().max(100).optional(),
  crx: z.string().max(200).optional(),
});

const route = createRoute({
  method: "post",
  path: "/v1/rest",
  tags: ["Accounts"],
  summary: "Call 1: a short-lived bearer token (15 min)",
  description:
    "For clients that cannot use the cookie. Called with a session cookie, the token acts for that session (`Authorization: Bearer ...` is accepted like the cookie); called anonymously, it grants only what anonymous callers may do.",
  request: {
    body: {
      required: false,
      content: {
        "application/json": { schema: tokenRequest },
        "application/x-www-form-urlencoded": { schema: tokenRequest },
      },
    },
  },
  responses: {
    200: jsonContent(envelope(z.object({ token: z.string(), expires_at: z.string() }))),
    400: errorResponses[400],
  },
});

export function registerToken(app: Router) {
  app.openapi(route, async (c) => {
    const services = c.get("services");
    const viewer = c.get("viewer");
    const signedSession = viewer
      ? readCookie(c.req.header("cookie"), await sessionCookieName(services))
      : null;
    const { token, expiresAt } = issueBearerToken(services.env.AUTH_SECRET, signedSession, services.now());
    return c.json(ok({ token, expires_at: expiresAt.toISOString() }), 200);
  });
}
