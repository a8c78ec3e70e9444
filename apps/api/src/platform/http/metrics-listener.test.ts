import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.ts";
import type { Services } from "../context.ts";
import { runDueJobs } from "../jobs/runner.ts";
import { type MetricsListener, startMetricsListener } from "./metrics-listener.ts";

// The worker's /metrics listener (WORKER_METRICS_PORT, docs/deploy.md#metrics): only GET /metrics, by the
// API's METRICS_TOKEN rule, with the counters of the jobs this process ran.
const metricsToken = "worker-metrics-token-0123456789-abcdef";

describe("the worker's metrics listener with METRICS_TOKEN", () => {
  let h: Harness;
  let listener: MetricsListener | null;
  let base = "";
  beforeAll(async () => {
    h = await createHarness({ env: { METRICS_TOKEN: metricsToken } });
    listener = await startMetricsListener(h.services, 0);
    base = `http://127.0.0.1:${listener?.port}`;
  }, 60_000);
  afterAll(async () => {
    await listener?.stop();
    await h.close();
  });

  it("refuses a scrape without the token or with another, and a session, with 401", async () => {
    await h.createUser({ email: "worker.metrics.admin@example.test", role: "admin" });
    const cookie = await h.login("worker.metrics.admin@example.test");
    const refused = [
      await fetch(`${base}/metrics`),
      await fetch(`${base}/metrics`, { headers: { authorization: "Bearer wrong-token" } }),
      await fetch(`${base}/metrics`, { headers: { authorization: metricsToken } }),
      await fetch(`${base}/metrics`, { headers: { cookie } }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain("rimbun_");
    }
  });

  it("answers the token's bearer with the jobs it ran and the mails it sent", async () => {
    await h.createUser({ email: "worker.metrics.donor@example.test", role: "donor" });
    await h.request("POST", "/v1/oauth/link", { json: { email: "worker.metrics.donor@example.test" } });
    expect(await runDueJobs(h.services)).toBeGreaterThan(0);
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).toMatch(/rimbun_jobs_total\{kind="mail",outcome="done"\} [1-9]/);
    expect(text).toMatch(/rimbun_mails_sent_total\{kind="[a-z-]+"\} [1-9]/);
    expect(text).toContain("rimbun_provider_errors_total");
    expect(text).toContain("rimbun_jobs_failed");
    expect(text).not.toContain("@example.test");
  });

  it("serves nothing else", async () => {
    const bearer = { authorization: `Bearer ${metricsToken}` };
    expect((await fetch(`${base}/`, { headers: bearer })).status).toBe(404);
    expect((await fetch(`${base}/health`, { headers: bearer })).status).toBe(404);
    expect((await fetch(`${base}/v1/admin/system`, { headers: bearer })).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: "POST", headers: bearer })).status).toBe(404);
  });

  it("refuses a port that is taken", async () => {
    await expect(startMetricsListener(h.services, listener?.port ?? 0)).rejects.toThrow(/EADDRINUSE/);
  });
});

describe("the worker's metrics listener without METRICS_TOKEN", () => {
  it("does not listen in production", async () => {
    // Only the environment is read before it decides.
    const production = { env: { NODE_ENV: "production" } } as unknown as Services;
    expect(await startMetricsListener(production, 0)).toBeNull();
  });

  it("is open in development, on the developer's machine", async () => {
    const h = await createHarness();
    const listener = await startMetricsListener(h.services, 0);
    try {
      const response = await fetch(`http://127.0.0.1:${listener?.port}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("rimbun_jobs_due");
    } finally {
      await listener?.stop();
      await h.close();
    }
  });
});
