import { sql } from "drizzle-orm";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { donationLinkHeader } from "./donations/guest-links.ts";
import { viewerMiddleware } from "./platform/auth/session.ts";
import type { AppEnv, Services } from "./platform/context.ts";
import { docsEnabled, isProduction } from "./platform/env.ts";
import { access } from "./platform/http/access.ts";
import { apiMessages } from "./platform/http/api-messages.ts";
import { bodyContentGuard } from "./platform/http/body-guard.ts";
import { csrfOriginCheck } from "./platform/http/csrf.ts";
import { registerDocsPage } from "./platform/http/docs-page.ts";
import { ApiError, errorBody } from "./platform/http/errors.ts";
import { httpCaching } from "./platform/http/http-cache.ts";
import { createRouter } from "./platform/http/openapi.ts";
import { describeOperations } from "./platform/http/operations.ts";
import { requestLogging, routePatternOf } from "./platform/http/request-log.ts";
import { registerMetrics } from "./platform/http/routes/metrics.ts";
import { imageUploadMaxBodyBytes, imageUploadPath } from "./platform/images/routes/images.ts";
import { log } from "./platform/log.ts";
import { countRequest } from "./platform/metrics.ts";
import { registerRoutes } from "./routes.ts";

export const maxBodyBytes = 3 * 1024 * 1024;

/** The whole API as one Hono app; tests call `app.request(...)` on it with their own services. */
export function createApp(services: Services) {
  const app = createRouter();
  const allowedOrigins = [services.env.PUBLIC_SITE_URL, services.env.DASHBOARD_URL];

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(errorBody(error), error.status);
    if (error instanceof HTTPException) {
      const status = error.status;
      // Hono's validators answer 400 for JSON or multipart they cannot parse, 415 for an undeclared type.
      const code =
        status === 413
          ? "PAYLOAD_TOO_LARGE"
          : status === 401
            ? "UNAUTHORIZED"
            : status === 415
              ? "UNSUPPORTED_CONTENT_TYPE"
              : "MALFORMED";
      return c.json(errorBody(new ApiError(code)), status);
    }
    // Never leak stacks or SQL: log here, answer with a stable code.
    // The route pattern, not the path (a path can carry a token); the request id comes with the line.
    log.error({ err: error, method: c.req.method, route: routePatternOf(c) }, "unexpected error");
    return c.json(errorBody(new ApiError("INTERNAL")), 500);
  });
  app.notFound((c) => c.json(errorBody(new ApiError("NOT_FOUND")), 404));

  // First: the request id and the access line (platform/http/request-log.ts).
  app.use("*", requestLogging(countRequest));
  app.use("*", async (c, next) => {
    c.set("services", services);
    await next();
  });
  // Compressed answers (docs/decisions/public-figures.md) for text and JSON over 1 KB when the client accepts
  // gzip or deflate (`Vary: Accept-Encoding`); the CSV export streams through it, event streams and pictures
  // do not. Outermost; JSON answers arrive compressed already (httpCaching), with their Content-Length.
  app.use("*", compress({ threshold: 1024 }));
  // Cache-Control on every answer (private unless a route says public), ETag and 304 on public JSON.
  app.use("*", httpCaching);
  app.use(
    "*",
    secureHeaders({
      // A page may choose a header of its own: the mailed-link pages send `Referrer-Policy: same-origin`,
      // so their button's POST carries an Origin (under `no-referrer` it is `null`, which the CSRF check
      // refuses when the browser also holds a session cookie).
      overwrite: false,
      // The site and dashboard (same site, other ports or subdomains) show avatars served from here.
      crossOriginResourcePolicy: "same-site",
      // Our few HTML pages (docs, the sandbox page in development) load only their own files.
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        formAction: ["'self'", services.env.PUBLIC_SITE_URL, services.env.DASHBOARD_URL],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
      },
    }),
  );
  app.use(
    "*",
    cors({
      origin: (origin) => (allowedOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowMethods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
      // The receipt page hands its mailed link's token over in a header (docs/decisions/guest-links.md).
      allowHeaders: ["Content-Type", "Authorization", "Idempotency-Key", donationLinkHeader],
      maxAge: 600,
    }),
  );
  const tooLarge = () => {
    throw new ApiError("PAYLOAD_TOO_LARGE", { messageId: apiMessages.tooLarge.id });
  };
  const defaultBodyLimit = bodyLimit({ maxSize: maxBodyBytes, onError: tooLarge });
  // Campaign pictures may be up to 8 MB; every other call keeps the small limit.
  const imageBodyLimit = bodyLimit({ maxSize: imageUploadMaxBodyBytes, onError: tooLarge });
  app.use("*", (c, next) =>
    c.req.path === imageUploadPath ? imageBodyLimit(c, next) : defaultBodyLimit(c, next),
  );
  app.use(
    "*",
    csrfOriginCheck([...allowedOrigins, services.env.API_PUBLIC_URL], {
      sandbox: !isProduction(services.env),
    }),
  );
  app.use("/v1/*", viewerMiddleware);
  app.use("*", bodyContentGuard(app));

  app.openAPIRegistry.registerComponent("securitySchemes", "cookieAuth", {
    type: "apiKey",
    in: "cookie",
    name: "rimbun.session_token",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", { type: "http", scheme: "bearer" });

  registerRoutes(app, { production: isProduction(services.env) });

  if (docsEnabled(services.env)) registerApiDocs(app, services.env.API_PUBLIC_URL);
  // Liveness: the process answers. Readiness: it can reach its database (a load balancer's check).
  app.get("/health", access.public(), (c) => c.json({ error: false, result: "ok", message: "ok" }));
  app.get("/ready", access.public(), async (c) => {
    try {
      await services.db.execute(sql`select 1`);
      return c.json({ error: false, result: "ready", message: "ok" });
    } catch {
      return c.json(errorBody(new ApiError("UNAVAILABLE")), 503);
    }
  });

  registerMetrics(app, services.env);

  return app;
}

/** `/openapi.json` and the `/docs` viewer: development always, production only with DOCS_ENABLED=1. */
function registerApiDocs(app: ReturnType<typeof createRouter>, apiUrl: string) {
  // What `app.doc31` does, with the route's access declared like every other route's (platform/http/access.ts).
  app.get("/openapi.json", access.public(), (c) =>
    c.json(
      describeOperations(
        app.getOpenAPI31Document({
          openapi: "3.1.0",
          info: {
            title: "Rimbun Lestari API",
            version: "1.0.0",
            description:
              "Donations, accounts and payments. Responses use `{ error, result, message }`; errors add a stable `code` and a message id in `message`.",
          },
          servers: [{ url: apiUrl }],
        }),
        app.routes,
      ),
    ),
  );
  registerDocsPage(app);
}

export type App = ReturnType<typeof createApp>;
export type { AppEnv };
