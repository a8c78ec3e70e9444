import { randomInt } from "node:crypto";
import type { EmbedCode } from "@rimbun/contract";
import { isEmbedCode, newEmbedCode } from "@rimbun/domain/embeds";
import type { CreateEmbed, UpdateEmbed } from "@rimbun/domain/schemas/embeds";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { campaignsChanged } from "../campaigns/recent-answers.ts";
import { audit } from "../platform/audit.ts";
import type { Services, Viewer } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import { donations, embedCodes } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";
import { isUniqueViolation } from "../platform/unique-violation.ts";
import { resolveEmbedTarget, type StoredTarget, targetViews } from "./targets.ts";

/**
 * Embed codes as staff make and change them (docs/product/embeds.md#codes): every change is audited with the
 * staffer's reason, like the campaigns' staff calls.
 */

type EmbedRow = typeof embedCodes.$inferSelect;

/** The console lists at most this many codes (newest first): codes are made by hand, one per partner. */
export const EMBED_LIST_LIMIT = 500;

/** Paid gifts (refunds out) per code: the partial index `donations_embed_paid_idx`, never a scan. */
async function giftsOf(db: Database, ids: string[]): Promise<Map<string, { count: number; paid: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: donations.embedCodeId,
      count: sql<number>`count(*)::int`,
      paid: sql<string>`coalesce(sum(${donations.amount}), 0)`,
    })
    .from(donations)
    .where(and(inArray(donations.embedCodeId, ids), eq(donations.status, "done")))
    .groupBy(donations.embedCodeId);
  return new Map(rows.map((row) => [row.id ?? "", { count: row.count, paid: Number(row.paid) }]));
}

async function embedViews(db: Database, rows: EmbedRow[]): Promise<EmbedCode[]> {
  const [viewOf, gifts] = await Promise.all([
    targetViews(db, rows),
    giftsOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => {
    const given = gifts.get(row.id);
    return {
      id: row.id,
      partner_name: row.partnerName,
      allowed_origins: row.allowedOrigins,
      target: viewOf(row),
      locale: row.locale,
      presets: row.presets,
      colour: row.colour,
      show_meter: row.showMeter,
      active: row.active,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      gifts: { count: given?.count ?? 0, paid_idr: given?.paid ?? 0 },
    };
  });
}

/** GET /v1/staff/embeds: newest first. */
export async function listEmbedCodes(db: Database): Promise<EmbedCode[]> {
  const rows = await db
    .select()
    .from(embedCodes)
    .orderBy(desc(embedCodes.createdAt), desc(embedCodes.id))
    .limit(EMBED_LIST_LIMIT);
  return embedViews(db, rows);
}

/** POST /v1/staff/embeds: a new active code with a fresh random id (a rare clash draws again). */
export async function createEmbedCode(
  services: Services,
  staffer: Viewer,
  input: CreateEmbed,
): Promise<EmbedCode> {
  const target: StoredTarget = await resolveEmbedTarget(services.db, input.target);
  for (let attempt = 1; ; attempt += 1) {
    const id = newEmbedCode(randomInt);
    try {
      const row = await services.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(embedCodes)
          .values({
            id,
            partnerName: input.partner_name,
            allowedOrigins: input.allowed_origins,
            ...target,
            locale: input.locale,
            presets: input.presets,
            colour: input.colour,
            showMeter: input.show_meter,
            createdBy: staffer.userId,
            createdAt: services.now(),
            updatedAt: services.now(),
          })
          .returning();
        if (!created) throw new ApiError("INTERNAL");
        await audit(tx, {
          actorUserId: staffer.userId,
          action: "embed.create",
          subject: `embed:${id}`,
          data: {
            reason: input.reason,
            partner: input.partner_name,
            origins: input.allowed_origins,
            target: input.target,
          },
        });
        return created;
      });
      // The public code answer is reused for a second in this process (public-embed.ts): drop it now.
      campaignsChanged();
      const [view] = await embedViews(services.db, [row]);
      return view as EmbedCode;
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error, "embed_codes_pkey")) throw error;
    }
  }
}

/** What an update changes, in the table's words (only the fields the body names). */
async function changesOf(db: Database, input: UpdateEmbed): Promise<Partial<typeof embedCodes.$inferInsert>> {
  return {
    ...(input.partner_name !== undefined ? { partnerName: input.partner_name } : {}),
    ...(input.allowed_origins !== undefined ? { allowedOrigins: input.allowed_origins } : {}),
    ...(input.target !== undefined ? await resolveEmbedTarget(db, input.target) : {}),
    ...(input.locale !== undefined ? { locale: input.locale } : {}),
    ...(input.presets !== undefined ? { presets: input.presets } : {}),
    ...(input.colour !== undefined ? { colour: input.colour } : {}),
    ...(input.show_meter !== undefined ? { showMeter: input.show_meter } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
  };
}

/** PATCH /v1/staff/embeds/{id}: the named fields change; the audit keeps the old and new values. */
export async function updateEmbedCode(
  services: Services,
  staffer: Viewer,
  id: string,
  input: UpdateEmbed,
): Promise<EmbedCode> {
  if (!isEmbedCode(id)) throw new ApiError("NOT_FOUND");
  const changes = await changesOf(services.db, input);
  const row = await services.db.transaction(async (tx) => {
    const [before] = await tx.select().from(embedCodes).where(eq(embedCodes.id, id)).for("update").limit(1);
    if (!before) throw new ApiError("NOT_FOUND");
    const [after] = await tx
      .update(embedCodes)
      .set({ ...changes, updatedAt: services.now() })
      .where(eq(embedCodes.id, id))
      .returning();
    if (!after) throw new ApiError("INTERNAL");
    const fields = Object.keys(changes) as (keyof typeof changes)[];
    await audit(tx, {
      actorUserId: staffer.userId,
      action: "embed.update",
      subject: `embed:${id}`,
      data: {
        reason: input.reason,
        fields,
        before: Object.fromEntries(fields.map((field) => [field, before[field]])),
        after: Object.fromEntries(fields.map((field) => [field, after[field]])),
      },
    });
    return after;
  });
  campaignsChanged();
  const [view] = await embedViews(services.db, [row]);
  return view as EmbedCode;
}
