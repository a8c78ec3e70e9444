import { and, eq, sql } from "drizzle-orm";
import type { Services } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import {
  type WhatsAppMessagePurpose,
  type WhatsAppMessageStatus,
  whatsAppConsents,
  whatsAppMessages,
  whatsAppUnreachableNumbers,
} from "../platform/db/schema/index.ts";
import type { Locale } from "../platform/db/schema/users.ts";
import { enqueueJob, queuedPayload } from "../platform/jobs/queue.ts";
import { whatsAppFallbackMail } from "./fallback-mail.ts";
import { MessagingError } from "./port.ts";
import { consentConfirmTemplate, optOutConfirmedTemplate, type WhatsAppTemplateName } from "./templates.ts";

/** The job kind that sends one queued message; its key is `whatsapp:<key or message id>`. */
export const whatsAppJobKind = "whatsapp";

export interface WhatsAppToQueue {
  userId: string | null;
  /** E.164 (phone-number.ts). */
  to: string;
  /** Where the message goes instead when the number is not on WhatsApp. */
  email: string | null;
  template: WhatsAppTemplateName;
  /** What the message is for, as reports count them (default `other`). */
  purpose?: WhatsAppMessagePurpose;
  /** The gift the message is about (a cycle's donation), kept for reports; null when none. */
  donationId?: string | null;
  locale: Locale;
  body: string[];
  button?: string;
  /** Queues the message once per key (a job that runs again after a crash does not queue it twice). */
  key?: string;
}

/**
 * Queues a template message in the caller's transaction (the outbox pattern, like mail/mailer.ts): the
 * row and the job that sends it commit with the change the message is about, or not at all.
 */
export async function queueWhatsApp(tx: Database, message: WhatsAppToQueue): Promise<string> {
  const id = crypto.randomUUID();
  const key = `whatsapp:${message.key ?? id}`;
  const queued = await enqueueJob(tx, {
    kind: whatsAppJobKind,
    key,
    payload: { messageId: id },
    runAt: new Date(0),
  });
  if (!queued) {
    const payload = (await queuedPayload(tx, key)) as { messageId?: string } | undefined;
    return payload?.messageId ?? "";
  }
  await tx.insert(whatsAppMessages).values({
    id,
    userId: message.userId,
    to: message.to,
    email: message.email,
    template: message.template,
    purpose: message.purpose ?? "other",
    donationId: message.donationId ?? null,
    locale: message.locale,
    parameters: { body: message.body, ...(message.button === undefined ? {} : { button: message.button }) },
  });
  return id;
}

type MessageRow = typeof whatsAppMessages.$inferSelect;

/** Moves a message on, appending the step to its history; only from `from` when given (a claim). */
async function setStatus(
  db: Database,
  id: string,
  status: WhatsAppMessageStatus,
  at: Date,
  extra: Partial<Pick<MessageRow, "platformId" | "error" | "sentAt">> & {
    code?: number;
    from?: WhatsAppMessageStatus;
  } = {},
): Promise<boolean> {
  const { code, from, ...columns } = extra;
  const step = JSON.stringify([{ status, at: at.toISOString(), ...(code ? { code } : {}) }]);
  const rows = await db
    .update(whatsAppMessages)
    .set({ status, ...columns, statuses: sql`${whatsAppMessages.statuses} || ${step}::jsonb` })
    .where(
      from
        ? and(eq(whatsAppMessages.id, id), eq(whatsAppMessages.status, from))
        : eq(whatsAppMessages.id, id),
    )
    .returning({ id: whatsAppMessages.id });
  return rows.length > 0;
}

/**
 * Whether the number may get this template now: the confirmation only while the choice is pending, the
 * reply to STOP only after a STOP, anything else only once confirmed. Read at send time, so a STOP holds
 * from the next message on.
 */
async function allowed(db: Database, message: MessageRow): Promise<boolean> {
  const [consent] = await db
    .select({ status: whatsAppConsents.status, source: whatsAppConsents.source })
    .from(whatsAppConsents)
    .where(
      message.userId
        ? and(eq(whatsAppConsents.userId, message.userId), eq(whatsAppConsents.phone, message.to))
        : eq(whatsAppConsents.phone, message.to),
    )
    .limit(1);
  const optedOut = await db
    .select({ id: whatsAppConsents.id })
    .from(whatsAppConsents)
    .where(and(eq(whatsAppConsents.phone, message.to), eq(whatsAppConsents.status, "opted-out")))
    .limit(1);
  if (message.template === optOutConfirmedTemplate)
    return consent?.status === "opted-out" && consent.source === "stop";
  if (!consent || optedOut.length > 0) return false;
  return message.template === consentConfirmTemplate
    ? consent.status === "pending"
    : consent.status === "confirmed";
}

/** Remembers a number the platform says is not on WhatsApp. */
export async function rememberUnreachable(db: Database, phone: string, code: number, now: Date) {
  await db
    .insert(whatsAppUnreachableNumbers)
    .values({ phone, code, lastSeenAt: now })
    .onConflictDoUpdate({ target: whatsAppUnreachableNumbers.phone, set: { code, lastSeenAt: now } });
}

/** The platform said this number is not on WhatsApp. */
export async function isUnreachable(db: Database, phone: string): Promise<boolean> {
  const rows = await db
    .select({ phone: whatsAppUnreachableNumbers.phone })
    .from(whatsAppUnreachableNumbers)
    .where(eq(whatsAppUnreachableNumbers.phone, phone))
    .limit(1);
  return rows.length > 0;
}

/**
 * The message by e-mail instead, once per message; nothing for the messages about WhatsApp itself. Used for
 * a number not on WhatsApp, and for a message that replaced a mail (its `email` is set only then,
 * messaging/cycle-messages.ts) but cannot go: skipped after a STOP, refused, given up.
 */
export async function mailInstead(services: Services, message: MessageRow): Promise<void> {
  const mail = whatsAppFallbackMail(
    message.template as WhatsAppTemplateName,
    message.locale,
    message.parameters,
    services.env.API_PUBLIC_URL,
  );
  if (!mail || !message.email) return;
  await services.mailer.send(message.email, message.locale, mail, { key: `whatsapp-fallback:${message.id}` });
}

/**
 * Sends one queued message (the `whatsapp` job), at most once: the row is claimed (`sending`) in its own
 * statement before the platform is called. A row found `sending` is an attempt whose outcome was lost (a
 * crash, a timeout): it becomes `unconfirmed` and is never sent again; the status webhook, which echoes our
 * id, settles it. Rate limits and the platform's temporary errors give the claim back and throw, so the
 * job runner tries again (a 429 after the platform's retry time, not counted as a failed attempt).
 */
export async function deliverWhatsApp(services: Services, messageId: string): Promise<void> {
  const { db } = services;
  const [message] = await db
    .select()
    .from(whatsAppMessages)
    .where(eq(whatsAppMessages.id, messageId))
    .limit(1);
  if (!message) return;
  if (message.status === "sending") {
    await setStatus(db, message.id, "unconfirmed", services.now(), { from: "sending" });
    return;
  }
  if (message.status !== "queued") return;
  const provider = services.messaging;
  if (!provider || !(await allowed(db, message))) {
    if (await setStatus(db, message.id, "skipped", services.now(), { from: "queued" }))
      await mailInstead(services, message);
    return;
  }
  if (await isUnreachable(db, message.to)) {
    await setStatus(db, message.id, "not-on-whatsapp", services.now(), { from: "queued" });
    await mailInstead(services, message);
    return;
  }
  if (!(await setStatus(db, message.id, "sending", services.now(), { from: "queued" }))) return;
  let platformId: string;
  try {
    platformId = await provider.sendTemplate({
      to: message.to,
      template: message.template,
      locale: message.locale,
      body: message.parameters.body,
      button: message.parameters.button,
      reference: message.id,
    });
  } catch (error) {
    await recordRefusal(services, message, error);
    return;
  }
  await setStatus(db, message.id, "sent", services.now(), {
    from: "sending",
    platformId,
    sentAt: services.now(),
  });
}

/** What a refused send leaves: retried (given back, then thrown), remembered and mailed, or failed. */
async function recordRefusal(services: Services, message: MessageRow, error: unknown): Promise<void> {
  const { db } = services;
  const now = services.now();
  if (!(error instanceof MessagingError) || error.kind === "unknown-outcome") {
    // Perhaps sent: never again. The row stays `sending` and the next run (or this one) calls it unconfirmed.
    await setStatus(db, message.id, "unconfirmed", now, {
      from: "sending",
      error: String(error).slice(0, 500),
    });
    return;
  }
  const reason = error.message.slice(0, 500);
  if (error.kind === "rate-limited" || error.kind === "temporary") {
    await db
      .update(whatsAppMessages)
      .set({ status: "queued", error: reason })
      .where(and(eq(whatsAppMessages.id, message.id), eq(whatsAppMessages.status, "sending")));
    throw error;
  }
  if (error.kind === "not-on-whatsapp") {
    await rememberUnreachable(db, message.to, error.code, now);
    await setStatus(db, message.id, "not-on-whatsapp", now, {
      from: "sending",
      code: error.code,
      error: reason,
    });
    await mailInstead(services, message);
    return;
  }
  await setStatus(db, message.id, "failed", now, { from: "sending", code: error.code, error: reason });
  await mailInstead(services, message);
}

/** The job gave up on a message (its retries ran out): failed, with the last error, and mailed if it replaced a mail. */
export async function markWhatsAppFailed(services: Services, messageId: string, error: unknown) {
  const { db } = services;
  const [message] = await db
    .select()
    .from(whatsAppMessages)
    .where(eq(whatsAppMessages.id, messageId))
    .limit(1);
  // Only a message still waiting: one claimed (`sending`) may have left, and is never doubled by a mail.
  if (message?.status !== "queued") return;
  if (
    await setStatus(db, messageId, "failed", services.now(), {
      from: "queued",
      error: String(error).slice(0, 500),
    })
  )
    await mailInstead(services, message);
}
