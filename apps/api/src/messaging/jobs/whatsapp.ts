import { z } from "zod";
import { defineJob } from "../../platform/jobs/define.ts";
import { deliverWhatsApp, markWhatsAppFailed, whatsAppJobKind } from "../outbox.ts";

/**
 * Sends one queued WhatsApp message (messaging/outbox.ts): urgent (a donor waits for the confirmation;
 * a bulk job's messages stay bulk, platform/jobs/lanes.ts), at most WHATSAPP_CONCURRENCY at once per
 * process; the platform's rate limit puts it back for the time asked (docs/decisions/job-lanes.md).
 */
export const whatsAppJob = defineJob({
  kind: whatsAppJobKind,
  lane: "urgent",
  resource: "whatsapp",
  payload: z.object({ messageId: z.string() }),
  run: (services, { messageId }) => deliverWhatsApp(services, messageId),
  gaveUp: (services, { messageId }, error) => markWhatsAppFailed(services, messageId, error),
});
