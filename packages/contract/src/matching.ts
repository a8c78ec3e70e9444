import { MATCHING_CAP_MAX, MATCHING_CAP_MIN, matchingRatios } from "@rimbun/domain/matching";
import { messages } from "@rimbun/domain/messages";
import { isoDaySchema } from "@rimbun/domain/schemas";
import { staffReasonSchema } from "@rimbun/domain/schemas/staff";
import { z } from "zod";

// Matching pledges (docs/product/campaigns.md#matching-pledges): a partner doubles (ratio 1) or triples
// (ratio 2) the gifts to one campaign up to a cap in rupiah, on a period of Jakarta days. Staff attach them
// in the console; the public campaign answers carry the pledge that matches today and the total matched.

const invalid = { error: messages.errorValidation.id };
const required = { error: messages.invalidRequired.id };
const tooLong = { error: messages.invalidTooLong.id };

/** A partner's logo: the uploaded image's sizes (POST /v1/admin/images); the partner's name is its text. */
export const matchingLogoSchema = z
  .object({ id: z.string(), urls: z.object({ avif: z.string(), webp: z.string() }) })
  .meta({ id: "MatchingLogo" });

/** The pledge that matches a campaign's gifts today (public): who, how much, how much is used. */
export const matchingOfferSchema = z
  .object({
    partner: z.string(),
    logo: matchingLogoSchema.nullable(),
    /** 1: each gift is doubled; 2: tripled. */
    ratio: z.number(),
    cap: z.number(),
    used: z.number(),
    starts_on: z.string(),
    ends_on: z.string(),
  })
  .meta({ id: "MatchingOffer" });
export type MatchingOffer = z.infer<typeof matchingOfferSchema>;

/** What the public campaign answers add: the pledge that matches today (or null) and all matched so far. */
export const campaignMatchingShape = {
  /** Rupiah partners added to the gifts (all pledges, refunds taken back); not in `raised`. */
  matched: z.number(),
  matching: matchingOfferSchema.nullable(),
};

export const pledgeStates = ["scheduled", "running", "used-up", "ended", "over"] as const;
export type PledgeState = (typeof pledgeStates)[number];

/** A pledge as staff see it. */
export const matchingPledgeSchema = z
  .object({
    id: z.string(),
    campaign_slug: z.string(),
    partner_name: z.string(),
    logo: matchingLogoSchema.nullable(),
    ratio: z.number(),
    cap: z.number(),
    used: z.number(),
    starts_on: z.string(),
    ends_on: z.string(),
    ended_at: z.string().nullable(),
    created_at: z.string(),
    /** scheduled (not started), running, used-up (cap reached), ended (by staff), over (period passed). */
    state: z.enum(pledgeStates),
    /** Matched gifts (refunded ones not counted). */
    gifts: z.number(),
  })
  .meta({ id: "MatchingPledge" });
export type MatchingPledge = z.infer<typeof matchingPledgeSchema>;

/** POST /v1/admin/campaigns/{slug}/matching-pledges. */
export const matchingPledgeInputSchema = z
  .object(
    {
      partner_name: z.string(required).trim().min(1, required).max(120, tooLong),
      /** An image from POST /v1/admin/images, or null for a pledge shown by name only. */
      logo_image_id: z.string(invalid).min(1, invalid).max(64, invalid).nullable(),
      /** One of `matchingRatios`: 1 doubles a gift, 2 triples it. */
      ratio: z
        .number(invalid)
        .int(invalid)
        .min(matchingRatios[0], invalid)
        .max(matchingRatios[matchingRatios.length - 1] as number, invalid),
      /** Rupiah, whole. */
      cap: z.number(invalid).int(invalid).min(MATCHING_CAP_MIN, invalid).max(MATCHING_CAP_MAX, invalid),
      starts_on: isoDaySchema,
      ends_on: isoDaySchema,
      reason: staffReasonSchema,
    },
    invalid,
  )
  .refine((input) => input.starts_on <= input.ends_on, {
    error: messages.invalidDateRange.id,
    path: ["ends_on"],
  });
export type MatchingPledgeInput = z.input<typeof matchingPledgeInputSchema>;

/** POST /v1/admin/matching-pledges/{id}/end: no gift paid from now on is matched. */
export const endMatchingPledgeRequestSchema = z.object({ reason: staffReasonSchema }, invalid);
export type EndMatchingPledgeInput = z.input<typeof endMatchingPledgeRequestSchema>;

/** GET /v1/admin/matching-pledges/{id}/statement: every matched gift, oldest first, for the partner's invoice. */
export const matchingStatementSchema = z
  .object({
    pledge: matchingPledgeSchema,
    campaign: z.object({ slug: z.string(), title: z.object({ id: z.string(), en: z.string() }) }),
    gifts: z.array(
      z.object({ local_id: z.string(), paid_at: z.string(), gift: z.number(), match: z.number() }),
    ),
    total_gift: z.number(),
    total_match: z.number(),
  })
  .meta({ id: "MatchingStatement" });
export type MatchingStatement = z.infer<typeof matchingStatementSchema>;

export const matchingResponses = {
  listMatchingPledges: z.array(matchingPledgeSchema),
  createMatchingPledge: matchingPledgeSchema,
  endMatchingPledge: matchingPledgeSchema,
  getMatchingStatement: matchingStatementSchema,
} as const;
