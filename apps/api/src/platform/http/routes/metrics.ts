import { createHash, timingSafeEqual } from "node:crypto";
import type { Env } from "../../env.ts";
import { isProduction } from "../../env.ts";
import { jobBacklog } from "../../jobs/backlog.ts";
import { metricsRegistry, setJobFigures } from "../../metrics.ts";
import { access } from "../access.ts";
import { ApiError } from "../errors.ts";
import type { Router } from "../openapi.ts";

export const metricsPath = "/metrics";

/** Constant-time: both sides hashed to the same length first, so neither the length nor a prefix leaks. */
export function tokenMatches(given: string | undefined, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer (.+)$/i.exec(header ?? "");
  return match?.[1]?.trim();
}

/**
 * GET /metrics, Prometheus text (docs/deploy.md#metrics). With METRICS_TOKEN set, only a request bearing
 * it (`Authorization: Bearer …`) is answered, 401 otherwise, whoever is signed in. Production without a
 * token: not registered (404). Development without one: open, on the developer's machine.
 */
export function registerMetrics(app: Router, env: Env) {
  const token = env.METRICS_TOKEN;
  if (!token && isProduction(env)) return;
  app.get(metricsPath, token ? access.token() : access.public(), async (c) => {
    if (token && !tokenMatches(bearerOf(c.req.header("authorization")), token)) {
      throw new ApiError("UNAUTHORIZED");
    }
    const services = c.get("services");
    setJobFigures(await jobBacklog(services.db, services.now()));
    return c.body(await metricsRegistry.metrics(), 200, {
      "Content-Type": metricsRegistry.contentType,
      "Cache-Control": "no-store",
    });
  });
}
