import { describe, expect, it } from "vitest";
import type { Database } from "../platform/db/client.ts";
import { loadEnv } from "../platform/env.ts";
import { messagingProvider } from "../platform/services.ts";

const db = {} as Database;
const now = () => new Date();
const whatsApp = {
  WHATSAPP_TOKEN: "whatsapp-token-0123456789",
  WHATSAPP_PHONE_NUMBER_ID: "1098765432101",
  WHATSAPP_APP_SECRET: "whatsapp-app-secret-0123",
  WHATSAPP_VERIFY_TOKEN: "whatsapp-verify-token-0123",
};
const production = {
  NODE_ENV: "production",
  AUTH_SECRET: "production-auth-secret-0123456789abcdef",
  WEBHOOK_SECRET: "production-webhook-secret-0123",
  LINK_SECRET: "production-link-secret-0123",
  PAYMENT_PROVIDER: "xendit",
  XENDIT_SECRET_KEY: "xnd_production_key",
  XENDIT_CALLBACK_TOKEN: "callback-token-0123",
  SMTP_URL: "smtps://user:pass@smtp.example.org:465",
  PUBLIC_SITE_URL: "https://rimbun.example.org",
  DASHBOARD_URL: "https://dashboard.rimbun.example.org",
  API_PUBLIC_URL: "https://api.rimbun.example.org",
};

describe("which messaging adapter the services get", () => {
  it("the Cloud API with all four WHATSAPP_* variables, in any environment", () => {
    expect(messagingProvider(loadEnv(whatsApp), db, now)?.code).toBe("whatsapp");
    expect(messagingProvider(loadEnv({ ...production, ...whatsApp }), db, now)?.code).toBe("whatsapp");
  });

  it("the outbox page in development, and nothing at all in production, without them", () => {
    expect(messagingProvider(loadEnv({}), db, now)?.code).toBe("outbox");
    expect(messagingProvider(loadEnv(production), db, now)).toBeNull();
  });
});
