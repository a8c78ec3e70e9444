import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import type { AppEnv, Services } from "./context.ts";
import { apiMessages } from "./lib/api-messages.ts";
import { csrfOriginCheck } from "./lib/csrf.ts";
import { ApiError, errorBody } from "./lib/errors.ts";
import { createRouter } from "./lib/openapi.ts";
import { registerDocsPage } from "./routes/docs-page.ts";
import { registerRoutes } from "./routes/index.ts";
import { viewerMiddleware } from "./services/auth/session.ts";

export const maxBodyBytes = 3 * 1024 * 1024;

/** The whole API as one Hono app; tests call `app.request(...)` on it with their own services. */
export function createApp(services: Services) {
  const app = createRouter();
  const allowedOrigins = [services.env.PUBLIC_SITE_URL, services.env.DASHBOARD_URL];

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(errorBody(error), error.status);
    if (error instanceof HTTPException) {
      const status = error.status;
      const code = status === 413 ? "PAYLOAD_TOO_LARGE" : status === 401 ? "UNAUTHORIZED" : "BAD_REQUEST";
      return c.json(errorBody(new ApiError(code)), status);
    }
    // Never leak stacks or SQL: log here, answer with a stable code.
    console.error("[api] unexpected error", c.req.method, c.req.path, error);
    return c.json(errorBody(new ApiError("INTERNAL")), 500);
  });
  app.notFound((c) => c.json(errorBody(new ApiError("NOT_FOUND")), 404));

  app.use("*", async (c, next) => {
    c.set("services", services);
    await next();
  });
  app.use(
    "*",
    cors({
      origin: (origin) => (allowedOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowMethods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
      allowHeaders: ["Content-Type", "Authorization", "Idempotency-Key"],
      maxAge: 600,
    }),
  );
  app.use(
    "*",
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: () => {
        throw new ApiError("PAYLOAD_TOO_LARGE", { messageId: apiMessages.tooLarge.id });
      },
    }),
  );
  app.use("*", csrfOriginCheck([...allowedOrigins, services.env.API_PUBLIC_URL]));
  app.use("/v1/*", viewerMiddleware);

  app.openAPIRegistry.registerComponent("securitySchemes", "cookieAuth", {
    type: "apiKey",
    in: "cookie",
    name: "rimbun.session_token",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", { type: "http", scheme: "bearer" });

  registerRoutes(app, { production: services.env.NODE_ENV === "production" });

  app.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Rimbun Lestari API",
      version: "1.0.0",
      description:
        "Donations, accounts and payments. Responses use `{ error, result, message }`; errors add a stable `code` and a message id in `message`.",
    },
    servers: [{ url: services.env.API_PUBLIC_URL }],
  });
  registerDocsPage(app);
  app.get("/health", (c) => c.json({ error: false, result: "ok", message: "ok" }));

  return app;
}

export type App = ReturnType<typeof createApp>;
export type { AppEnv };
