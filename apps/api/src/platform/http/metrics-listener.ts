import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import type { Services } from "../context.ts";
import { log } from "../log.ts";
import { ApiError, errorBody } from "./errors.ts";
import { metricsCallerAllowed, metricsPath, metricsResponse, metricsServed } from "./routes/metrics.ts";

export interface MetricsListener {
  port: number;
  stop(): Promise<void>;
}

/**
 * The worker's own /metrics (docs/deploy.md#metrics): a process without the API's router counts its jobs,
 * mails and provider calls, and a scraper reads them here. Only `GET /metrics`, by the API's rule
 * (routes/metrics.ts): with METRICS_TOKEN only for its bearer, in production not at all without it (then
 * null: nothing listens). `port` 0 takes a free one (tests); it rejects when the port cannot be had.
 */
export function startMetricsListener(services: Services, port: number): Promise<MetricsListener | null> {
  if (!metricsServed(services.env)) return Promise.resolve(null);
  const app = new Hono();
  app.get(metricsPath, async (c) => {
    if (!metricsCallerAllowed(services.env, c.req.header("authorization"))) {
      return c.json(errorBody(new ApiError("UNAUTHORIZED")), 401);
    }
    return metricsResponse(services);
  });
  app.notFound((c) => c.json(errorBody(new ApiError("NOT_FOUND")), 404));
  app.onError((error, c) => {
    log.error({ err: error }, "metrics scrape failed");
    return c.json(errorBody(new ApiError("INTERNAL")), 500);
  });
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port }, (info) => {
      server.off("error", reject);
      resolve({
        port: info.port,
        stop: () => new Promise<void>((done) => server.close(() => done())),
      });
    }) as Server;
    server.once("error", reject);
  });
}
