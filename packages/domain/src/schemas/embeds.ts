import { z } from "zod";
import {
  checkEmbedOrigin,
  EMBED_ORIGINS_MAX,
  embedColourProblem,
  embedPartnerNameProblem,
  embedPresetsProblem,
  embedTargetKinds,
  isEmbedCode,
  normalizeEmbedColour,
} from "../embeds.ts";
import { messages } from "../messages.ts";
import { isoDaySchema } from "./dates.ts";
import { campaignSlugSchema } from "./fields.ts";
import { staffReasonSchema } from "./staff.ts";

// Embed codes (docs/product/embeds.md): the console's form and the API's staff calls share these schemas;
// each issue's message is a catalog id the console shows beside the field.

const invalid = { error: messages.errorValidation.id };

/** A public code: 10 characters of `EMBED_CODE_ALPHABET`. */
export const embedCodeSchema = z.string(invalid).refine((value) => isEmbedCode(value), invalid);

export const embedPartnerNameSchema = z
  .string({ error: messages.embedPartnerName.id })
  .superRefine((value, ctx) => {
    const problem = embedPartnerNameProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform((value) => value.trim());

/** One origin, read into its stored form (`https://host[:port]`). */
export const embedOriginSchema = z
  .string({ error: messages.embedOrigin.id })
  .max(300, { error: messages.embedOrigin.id })
  .transform((value, ctx): string => {
    const checked = checkEmbedOrigin(value);
    if (checked.ok) return checked.origin;
    ctx.addIssue({ code: "custom", message: checked.message });
    return z.NEVER;
  });

/** 1-10 origins, different once normalized (`https://A.org/` and `https://a.org` are one). */
export const embedOriginsSchema = z
  .array(embedOriginSchema, { error: messages.embedOrigins.id })
  .min(1, { error: messages.embedOrigins.id })
  .max(EMBED_ORIGINS_MAX, { error: messages.embedOrigins.id })
  .refine((origins) => new Set(origins).size === origins.length, { error: messages.embedOrigins.id });

export const embedPresetsSchema = z
  .array(z.number({ error: messages.embedPresets.id }), { error: messages.embedPresets.id })
  .superRefine((value, ctx) => {
    const problem = embedPresetsProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** `#rrggbb` (any case in, lower case out), dark enough for the button's white label. */
export const embedColourSchema = z
  .string({ error: messages.embedColour.id })
  .max(20, { error: messages.embedColour.id })
  .transform((value, ctx): string => {
    const problem = embedColourProblem(value);
    if (problem === null) return normalizeEmbedColour(value) as string;
    ctx.addIssue({ code: "custom", message: problem });
    return z.NEVER;
  });

/** What the code points at, by slug: a campaign or a fundraiser page. */
export const embedTargetInputSchema = z.object(
  {
    kind: z.enum(embedTargetKinds, { error: messages.embedTarget.id }),
    slug: campaignSlugSchema,
  },
  { error: messages.embedTarget.id },
);

export const embedLocaleSchema = z.enum(["id", "en"], invalid);

const embedFields = {
  partner_name: embedPartnerNameSchema,
  allowed_origins: embedOriginsSchema,
  target: embedTargetInputSchema,
  locale: embedLocaleSchema,
  presets: embedPresetsSchema,
  colour: embedColourSchema,
  show_meter: z.boolean(invalid),
};

/** POST /v1/staff/embeds. */
export const createEmbedSchema = z.strictObject({ ...embedFields, reason: staffReasonSchema }, invalid);
export type CreateEmbedInput = z.input<typeof createEmbedSchema>;
export type CreateEmbed = z.output<typeof createEmbedSchema>;

/** PATCH /v1/staff/embeds/{id}: any field, `active` to switch the code off or on, and always a reason. */
export const updateEmbedSchema = z.strictObject(
  {
    partner_name: embedPartnerNameSchema.optional(),
    allowed_origins: embedOriginsSchema.optional(),
    target: embedTargetInputSchema.optional(),
    locale: embedLocaleSchema.optional(),
    presets: embedPresetsSchema.optional(),
    colour: embedColourSchema.optional(),
    show_meter: z.boolean(invalid).optional(),
    active: z.boolean(invalid).optional(),
    reason: staffReasonSchema,
  },
  invalid,
);
export type UpdateEmbedInput = z.input<typeof updateEmbedSchema>;
export type UpdateEmbed = z.output<typeof updateEmbedSchema>;

/** GET /v1/reports/partners: Jakarta days, both included. */
export const partnerReportQuerySchema = z
  .object({ from: isoDaySchema, to: isoDaySchema }, invalid)
  .refine((range) => range.from <= range.to, { error: messages.invalidDateRange.id, path: ["to"] });
export type PartnerReportQuery = z.input<typeof partnerReportQuerySchema>;

/**
 * Donation creation's optional embed fields: the code the flow was opened from and the partner origin to
 * come back to. Any text is accepted and what is not a code or an origin is dropped, never refused: a stale
 * code must not cost a gift (docs/decisions/embeds.md#stale-codes). The API checks both against the code.
 */
export const embedPaymentFields = {
  embed: z
    .string()
    .optional()
    .transform((value) => (isEmbedCode(value) ? value : undefined)),
  return_to: z
    .string()
    .optional()
    .transform((value) => (value !== undefined && value.length <= 300 ? value : undefined)),
};
