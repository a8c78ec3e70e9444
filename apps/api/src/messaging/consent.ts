import type { PersonalDataExport } from "@rimbun/contract";
import { and, count, desc, eq, gt, inArray, isNull, or } from "drizzle-orm";
import type { UserRow } from "../accounts/accounts.ts";
import type { Services } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import {
  emailOutbox,
  users,
  whatsAppConsents,
  whatsAppMessages,
  whatsAppUnreachableNumbers,
} from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";
import { queueWhatsApp } from "./outbox.ts";
import { consentConfirmTemplate, optOutConfirmedTemplate } from "./templates.ts";

export type ConsentRow = typeof whatsAppConsents.$inferSelect;

/** Confirmations one person may ask for in a day: nobody's number is flooded with them. */
export const CONFIRMATIONS_PER_DAY = 3;

export async function consentOf(db: Database, userId: string): Promise<ConsentRow | undefined> {
  const [row] = await db.select().from(whatsAppConsents).where(eq(whatsAppConsents.userId, userId)).limit(1);
  return row;
}

/**
 * Turns WhatsApp on for the person's number: `pending`, and the confirmation template is queued in the
 * same transaction. Asking again for the same number while pending or confirmed changes nothing (a
 * replay, a double click, two tabs at once: one confirmation).
 */
export async function turnWhatsAppOn(services: Services, user: UserRow, phone: string): Promise<void> {
  const now = services.now();
  await services.db.transaction(async (tx) => {
    await tx
      .insert(whatsAppConsents)
      .values({ userId: user.id, phone, status: "opted-out", source: "settings", chosenAt: now })
      .onConflictDoNothing({ target: whatsAppConsents.userId });
    const [row] = await tx
      .select()
      .from(whatsAppConsents)
      .where(eq(whatsAppConsents.userId, user.id))
      .for("update")
      .limit(1);
    if (!row) throw new Error("consent row not written");
    if (row.phone === phone && row.status !== "opted-out") return;
    const [recent] = await tx
      .select({ n: count() })
      .from(whatsAppMessages)
      .where(
        and(
          eq(whatsAppMessages.userId, user.id),
          eq(whatsAppMessages.template, consentConfirmTemplate),
          gt(whatsAppMessages.createdAt, new Date(now.getTime() - 86_400_000)),
        ),
      );
    if ((recent?.n ?? 0) >= CONFIRMATIONS_PER_DAY) throw new ApiError("RATE_LIMITED");
    await tx
      .update(whatsAppConsents)
      .set({
        phone,
        status: "pending",
        source: "settings",
        chosenAt: now,
        confirmedAt: null,
        optedOutAt: null,
      })
      .where(eq(whatsAppConsents.id, row.id));
    await queueWhatsApp(tx, {
      userId: user.id,
      to: phone,
      email: user.email,
      template: consentConfirmTemplate,
      purpose: "confirmation",
      locale: user.locale,
      body: [user.name.slice(0, 60) || user.email],
    });
  });
  // The donor waits with the phone in hand: the runner claims the confirmation now, not at its next round.
  services.mailer.wake?.();
}

/** Turns WhatsApp off from the settings: nothing more is sent, queued messages included. */
export async function turnWhatsAppOff(services: Services, userId: string): Promise<void> {
  const now = services.now();
  await services.db
    .update(whatsAppConsents)
    .set({ status: "opted-out", source: "settings", chosenAt: now, optedOutAt: now })
    .where(
      and(eq(whatsAppConsents.userId, userId), inArray(whatsAppConsents.status, ["pending", "confirmed"])),
    );
}

/** "WhatsApp only, no e-mails": stored on the person's choice; false when they have none yet. */
export async function setWhatsAppOnly(db: Database, userId: string, only: boolean): Promise<boolean> {
  const rows = await db
    .update(whatsAppConsents)
    .set({ whatsAppOnly: only })
    .where(eq(whatsAppConsents.userId, userId))
    .returning({ id: whatsAppConsents.id });
  return rows.length > 0;
}

/**
 * A reply on WhatsApp from `phone`: YA/YES confirms a pending choice; STOP/BERHENTI opts the number out
 * everywhere and queues, in the same transaction, the one message allowed after it (the opt-out
 * confirmation, docs/decisions/whatsapp.md). A STOP that changes nothing (a replayed webhook, a second STOP)
 * queues nothing; the inbound message's id keys the reply besides.
 */
export async function answerFromWhatsApp(
  db: Database,
  phone: string,
  meaning: "confirm" | "stop",
  now: Date,
  inboundId = `${phone}:${now.getTime()}`,
) {
  if (meaning === "stop") {
    await db.transaction(async (tx) => {
      const stopped = await tx
        .update(whatsAppConsents)
        .set({ status: "opted-out", source: "stop", chosenAt: now, optedOutAt: now })
        .where(
          and(eq(whatsAppConsents.phone, phone), inArray(whatsAppConsents.status, ["pending", "confirmed"])),
        )
        .returning({ userId: whatsAppConsents.userId });
      const [first] = stopped;
      if (!first) return;
      const [owner] = await tx
        .select({ locale: users.locale })
        .from(users)
        .where(eq(users.id, first.userId))
        .limit(1);
      await queueWhatsApp(tx, {
        userId: first.userId,
        to: phone,
        email: null,
        template: optOutConfirmedTemplate,
        purpose: "opt_out_confirmed",
        locale: owner?.locale ?? "id",
        body: [],
        key: `opt-out:${inboundId}`,
      });
    });
    return;
  }
  await db
    .update(whatsAppConsents)
    .set({ status: "confirmed", source: "reply", chosenAt: now, confirmedAt: now })
    .where(and(eq(whatsAppConsents.phone, phone), eq(whatsAppConsents.status, "pending")));
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The person's WhatsApp choice and messages, for their data export (privacy/export.ts). */
export async function whatsAppOf(db: Database, userId: string): Promise<PersonalDataExport["whatsapp"]> {
  const consent = await consentOf(db, userId);
  const messages = await db
    .select()
    .from(whatsAppMessages)
    .where(eq(whatsAppMessages.userId, userId))
    .orderBy(desc(whatsAppMessages.createdAt));
  return {
    consent: consent
      ? {
          phone: consent.phone,
          status: consent.status,
          source: consent.source,
          chosen_at: consent.chosenAt.toISOString(),
          confirmed_at: iso(consent.confirmedAt),
          opted_out_at: iso(consent.optedOutAt),
          whatsapp_only: consent.whatsAppOnly,
        }
      : null,
    messages: messages.map((message) => ({
      to: message.to,
      purpose: message.purpose,
      template: message.template,
      locale: message.locale,
      status: message.status,
      statuses: message.statuses.map((step) => ({ status: step.status, at: step.at })),
      created_at: message.createdAt.toISOString(),
    })),
  };
}

/**
 * An account's deletion (privacy/deletion.ts): the choice goes; the messages stay for the foundation's costs
 * and counts (purpose, template, statuses, time) without the number, the address or the parameters (name,
 * amounts); a message still queued is skipped when its turn comes (no consent any more). The number's "not on
 * WhatsApp" mark goes too unless another account still uses the number.
 */
export async function forgetWhatsApp(tx: Database, userId: string, placeholderPhone: string): Promise<void> {
  const [consent] = await tx
    .delete(whatsAppConsents)
    .where(eq(whatsAppConsents.userId, userId))
    .returning({ phone: whatsAppConsents.phone });
  const theirs = consent
    ? or(
        eq(whatsAppMessages.userId, userId),
        and(isNull(whatsAppMessages.userId), eq(whatsAppMessages.to, consent.phone)),
      )
    : eq(whatsAppMessages.userId, userId);
  await tx
    .update(whatsAppMessages)
    .set({ to: placeholderPhone, email: null, parameters: { body: [] } })
    .where(theirs);
  if (!consent) return;
  // Development's outbox page keeps "sent" messages as rows addressed to the number.
  await tx
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.to, consent.phone), eq(emailOutbox.kind, "whatsapp")));
  const [shared] = await tx
    .select({ id: whatsAppConsents.id })
    .from(whatsAppConsents)
    .where(eq(whatsAppConsents.phone, consent.phone))
    .limit(1);
  if (!shared)
    await tx.delete(whatsAppUnreachableNumbers).where(eq(whatsAppUnreachableNumbers.phone, consent.phone));
}
