import type { DonorWhatsApp, DonorWhatsAppMessage, WhatsAppPurpose } from "@rimbun/contract/whatsapp-staff";
import { whatsAppPurposes } from "@rimbun/contract/whatsapp-staff";
import { and, desc, eq, lt, or } from "drizzle-orm";
import { consentOf } from "../messaging/consent.ts";
import { maskWhatsAppNumber } from "../messaging/phone-number.ts";
import { audit } from "../platform/audit.ts";
import type { Viewer } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import { whatsAppMessages } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";
import { findDonor } from "./donor-page.ts";

/** Messages a page shows; older ones one page at a time. */
export const WHATSAPP_PAGE_SIZE = 20;

type MessageRow = typeof whatsAppMessages.$inferSelect;

/** `<created_at ISO>|<id>`: the last message of a page, so the next starts right after it (keyset paging). */
function cursorOf(row: MessageRow): string {
  return `${row.createdAt.toISOString()}|${row.id}`;
}

function parseCursor(before: string): { at: Date; id: string } {
  const [at, id, extra] = before.split("|");
  const time = Date.parse(at ?? "");
  if (!id || extra !== undefined || !Number.isFinite(time) || id.length > 60)
    throw new ApiError("VALIDATION");
  return { at: new Date(time), id };
}

const stepAt = (row: MessageRow, status: string) =>
  row.statuses.find((step) => step.status === status)?.at ?? null;

function purposeOf(value: string): WhatsAppPurpose {
  return (whatsAppPurposes as readonly string[]).includes(value) ? (value as WhatsAppPurpose) : "other";
}

function messageView(row: MessageRow): DonorWhatsAppMessage {
  return {
    id: row.id,
    template: row.template,
    purpose: purposeOf(row.purpose),
    status: row.status === "not-on-whatsapp" ? "mailed-instead" : row.status,
    to: maskWhatsAppNumber(row.to),
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    delivered_at: stepAt(row, "delivered"),
    read_at: stepAt(row, "read"),
    failed_at: stepAt(row, "failed"),
  };
}

/**
 * The donor page's WhatsApp section (docs/product/staff-console.md#whatsapp): the donor's choice with the
 * number masked, and one page of their messages, newest first, read on `whatsapp_messages_user_idx`. A
 * guest has no choice and no messages (WhatsApp belongs to an account). Each read is audited.
 */
export async function donorWhatsApp(
  db: Database,
  staff: Viewer,
  donorId: string,
  before: string | undefined,
): Promise<DonorWhatsApp> {
  const cursor = before === undefined ? null : parseCursor(before);
  const donor = await findDonor(db, donorId);
  await audit(db, {
    actorUserId: staff.userId,
    action: "support.donor.whatsapp",
    subject: donor.subject,
    ...(before === undefined ? {} : { data: { before } }),
  });
  if (!donor.user) return { consent: null, messages: [], next_before: null };
  const userId = donor.user.id;
  const consent = await consentOf(db, userId);
  const older = cursor
    ? or(
        lt(whatsAppMessages.createdAt, cursor.at),
        and(eq(whatsAppMessages.createdAt, cursor.at), lt(whatsAppMessages.id, cursor.id)),
      )
    : undefined;
  const rows = await db
    .select()
    .from(whatsAppMessages)
    .where(and(eq(whatsAppMessages.userId, userId), older))
    .orderBy(desc(whatsAppMessages.createdAt), desc(whatsAppMessages.id))
    .limit(WHATSAPP_PAGE_SIZE + 1);
  const page = rows.slice(0, WHATSAPP_PAGE_SIZE);
  const last = page.at(-1);
  return {
    consent: consent
      ? {
          status: consent.status,
          phone: maskWhatsAppNumber(consent.phone),
          source: consent.source,
          chosen_at: consent.chosenAt.toISOString(),
          confirmed_at: consent.confirmedAt?.toISOString() ?? null,
          opted_out_at: consent.optedOutAt?.toISOString() ?? null,
        }
      : null,
    messages: page.map(messageView),
    next_before: rows.length > WHATSAPP_PAGE_SIZE && last ? cursorOf(last) : null,
  };
}
