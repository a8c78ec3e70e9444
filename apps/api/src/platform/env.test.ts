import { describe, expect, it } from "vitest";
import { devSecrets, docsEnabled, loadEnv } from "./env.ts";

describe("environment", () => {
  it("has working defaults for the embedded mode", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 8787,
      PUBLIC_SITE_URL: "http://localhost:4321",
      DASHBOARD_URL: "http://localhost:5173",
      API_PUBLIC_URL: "http://localhost:8787",
      PAYMENT_PROVIDER: "sandbox",
      DEMO_PASSWORD: "demo-password-2026",
      SEED_DEMO: false,
    });
    expect(env.DATA_DIR).toMatch(/apps\/api\/data$/);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("runs jobs in the API process unless RUN_JOBS=0 (a separate worker); the interval may be a fraction", () => {
    expect(loadEnv({}).RUN_JOBS).toBe(true);
    expect(loadEnv({ RUN_JOBS: "0" }).RUN_JOBS).toBe(false);
    expect(loadEnv({ JOB_INTERVAL_SECONDS: "0.5" }).JOB_INTERVAL_SECONDS).toBe(0.5);
    expect(() => loadEnv({ RUN_JOBS: "maybe" })).toThrow(/RUN_JOBS/);
    expect(() => loadEnv({ TEST_CLOCK_FILE: "/tmp/clock" })).toThrow(
      /TEST_CLOCK_FILE: only with NODE_ENV=test/,
    );
    expect(loadEnv({ NODE_ENV: "test", TEST_CLOCK_FILE: "/tmp/clock" }).TEST_CLOCK_FILE).toBe("/tmp/clock");
  });

  it("takes the worker's metrics port, 1-65535, or none; a wrong one is one line naming it", () => {
    expect(loadEnv({}).WORKER_METRICS_PORT).toBeUndefined();
    expect(loadEnv({ WORKER_METRICS_PORT: "9464" }).WORKER_METRICS_PORT).toBe(9464);
    expect(loadEnv({ WORKER_METRICS_PORT: "" }).WORKER_METRICS_PORT).toBeUndefined();
    for (const wrong of ["0", "65536", "nine", "94.64", "-1", " 9464"]) {
      expect(() => loadEnv({ WORKER_METRICS_PORT: wrong })).toThrow(
        /^Invalid configuration: WORKER_METRICS_PORT: must be a port number, 1-65535$/,
      );
    }
  });

  it("a wrong value stops start-up with one clear line naming the variable", () => {
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(/^Invalid configuration: PORT: /);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadEnv({ PAYMENT_PROVIDER: "paypal" })).toThrow(/PAYMENT_PROVIDER/);
  });

  const production = {
    NODE_ENV: "production",
    AUTH_SECRET: "a".repeat(40),
    WEBHOOK_SECRET: "b".repeat(20),
    LINK_SECRET: "c".repeat(20),
    PAYMENT_PROVIDER: "xendit",
    XENDIT_SECRET_KEY: "xnd_production_key",
    XENDIT_CALLBACK_TOKEN: "callback-token-123",
    SMTP_URL: "smtps://user:pass@mail.example.org",
    PUBLIC_SITE_URL: "https://rimbun.example.org",
    DASHBOARD_URL: "https://app.rimbun.example.org",
    API_PUBLIC_URL: "https://api.rimbun.example.org",
  };

  it("accepts a complete production configuration, with docs off", () => {
    const env = loadEnv(production);
    expect(env.AUTH_SECRET).not.toBe(devSecrets.AUTH_SECRET);
    expect(docsEnabled(env)).toBe(false);
    expect(docsEnabled(loadEnv({ ...production, DOCS_ENABLED: "1" }))).toBe(true);
    expect(docsEnabled(loadEnv({}))).toBe(true);
  });

  it.each([
    ["AUTH_SECRET", { AUTH_SECRET: undefined }, /AUTH_SECRET: must be set in production/],
    [
      "the sandbox provider",
      { PAYMENT_PROVIDER: "sandbox" },
      /PAYMENT_PROVIDER: sandbox is for development only/,
    ],
    ["demo seeding", { SEED_DEMO: "1" }, /SEED_DEMO: demo accounts .* refused in production/],
    ["a missing SMTP_URL", { SMTP_URL: undefined }, /SMTP_URL: required in production/],
    [
      "an http:// site URL",
      { PUBLIC_SITE_URL: "http://rimbun.example.org" },
      /PUBLIC_SITE_URL: must use https:/,
    ],
    [
      "an http:// API URL",
      { API_PUBLIC_URL: "http://api.rimbun.example.org" },
      /API_PUBLIC_URL: must use https:/,
    ],
    ["an unreadable TRUSTED_PROXIES", { TRUSTED_PROXIES: "proxy.local" }, /TRUSTED_PROXIES: not an IP/],
    [
      "a half WhatsApp configuration",
      { WHATSAPP_TOKEN: "whatsapp-token-0123456789", WHATSAPP_APP_SECRET: "whatsapp-app-secret-0123" },
      /WHATSAPP_PHONE_NUMBER_ID: WhatsApp needs all of .* or none \(missing WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_VERIFY_TOKEN\)/,
    ],
    [
      "an http:// WhatsApp base URL",
      {
        WHATSAPP_TOKEN: "whatsapp-token-0123456789",
        WHATSAPP_PHONE_NUMBER_ID: "1098765432101",
        WHATSAPP_APP_SECRET: "whatsapp-app-secret-0123",
        WHATSAPP_VERIFY_TOKEN: "whatsapp-verify-token-0123",
        WHATSAPP_BASE_URL: "http://graph.example.org",
      },
      /WHATSAPP_BASE_URL: must use https:/,
    ],
  ])("refuses %s in production with one line naming it", (_name, change, message) => {
    const attempt = () => loadEnv({ ...production, ...change });
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      const lines = (error as Error).message.split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Invalid configuration: [A-Z_]+: /);
    }
  });

  it("allows http:// for localhost in production (a reverse proxy's own view)", () => {
    expect(() => loadEnv({ ...production, API_PUBLIC_URL: "http://localhost:8787" })).not.toThrow();
  });

  it("names every wrong variable on its own line", () => {
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET[^\n]*\n(.*\n)*.*SMTP_URL/);
  });
});
