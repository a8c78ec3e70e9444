import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import {
  users,
  type WhatsAppMessagePurpose,
  whatsAppConsents,
  whatsAppMessages,
  whatsAppUnreachableNumbers,
} from "../platform/db/schema/index.ts";
import type { Locale } from "../platform/db/schema/users.ts";
import { queueWhatsApp } from "./outbox.ts";
import type { WhatsAppTemplateName } from "./templates.ts";

/** Whose cycle it is: the plan's account, or its e-mail when the plan has none (a guest who later signed up). */
export interface MessageOwner {
  userId: string | null;
  email: string;
}

/** One billing-cycle message (docs/product/monthly-giving.md#whatsapp). */
export interface CycleWhatsApp {
  template: WhatsAppTemplateName;
  purpose: WhatsAppMessagePurpose;
  locale: Locale;
  body: string[];
  button?: string;
  /** The cycle's donation the message is about, for reports. */
  donationId?: string | null;
  /** Queued once per key: the mail's own key, so a job run again queues nothing twice. */
  key: string;
}

/**
 * A template parameter from text a person typed (a name): the platform refuses new lines, tabs and long
 * runs of spaces in parameters, and an empty one; `*`, `_`, `~` and backticks would turn into formatting.
 */
export function whatsAppText(value: string, fallback: string, max = 60): string {
  const plain = value
    .replace(/[*_~`]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trim();
  return plain || fallback;
}

/** The donor's name as the messages greet them ("Halo Sari"); a neutral word when none was given. */
export function donorName(name: string, locale: Locale): string {
  return whatsAppText(name, locale === "id" ? "Donatur" : "there");
}

/** The owner's confirmed WhatsApp number, unless the platform said it is not on WhatsApp. */
async function confirmedNumber(db: Database, owner: MessageOwner) {
  const byAccount = owner.userId
    ? eq(whatsAppConsents.userId, owner.userId)
    : sql`${whatsAppConsents.userId} = (select ${users.id} from ${users} where lower(${users.email}) = ${owner.email.toLowerCase()} limit 1)`;
  const [consent] = await db
    .select({
      userId: whatsAppConsents.userId,
      phone: whatsAppConsents.phone,
      whatsAppOnly: whatsAppConsents.whatsAppOnly,
      unreachable: whatsAppUnreachableNumbers.phone,
    })
    .from(whatsAppConsents)
    .leftJoin(whatsAppUnreachableNumbers, eq(whatsAppUnreachableNumbers.phone, whatsAppConsents.phone))
    .where(and(byAccount, eq(whatsAppConsents.status, "confirmed")))
    .limit(1);
  return consent && consent.unreachable === null ? consent : null;
}

/**
 * Queues a billing-cycle message beside its mail, in the caller's transaction, for an owner whose WhatsApp
 * choice is `confirmed` (read again when the message is sent: a STOP in between holds). Answers whether the
 * mail still goes: yes, unless the donor chose WhatsApp only — then the message carries the address, and a
 * message that cannot go (STOP meanwhile, a number found not on WhatsApp, a refused send) is mailed instead
 * (messaging/outbox.ts). A number known not to be on WhatsApp gets only the mail.
 *
 * The answer is the queued message's, not the consent's of now: a job run again after a crash decides the
 * mail as its first run did, so the donor gets the mail or its stand-in, never both and never neither.
 */
export async function queueBesideMail(
  tx: Database,
  owner: MessageOwner,
  message: CycleWhatsApp,
): Promise<{ mail: boolean }> {
  const number = await confirmedNumber(tx, owner);
  if (!number) return { mail: true };
  const id = await queueWhatsApp(tx, {
    userId: number.userId,
    to: number.phone,
    email: number.whatsAppOnly ? owner.email : null,
    template: message.template,
    purpose: message.purpose,
    donationId: message.donationId ?? null,
    locale: message.locale,
    body: message.body,
    ...(message.button === undefined ? {} : { button: message.button }),
    key: message.key,
  });
  const [queued] = await tx
    .select({ email: whatsAppMessages.email })
    .from(whatsAppMessages)
    .where(eq(whatsAppMessages.id, id))
    .limit(1);
  return { mail: !queued?.email };
}
