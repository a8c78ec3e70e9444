import { type FakeXendit, startFakeXendit } from "./fake-xendit/server.ts";
import { createHarness, type Harness } from "./harness.ts";

export const productionSite = "https://rimbun.example.org";
export const productionDashboard = "https://app.rimbun.example.org";
export const productionApi = "https://api.rimbun.example.org";
const secretKey = "xnd_production_fake_secret";
export const productionCallbackToken = "production-callback-token-0123456789";

/**
 * The app exactly as production configures it (NODE_ENV=production, Xendit with real-looking keys,
 * SMTP, https URLs, no docs), with Xendit played by the local fake, whose callbacks reach the real
 * webhook route. SMTP points at a closed port: mails stay queued, as they would with a slow server.
 */
export async function createProductionHarness(): Promise<{
  h: Harness;
  fake: FakeXendit;
  close(): Promise<void>;
}> {
  let harness: Harness | null = null;
  const fake = await startFakeXendit({
    secretKey,
    callbackToken: productionCallbackToken,
    deliver: async ({ rawBody, headers }) => {
      if (!harness) throw new Error("harness not ready");
      const response = await harness.app.request("/v1/webhooks/xendit", {
        method: "POST",
        headers,
        body: rawBody,
      });
      return { status: response.status, body: await response.text() };
    },
  });
  const h = await createHarness({
    env: {
      NODE_ENV: "production",
      AUTH_SECRET: "production-auth-secret-0123456789abcdef",
      WEBHOOK_SECRET: "production-webhook-secret",
      LINK_SECRET: "production-link-secret",
      PAYMENT_PROVIDER: "xendit",
      XENDIT_SECRET_KEY: secretKey,
      XENDIT_CALLBACK_TOKEN: productionCallbackToken,
      XENDIT_BASE_URL: fake.url,
      SMTP_URL: "smtp://127.0.0.1:9",
      PUBLIC_SITE_URL: productionSite,
      DASHBOARD_URL: productionDashboard,
      API_PUBLIC_URL: productionApi,
    },
  });
  harness = h;
  return {
    h,
    fake,
    close: async () => {
      await fake.close();
      await h.close();
    },
  };
}
