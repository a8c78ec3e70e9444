import { createHash, timingSafeEqual } from "node:crypto";
import type { Services } from "../../context.ts";
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
 * Whether a process serves /metrics at all: in production only with METRICS_TOKEN; in development without
 * one it is open, on the developer's machine. The API (below) and the worker's listener
 * (metrics-listener.ts) both follow it.
 */
export function metricsServed(env: Pick<Env, "NODE_ENV" | "METRICS_TOKEN">): boolean {
  return Boolean(env.METRICS_TOKEN) || !isProduction(env);
}

/** With METRICS_TOKEN set, only a request bearing it (`Authorization: Bearer …`); sessions count for nothing. */
export function metricsCallerAllowed(env: Pick<Env, "METRICS_TOKEN">, authorization: string | undefined) {
  return !env.METRICS_TOKEN || tokenMatches(bearerOf(authorization), env.METRICS_TOKEN);
}

/** The scrape's answer: the job table's figures read now, then every metric this process counts. */
export async function metricsResponse(services: Services): Promise<Response> {
  setJobFigures(await jobBacklog(services.db, services.now()));
  return new Response(await metricsRegistry.metrics(), {
    status: 200,
    headers: { "Content-Type": metricsRegistry.contentType, "Cache-Control": "no-store" },
  });
}

/**
 * GET /metrics, Prometheus text (docs/deploy.md#metrics), on the API's router: 401 to a caller without
 * the token when one is set, whoever is signed in; not registered (404) where `metricsServed` says no.
 */
export function registerMetrics(app: Router, env: Env) {
  if (!metricsServed(env)) return;
  app.get(metricsPath, env.METRICS_TOKEN ? access.token() : access.public(), async (c) => {
    if (!metricsCallerAllowed(env, c.req.header("authorization"))) throw new ApiError("UNAUTHORIZED");
    return metricsResponse(c.get("services"));
  });
}
