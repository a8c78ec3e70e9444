import { embedTargetKinds } from "@rimbun/domain/embeds";
import { z } from "zod";

// Embeds (docs/product/embeds.md): staff make codes in the console; a partner's site loads the public code
// to show a donate button and a goal meter; gifts made through it are credited to the partner in reports.

const titles = z.object({ id: z.string(), en: z.string() });

/** What a code points at, with both languages' titles (the loader picks one). */
export const embedTargetSchema = z
  .object({ kind: z.enum(embedTargetKinds), slug: z.string(), title: titles })
  .meta({ id: "EmbedTarget" });
export type EmbedTarget = z.infer<typeof embedTargetSchema>;

/** A code as staff see it, with its paid gifts so far (refunds out). */
export const embedCodeSchema = z
  .object({
    id: z.string(),
    partner_name: z.string(),
    allowed_origins: z.array(z.string()),
    target: embedTargetSchema,
    locale: z.enum(["id", "en"]),
    presets: z.array(z.number()),
    colour: z.string(),
    show_meter: z.boolean(),
    active: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
    gifts: z.object({ count: z.number(), paid_idr: z.number() }),
  })
  .meta({ id: "EmbedCode" });
export type EmbedCode = z.infer<typeof embedCodeSchema>;

/** GET /v1/embeds/{id}: what the loader and the embed pages need, public and cached a short time. */
export const publicEmbedSchema = z
  .object({
    id: z.string(),
    locale: z.enum(["id", "en"]),
    presets: z.array(z.number()),
    colour: z.string(),
    show_meter: z.boolean(),
    allowed_origins: z.array(z.string()),
    target: embedTargetSchema,
    meter: z.object({ raised_idr: z.number(), goal_idr: z.number().nullable(), donors: z.number() }),
  })
  .meta({ id: "PublicEmbed" });
export type PublicEmbed = z.infer<typeof publicEmbedSchema>;

/** One partner's row of GET /v1/reports/partners (and of its CSV). */
export const partnerReportRowSchema = z
  .object({
    embed_id: z.string(),
    partner_name: z.string(),
    gifts: z.number(),
    paid_idr: z.number(),
    donors: z.number(),
  })
  .meta({ id: "PartnerReportRow" });
export type PartnerReportRow = z.infer<typeof partnerReportRowSchema>;

export const embedsResponses = {
  listEmbeds: z.object({ embeds: z.array(embedCodeSchema) }),
  createEmbed: z.object({ embed: embedCodeSchema }),
  updateEmbed: z.object({ embed: embedCodeSchema }),
  getPublicEmbed: publicEmbedSchema,
  getPartnerReport: z.object({ partners: z.array(partnerReportRowSchema) }),
} as const;
