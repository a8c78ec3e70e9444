import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppEnv } from "../context.ts";
import { log, withRequestId } from "../log.ts";
import type { FinishedRequest } from "../metrics.ts";

export const requestIdHeader = "X-Request-Id";

/** An id a proxy or client may hand us: letters, digits and `._:=-`, 8 to 128 of them; anything else is replaced. */
const saneRequestId = /^[A-Za-z0-9._:=-]{8,128}$/;

export function requestIdOf(incoming: string | undefined): string {
  return incoming && saneRequestId.test(incoming) ? incoming : randomUUID();
}

/**
 * The route pattern a request matched (`/v1/donations/:localId/invoice`), never the path itself: a path
 * or query can carry a token or an e-mail. A request no route matched is `unmatched`.
 */
export function routePatternOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  const pattern = routePath(c, -1);
  return pattern && !pattern.endsWith("*") ? pattern : "unmatched";
}

/**
 * The first middleware (docs/deploy.md#logs): the request's id (a sane incoming X-Request-Id, else a new
 * one) on every log line written while handling it and in the answer's X-Request-Id, then one access line:
 * method, route pattern, status and milliseconds, nothing from the query, headers or body.
 */
export function requestLogging(onFinished?: (request: FinishedRequest) => void): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = requestIdOf(c.req.header(requestIdHeader));
    const started = performance.now();
    await withRequestId(requestId, async () => {
      await next();
      c.header(requestIdHeader, requestId);
      const finished = {
        method: c.req.method,
        route: routePatternOf(c),
        status: c.res.status,
        seconds: (performance.now() - started) / 1000,
      };
      onFinished?.(finished);
      log.info(
        {
          method: finished.method,
          route: finished.route,
          status: finished.status,
          ms: Math.round(finished.seconds * 10_000) / 10,
        },
        "request",
      );
    });
  };
}
