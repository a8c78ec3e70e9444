import { describe, expect, it } from "vitest";
import { devSecrets, loadEnv } from "./env.ts";

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

  it("a wrong value stops start-up with one clear line naming the variable", () => {
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(/^Invalid configuration: PORT: /);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadEnv({ PAYMENT_PROVIDER: "paypal" })).toThrow(/PAYMENT_PROVIDER/);
  });

  it("refuses the dev-only secrets in production", () => {
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET: must be set in production/);
    const env = loadEnv({
      NODE_ENV: "production",
      AUTH_SECRET: "a".repeat(40),
      WEBHOOK_SECRET: "b".repeat(20),
      LINK_SECRET: "c".repeat(20),
    });
    expect(env.AUTH_SECRET).not.toBe(devSecrets.AUTH_SECRET);
  });
});
