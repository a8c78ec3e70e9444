import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Services } from "../platform/context.ts";
import { whatsAppMessages } from "../platform/db/schema/index.ts";
import { answerFromWhatsApp } from "./consent.ts";
import { mailInstead, rememberUnreachable } from "./outbox.ts";
import { numberFromWhatsAppId } from "./phone-number.ts";
import { replyMeaning } from "./templates.ts";
import { whatsAppErrorCodes } from "./whatsapp/client.ts";

/** The parts of the platform's `messages` webhook we read; anything else in it is ignored. */
const statusSchema = z.object({
  id: z.string().max(200),
  status: z.enum(["sent", "delivered", "read", "failed"]),
  timestamp: z.string().regex(/^\d{1,12}$/),
  recipient_id: z.string().max(20).optional(),
  biz_opaque_callback_data: z.string().max(512).optional(),
  errors: z
    .array(z.object({ code: z.number() }).loose())
    .max(10)
    .optional(),
});
const inboundSchema = z.object({
  from: z.string().max(20),
  id: z.string().max(200),
  type: z.string(),
  text: z.object({ body: z.string().max(4096) }).optional(),
});
export const whatsAppWebhookSchema = z.object({
  object: z.literal("whatsapp_business_account"),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string(),
              value: z
                .object({
                  statuses: z.array(z.unknown()).max(1000).optional(),
                  messages: z.array(z.unknown()).max(1000).optional(),
                })
                .loose(),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});

const rank: Record<string, number> = {
  queued: 0,
  sending: 1,
  unconfirmed: 1,
  sent: 2,
  delivered: 3,
  read: 4,
};

/** One status of one message: recorded once, the row's status only moves forward (a late `sent` after `read` stays read). */
async function recordStatus(services: Services, status: z.infer<typeof statusSchema>) {
  const { db } = services;
  const at = new Date(Number(status.timestamp) * 1000).toISOString();
  const code = status.errors?.[0]?.code;
  let [message] = await db
    .select()
    .from(whatsAppMessages)
    .where(eq(whatsAppMessages.platformId, status.id))
    .limit(1);
  if (!message && status.biz_opaque_callback_data) {
    // A send whose answer was lost (`unconfirmed`): the platform echoes our id.
    [message] = await db
      .update(whatsAppMessages)
      .set({ platformId: status.id })
      .where(
        and(eq(whatsAppMessages.id, status.biz_opaque_callback_data), isNull(whatsAppMessages.platformId)),
      )
      .returning();
  }
  if (!message) return;
  if (message.statuses.some((step) => step.status === status.status && step.at === at)) return;
  const failed = status.status === "failed";
  const forward = failed || (rank[status.status] ?? 0) > (rank[message.status] ?? 99);
  const notOnWhatsApp = failed && code === whatsAppErrorCodes.notOnWhatsApp;
  const step = JSON.stringify([{ status: status.status, at, ...(code ? { code } : {}) }]);
  await db
    .update(whatsAppMessages)
    .set({
      statuses: sql`${whatsAppMessages.statuses} || ${step}::jsonb`,
      ...(forward ? { status: notOnWhatsApp ? ("not-on-whatsapp" as const) : status.status } : {}),
      ...(failed && code ? { error: `WhatsApp (#${code})` } : {}),
    })
    .where(eq(whatsAppMessages.id, message.id));
  if (notOnWhatsApp) {
    await rememberUnreachable(db, message.to, code, services.now());
    await mailInstead(services, message);
  }
}

/**
 * A verified webhook delivery (routes/whatsapp-webhook.ts): statuses recorded per message, and the
 * donors' answers (YA/YES, STOP/BERHENTI) applied. Entries we do not read are ignored; a replay changes nothing.
 */
export async function processWhatsAppWebhook(
  services: Services,
  body: z.infer<typeof whatsAppWebhookSchema>,
) {
  for (const entry of body.entry) {
    for (const change of entry.changes) {
      if (change.field !== "messages") continue;
      for (const raw of change.value.statuses ?? []) {
        const status = statusSchema.safeParse(raw);
        if (status.success) await recordStatus(services, status.data);
      }
      for (const raw of change.value.messages ?? []) {
        const inbound = inboundSchema.safeParse(raw);
        if (!inbound.success || inbound.data.type !== "text" || !inbound.data.text) continue;
        const phone = numberFromWhatsAppId(inbound.data.from);
        const meaning = replyMeaning(inbound.data.text.body);
        if (phone && meaning) {
          await answerFromWhatsApp(services.db, phone, meaning, services.now(), inbound.data.id);
          // A STOP queued its one reply: it leaves now, not at the runner's next round.
          services.mailer.wake?.();
        }
      }
    }
  }
}
