import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/harness.ts";
import { productionApi, productionDashboard, productionSite } from "../../../test/production.ts";
import { jobs } from "../../db/schema/index.ts";
import { loadEnv } from "../../env.ts";
import { tokenMatches } from "./metrics.ts";

// GET /metrics (docs/deploy.md#metrics): in production only with METRICS_TOKEN, and then only for a
// request bearing it; a session of any role opens nothing.
const metricsToken = "metrics-token-0123456789-abcdefghijkl";
const production = {
  NODE_ENV: "production",
  AUTH_SECRET: "production-auth-secret-0123456789abcdef",
  WEBHOOK_SECRET: "production-webhook-secret",
  LINK_SECRET: "production-link-secret",
  PAYMENT_PROVIDER: "xendit",
  XENDIT_SECRET_KEY: "xnd_production_fake_secret",
  XENDIT_CALLBACK_TOKEN: "production-callback-token-0123456789",
  XENDIT_BASE_URL: "http://127.0.0.1:9",
  SMTP_URL: "smtp://127.0.0.1:9",
  PUBLIC_SITE_URL: productionSite,
  DASHBOARD_URL: productionDashboard,
  API_PUBLIC_URL: productionApi,
};

describe("/metrics in production with METRICS_TOKEN", () => {
  let h: Harness;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    h = await createHarness({ env: { ...production, METRICS_TOKEN: metricsToken } });
    for (const role of ["donor", "staff", "admin"] as const) {
      await h.createUser({ email: `metrics.${role}@example.test`, role });
      cookies[role] = await h.login(`metrics.${role}@example.test`);
    }
  }, 60_000);
  afterAll(() => h.close());

  it("refuses anonymous callers, a wrong token and every session with 401", async () => {
    const refused = [
      await h.request("GET", "/metrics"),
      await h.request("GET", "/metrics", { bearer: "wrong-token" }),
      await h.request("GET", "/metrics", { bearer: `${metricsToken}x` }),
      await h.request("GET", "/metrics", { headers: { authorization: metricsToken } }),
      await h.request("GET", "/metrics", { cookie: cookies.donor ?? "" }),
      await h.request("GET", "/metrics", { cookie: cookies.staff ?? "" }),
      await h.request("GET", "/metrics", { cookie: cookies.admin ?? "" }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain("rimbun_");
    }
  });

  it("answers the scraper bearing the token: requests, latency and the job table's figures per kind", async () => {
    const now = h.clock.current;
    await h.db.insert(jobs).values([
      {
        kind: "metrics-probe",
        runAt: new Date(now.getTime() - 120_000),
        createdAt: new Date(now.getTime() - 120_000),
      },
      // Due at once, as the mailer queues: the epoch as its time, its wait counted from when it was queued.
      { kind: "metrics-mail", runAt: new Date(0), createdAt: new Date(now.getTime() - 30_000) },
      { kind: "metrics-probe", runAt: new Date(now.getTime() + 3600_000) },
      { kind: "metrics-probe", status: "failed", attempts: 5, lastError: "boom" },
    ]);
    await h.request("GET", "/health");
    const response = await h.request("GET", "/metrics", { bearer: metricsToken });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(/rimbun_http_requests_total\{method="GET",route="\/health",status="200"\} \d+/);
    expect(text).toContain("rimbun_http_request_duration_seconds_bucket");
    expect(text).toContain('rimbun_jobs_due{kind="metrics-probe"} 1');
    expect(text).toContain('rimbun_jobs_failed{kind="metrics-probe"} 1');
    const age = Number(/rimbun_jobs_oldest_due_age_seconds\{kind="metrics-probe"\} ([\d.]+)/.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(119);
    const mailAge = Number(
      /rimbun_jobs_oldest_due_age_seconds\{kind="metrics-mail"\} ([\d.]+)/.exec(text)?.[1],
    );
    expect(mailAge).toBeGreaterThanOrEqual(29);
    expect(mailAge).toBeLessThan(3600);
    expect(text).toContain("rimbun_webhooks_total");
    expect(text).toContain("rimbun_mails_sent_total");
    expect(text).not.toContain("@example.test");
  });
});

describe("/metrics in production without METRICS_TOKEN", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ env: production });
  });
  afterAll(() => h.close());

  it("is not served (404), whatever the caller sends", async () => {
    expect((await h.request("GET", "/metrics")).status).toBe(404);
    expect((await h.request("GET", "/metrics", { bearer: metricsToken })).status).toBe(404);
  });
});

describe("METRICS_TOKEN at start-up", () => {
  it("is at least 32 characters, and in production never one of the signing secrets", () => {
    expect(() => loadEnv({ METRICS_TOKEN: "short" })).toThrow(/^Invalid configuration: METRICS_TOKEN: /);
    expect(() => loadEnv({ ...production, METRICS_TOKEN: production.AUTH_SECRET })).toThrow(
      /METRICS_TOKEN: must differ/,
    );
    expect(loadEnv({ ...production, METRICS_TOKEN: metricsToken }).METRICS_TOKEN).toBe(metricsToken);
  });

  it("is compared in constant time over equal-length digests", () => {
    expect(tokenMatches(metricsToken, metricsToken)).toBe(true);
    expect(tokenMatches(metricsToken.slice(0, -1), metricsToken)).toBe(false);
    expect(tokenMatches(undefined, metricsToken)).toBe(false);
  });
});
