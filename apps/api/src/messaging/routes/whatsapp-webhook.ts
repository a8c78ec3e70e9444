import { z } from "@hono/zod-openapi";
import { access } from "../../platform/http/access.ts";
import { apiMessages } from "../../platform/http/api-messages.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { ok, type Router } from "../../platform/http/openapi.ts";
import { defineRoute } from "../../platform/http/route.ts";
import { countWebhook } from "../../platform/metrics.ts";
import { processWhatsAppWebhook, whatsAppWebhookSchema } from "../webhook.ts";
import { sameVerifyToken, verifyWhatsAppSignature } from "../whatsapp/signature.ts";

const path = "/v1/messaging/whatsapp/webhook";

/** The platform's subscription check: the challenge echoed only to a caller holding WHATSAPP_VERIFY_TOKEN. */
const registerChallenge = defineRoute({
  method: "get",
  path,
  tags: ["Messaging"],
  summary: "WhatsApp webhook subscription check (hub.challenge)",
  description:
    "Meta calls it once when the webhook is set up: `hub.mode=subscribe`, `hub.verify_token` (WHATSAPP_VERIFY_TOKEN) and `hub.challenge`, answered as plain text. No token: 401; a wrong one: 403.",
  request: {
    query: z.object({
      "hub.mode": z.string().max(32).optional(),
      "hub.verify_token": z.string().max(256).optional(),
      "hub.challenge": z.string().max(256).optional(),
    }),
  },
  errors: [401, 403],
  otherResponses: {
    200: { description: "The challenge", content: { "text/plain": { schema: z.string() } } },
  },
  access: access.webhook(),
  judgedBy: "handler",
  handle: async (c) => {
    const expected = c.get("services").env.WHATSAPP_VERIFY_TOKEN;
    const token = c.req.query("hub.verify_token");
    if (!token) throw new ApiError("UNAUTHORIZED", { messageId: apiMessages.webhookSignature.id });
    const challenge = c.req.query("hub.challenge") ?? "";
    if (
      !expected ||
      c.req.query("hub.mode") !== "subscribe" ||
      !sameVerifyToken(token.slice(0, 256), expected) ||
      !/^[\w-]{1,256}$/.test(challenge)
    )
      throw new ApiError("FORBIDDEN");
    return c.text(challenge, 200);
  },
});

/**
 * The body has no schema on purpose: the signature covers the exact bytes received, so the handler reads
 * the raw text and checks `X-Hub-Signature-256` with WHATSAPP_APP_SECRET before anything parses it.
 */
const registerEvents = defineRoute({
  method: "post",
  path,
  tags: ["Messaging"],
  summary: "WhatsApp webhook: message statuses and donors' replies (signed)",
  description:
    "`X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with WHATSAPP_APP_SECRET>`, else 401. Statuses (sent, delivered, read, failed) are recorded per message; a reply YA/YES confirms a pending WhatsApp choice, STOP/BERHENTI (any case) stops every message to the number and queues the one reply allowed after it (the opt-out confirmation). The same delivery twice changes nothing.",
  result: z.literal("received"),
  errors: [401],
  access: access.webhook(),
  handle: async (c) => {
    const services = c.get("services");
    const rawBody = await c.req.text();
    const secret = services.env.WHATSAPP_APP_SECRET;
    if (!secret || !verifyWhatsAppSignature(rawBody, c.req.header("x-hub-signature-256"), secret)) {
      countWebhook("whatsapp", "rejected");
      throw new ApiError("UNAUTHORIZED", { messageId: apiMessages.webhookSignature.id });
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      parsed = null;
    }
    const body = whatsAppWebhookSchema.safeParse(parsed);
    if (body.success) await processWhatsAppWebhook(services, body.data);
    countWebhook("whatsapp", body.success ? "applied" : "ignored");
    return c.json(ok("received" as const), 200);
  },
});

export function registerWhatsAppWebhook(app: Router) {
  registerChallenge(app);
  registerEvents(app);
}
