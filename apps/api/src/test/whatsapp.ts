// The WhatsApp set-up the messaging tests share: the local fake (test/fake-whatsapp/server.ts), its
// webhooks delivered to the app's real webhook route, and the app wired to it by its WHATSAPP_* variables.
import { whatsAppTemplates } from "../messaging/templates.ts";
import { type FakeWhatsApp, startFakeWhatsApp } from "./fake-whatsapp/server.ts";
import { createHarness, type Harness } from "./harness.ts";

export const fakeWhatsAppKeys = {
  token: "fake-whatsapp-token-0123456789",
  phoneNumberId: "1098765432101",
  apiVersion: "v23.0",
  appSecret: "fake-whatsapp-app-secret-0123",
  verifyToken: "fake-whatsapp-verify-token-0123",
} as const;

/** The templates of messaging/templates.ts, registered with the fake in both languages. */
export const registeredTemplates = Object.fromEntries(
  Object.entries(whatsAppTemplates).map(([name, template]) => [
    name,
    { languages: ["id", "en"], parameters: template.parameters.length, button: "button" in template },
  ]),
);

/** A harness whose app sends WhatsApp to the fake, and a fake whose webhooks reach the app's route. */
export async function whatsAppHarness(): Promise<{ h: Harness; fake: FakeWhatsApp }> {
  let harness: Harness | undefined;
  const fake = await startFakeWhatsApp({
    ...fakeWhatsAppKeys,
    templates: registeredTemplates,
    deliver: async ({ rawBody, headers }) => {
      if (!harness) throw new Error("no harness yet");
      const response = await harness.app.request("/v1/messaging/whatsapp/webhook", {
        method: "POST",
        headers,
        body: rawBody,
      });
      return { status: response.status };
    },
  });
  harness = await createHarness({
    env: {
      WHATSAPP_TOKEN: fakeWhatsAppKeys.token,
      WHATSAPP_PHONE_NUMBER_ID: fakeWhatsAppKeys.phoneNumberId,
      WHATSAPP_APP_SECRET: fakeWhatsAppKeys.appSecret,
      WHATSAPP_VERIFY_TOKEN: fakeWhatsAppKeys.verifyToken,
      WHATSAPP_API_VERSION: fakeWhatsAppKeys.apiVersion,
      WHATSAPP_BASE_URL: fake.url,
    },
  });
  return { h: harness, fake };
}
