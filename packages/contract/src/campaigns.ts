import { messages } from "@rimbun/domain/messages";
import { MAX_RICH_TEXT_LENGTH } from "@rimbun/domain/rich-text";
import { isoDaySchema } from "@rimbun/domain/schemas";
import { staffReasonSchema } from "@rimbun/domain/schemas/staff";
import { z } from "zod";
import { campaignMatchingShape } from "./matching.ts";

// Campaigns and programmes (docs/product/campaigns.md): the site renders them from these calls, staff edit
// them in the dashboard. Texts come in both languages; `story`, `uses` and an update's `body` are rich-text
// source (parse with `parseRichText` from `@rimbun/domain/rich-text`, render as elements, never as HTML).

export const campaignKinds = ["campaign", "programme"] as const;
export const campaignStatuses = ["draft", "published", "closed"] as const;
export const campaignScenes = ["forest", "mangrove", "lake", "seedlings", "river", "school"] as const;
export type CampaignKind = (typeof campaignKinds)[number];
export type CampaignStatus = (typeof campaignStatuses)[number];
export type CampaignScene = (typeof campaignScenes)[number];

/** Upload limits (POST /v1/admin/images): the dashboard checks them before sending. */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const imageUploadTypes = ["image/jpeg", "image/png", "image/webp"] as const;
/** Widths the API renders (never wider than the original). */
export const imageWidths = [480, 960, 1600] as const;

export const localizedSchema = z.object({ id: z.string(), en: z.string() }).meta({ id: "Localized" });
export type Localized = z.infer<typeof localizedSchema>;

export const imageSchema = z
  .object({
    id: z.string(),
    width: z.number(),
    height: z.number(),
    alt: localizedSchema,
    /** The middle width, for a plain `<img src>`. */
    urls: z.object({ avif: z.string(), webp: z.string() }),
    /** `url 480w, url 960w, ...` for `<source srcset>`. */
    srcset: z.object({ avif: z.string(), webp: z.string() }),
  })
  .meta({ id: "Image" });
export type Image = z.infer<typeof imageSchema>;

export const campaignUpdateSchema = z
  .object({
    id: z.string(),
    posted_at: z.string(),
    body: localizedSchema,
    photo: imageSchema.nullable(),
    funds_used: z.object({ amount: z.number(), description: localizedSchema }).nullable(),
  })
  .meta({ id: "CampaignUpdate" });
export type CampaignUpdate = z.infer<typeof campaignUpdateSchema>;

const campaignCardShape = {
  slug: z.string(),
  kind: z.enum(campaignKinds),
  status: z.enum(campaignStatuses),
  title: localizedSchema,
  summary: localizedSchema,
  place: localizedSchema,
  uses: localizedSchema,
  target: z.number(),
  /** Successful tagged donations plus gifts recorded offline (rupiah). */
  raised: z.number(),
  donor_count: z.number(),
  /** YYYY-MM-DD; null while a draft has none. */
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  cover: imageSchema.nullable(),
  /** Drawn art shown when there is no cover. */
  scene: z.enum(campaignScenes).nullable(),
  /** Sum of the visible updates' funds used (rupiah). */
  funds_used: z.number(),
  ...campaignMatchingShape,
};

/** GET /v1/site/campaigns: one landing card (no story, no updates). */
export const campaignCardSchema = z.object(campaignCardShape).meta({ id: "CampaignCard" });
export type CampaignCard = z.infer<typeof campaignCardSchema>;

/** GET /v1/site/campaigns/{slug}: a campaign page with its updates, newest first. */
export const campaignPageSchema = z
  .object({ ...campaignCardShape, story: localizedSchema, updates: z.array(campaignUpdateSchema) })
  .meta({ id: "CampaignPage" });
export type CampaignPage = z.infer<typeof campaignPageSchema>;

/** An update as staff see it: hidden ones stay listed with when they were hidden. */
export const staffCampaignUpdateSchema = campaignUpdateSchema
  .extend({ hidden_at: z.string().nullable() })
  .meta({ id: "StaffCampaignUpdate" });
export type StaffCampaignUpdate = z.infer<typeof staffCampaignUpdateSchema>;

/** GET /v1/admin/campaigns/{slug}: everything the editor needs. */
export const staffCampaignSchema = z
  .object({
    ...campaignCardShape,
    story: localizedSchema,
    sort_order: z.number(),
    /** Rupiah received outside the platform, included in `raised`. */
    raised_offline: z.number(),
    /** True once first published: the slug can no longer change. */
    slug_locked: z.boolean(),
    first_published_at: z.string().nullable(),
    updated_at: z.string(),
    updates: z.array(staffCampaignUpdateSchema),
  })
  .meta({ id: "StaffCampaign" });
export type StaffCampaign = z.infer<typeof staffCampaignSchema>;

/** GET /v1/admin/campaigns: every campaign and programme, drafts included, in landing order. */
export const staffCampaignRowSchema = z
  .object({
    slug: z.string(),
    kind: z.enum(campaignKinds),
    status: z.enum(campaignStatuses),
    title: localizedSchema,
    target: z.number(),
    raised: z.number(),
    donor_count: z.number(),
    starts_on: z.string().nullable(),
    ends_on: z.string().nullable(),
    sort_order: z.number(),
    update_count: z.number(),
    updated_at: z.string(),
  })
  .meta({ id: "StaffCampaignRow" });
export type StaffCampaignRow = z.infer<typeof staffCampaignRowSchema>;

const invalid = { error: messages.errorValidation.id };
const required = { error: messages.invalidRequired.id };
const tooLong = { error: messages.invalidTooLong.id };

const line = (max: number) => z.string(required).trim().min(1, required).max(max, tooLong);
const optionalLine = (max: number) => z.string(invalid).trim().max(max, tooLong);
const richText = z.string(invalid).max(MAX_RICH_TEXT_LENGTH, tooLong);
const localized = <T extends z.ZodType>(field: T) => z.object({ id: field, en: field }, invalid);

/** An uploaded image where it is used: the alternative text travels with the use (the upload has none). */
const imageUseSchema = z.object(
  { id: z.string(invalid).min(1, invalid).max(64, invalid), alt: localized(optionalLine(200)) },
  invalid,
);

export const CAMPAIGN_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Lower-case words joined by single hyphens: the page's address `/campaign/{slug}`. */
export const campaignSlugSchema = z
  .string(required)
  .min(3, invalid)
  .max(80, tooLong)
  .regex(CAMPAIGN_SLUG_PATTERN, invalid);

/** POST /v1/admin/campaigns (a new draft) and PUT /v1/admin/campaigns/{slug} (all fields, replaced). */
export const campaignInputSchema = z
  .object(
    {
      /** On PUT: a new slug renames a campaign that was never published; after that it must stay. */
      slug: campaignSlugSchema,
      kind: z.enum(campaignKinds, invalid),
      title: localized(line(120)),
      summary: localized(line(300)),
      place: localized(optionalLine(120)),
      story: localized(richText),
      uses: localized(richText),
      /** Rupiah, whole. */
      target: z.number(invalid).int(invalid).min(1, invalid).max(1_000_000_000_000, invalid),
      starts_on: isoDaySchema.nullable(),
      ends_on: isoDaySchema.nullable(),
      /** An image from POST /v1/admin/images with its alternative text; null for the scene art. */
      cover: imageUseSchema.nullable(),
      scene: z.enum(campaignScenes, invalid).nullable(),
      sort_order: z.number(invalid).int(invalid).min(0, invalid).max(10_000, invalid),
      /** Rupiah received outside the platform (transfers, events), added to `raised`; omitted on PUT = unchanged. */
      raised_offline: z
        .number(invalid)
        .int(invalid)
        .min(0, invalid)
        .max(1_000_000_000_000, invalid)
        .optional(),
      /** Optional note for the audit log. */
      reason: staffReasonSchema.optional(),
    },
    invalid,
  )
  .refine((input) => !input.starts_on || !input.ends_on || input.starts_on <= input.ends_on, {
    error: messages.invalidDateRange.id,
    path: ["ends_on"],
  });
export type CampaignInput = z.input<typeof campaignInputSchema>;

/** POST /v1/admin/campaigns/{slug}/status: publish, take back to draft, or close (page stays, no gifts). */
export const campaignStatusRequestSchema = z.object(
  { status: z.enum(campaignStatuses, invalid), reason: staffReasonSchema },
  invalid,
);
export type CampaignStatusInput = z.input<typeof campaignStatusRequestSchema>;

/** POST /v1/admin/campaigns/{slug}/updates. */
export const campaignUpdateInputSchema = z.object(
  {
    body: localized(z.string(required).trim().min(1, required).max(MAX_RICH_TEXT_LENGTH, tooLong)),
    photo: imageUseSchema.nullable().optional(),
    funds_used: z
      .object(
        {
          amount: z.number(invalid).int(invalid).min(1, invalid).max(1_000_000_000_000, invalid),
          description: localized(line(300)),
        },
        invalid,
      )
      .nullable()
      .optional(),
    /**
     * The update goes public and is mailed to the donors: the audit log keeps why
     * (docs/decisions/campaigns.md#staff-reasons).
     */
    reason: staffReasonSchema,
    /**
     * Needed when the funds used of the visible updates, this one included, would pass what the campaign
     * raised: without it that is 400 `campaign.fundsOverRaised` (docs/decisions/campaigns.md#funds-used).
     */
    confirmOverRaised: z.boolean(invalid).optional(),
  },
  invalid,
);
export type CampaignUpdateInput = z.input<typeof campaignUpdateInputSchema>;

/** DELETE /v1/admin/campaigns/{slug}/updates/{id}: hides the update (kept for the audit). */
export const hideCampaignUpdateRequestSchema = z.object({ reason: staffReasonSchema }, invalid);
export type HideCampaignUpdateInput = z.input<typeof hideCampaignUpdateRequestSchema>;

/** POST /v1/admin/campaigns/{slug}/preview: the site's page with a signed 15-minute token. */
export const campaignPreviewSchema = z.object({ url: z.string(), expires_at: z.string() });
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

export const campaignsResponses = {
  listSiteCampaigns: z.array(campaignCardSchema),
  getSiteCampaign: campaignPageSchema,
  listStaffCampaigns: z.array(staffCampaignRowSchema),
  getStaffCampaign: staffCampaignSchema,
  createCampaign: staffCampaignSchema,
  editCampaign: staffCampaignSchema,
  setCampaignStatus: staffCampaignSchema,
  previewCampaign: campaignPreviewSchema,
  postCampaignUpdate: staffCampaignUpdateSchema,
  hideCampaignUpdate: staffCampaignUpdateSchema,
  uploadImage: imageSchema,
} as const;
