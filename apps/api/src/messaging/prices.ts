import type {
  AdminWhatsAppPrices,
  UpdateWhatsAppPriceInput,
  WhatsAppPrice,
} from "@rimbun/contract/whatsapp-staff";
import { addDays, jakartaDay } from "@rimbun/domain/dates";
import { messages } from "@rimbun/domain/messages";
import {
  WHATSAPP_PRICE_MAX_DAYS_AHEAD,
  type WhatsAppPriceCategory,
  type WhatsAppPriceEntry,
  whatsAppPriceCategories,
} from "@rimbun/domain/whatsapp-prices";
import { asc, desc, eq } from "drizzle-orm";
import { audit } from "../platform/audit.ts";
import type { Services, Viewer } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import { users, whatsAppPrices } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";

type PriceRow = typeof whatsAppPrices.$inferSelect;

/** How many past changes the admin screen lists. */
const HISTORY_LIMIT = 100;

/**
 * Every price ever set, oldest first: a few rows a year per category, so the reports read them all and
 * price each message in memory (docs/decisions/whatsapp-staff.md).
 */
export async function whatsAppPriceEntries(db: Database): Promise<WhatsAppPriceEntry[]> {
  const rows = await db
    .select()
    .from(whatsAppPrices)
    .orderBy(asc(whatsAppPrices.effectiveFrom), asc(whatsAppPrices.createdAt));
  return rows.map((row) => ({
    category: row.category,
    priceIdr: row.priceIdr,
    effectiveFrom: row.effectiveFrom,
    createdAt: row.createdAt.toISOString(),
  }));
}

function priceView(row: PriceRow, names: Map<string, string>): WhatsAppPrice {
  return {
    id: row.id,
    category: row.category,
    price_idr: row.priceIdr,
    effective_from: row.effectiveFrom,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy ? (names.get(row.createdBy) ?? null) : null,
  };
}

/** The row in force on `day` among a category's rows (newest first): the latest day on or before, the latest written among equals. */
function inForce(rows: PriceRow[], day: string): PriceRow | undefined {
  return rows
    .filter((row) => row.effectiveFrom <= day)
    .sort((a, b) =>
      a.effectiveFrom === b.effectiveFrom
        ? b.createdAt.getTime() - a.createdAt.getTime()
        : b.effectiveFrom.localeCompare(a.effectiveFrom),
    )[0];
}

/** The admin screen (docs/product/staff-console.md#whatsapp-prices): each category today and next, and the history. */
export async function listWhatsAppPrices(db: Database, now: Date): Promise<AdminWhatsAppPrices> {
  const rows = await db
    .select()
    .from(whatsAppPrices)
    .orderBy(desc(whatsAppPrices.createdAt), desc(whatsAppPrices.effectiveFrom))
    .limit(1_000);
  const ids = [...new Set(rows.map((row) => row.createdBy).filter((id): id is string => id !== null))];
  const names = new Map<string, string>();
  for (const id of ids) {
    const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, id)).limit(1);
    if (user) names.set(id, user.name);
  }
  const today = jakartaDay(now);
  return {
    categories: whatsAppPriceCategories.map((category) => {
      const mine = rows.filter((row) => row.category === category);
      const current = inForce(mine, today);
      const next = mine
        .filter((row) => row.effectiveFrom > today)
        .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))[0];
      return {
        category,
        current: current ? priceView(current, names) : null,
        next: next ? priceView(next, names) : null,
      };
    }),
    history: rows.slice(0, HISTORY_LIMIT).map((row) => priceView(row, names)),
  };
}

/**
 * An administrator sets a category's price from a day on: a new row (the history is kept), audited
 * `whatsapp.price` with the price in force that day before and after, and the reason.
 */
export async function setWhatsAppPrice(
  services: Services,
  admin: Viewer,
  category: WhatsAppPriceCategory,
  input: UpdateWhatsAppPriceInput & { price_idr: number; effective_from: string },
): Promise<WhatsAppPrice> {
  const now = services.now();
  if (input.effective_from > addDays(jakartaDay(now), WHATSAPP_PRICE_MAX_DAYS_AHEAD))
    throw new ApiError("VALIDATION", {
      messageId: messages.invalidWhatsAppPrice.id,
      fields: { effective_from: messages.invalidWhatsAppPrice.id },
    });
  return services.db.transaction(async (tx) => {
    const earlier = await tx.select().from(whatsAppPrices).where(eq(whatsAppPrices.category, category));
    const before = inForce(earlier, input.effective_from);
    const [row] = await tx
      .insert(whatsAppPrices)
      .values({
        category,
        priceIdr: input.price_idr,
        effectiveFrom: input.effective_from,
        createdBy: admin.userId,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("price not written");
    await audit(tx, {
      actorUserId: admin.userId,
      action: "whatsapp.price",
      subject: `whatsapp-price:${category}`,
      data: {
        reason: input.reason,
        effective_from: input.effective_from,
        before: before?.priceIdr ?? null,
        after: input.price_idr,
      },
    });
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, admin.userId));
    return priceView(row, new Map(user ? [[admin.userId, user.name]] : []));
  });
}
