import { channelFeeUpdateSchema, recurringCoverFeeRequestSchema } from "@rimbun/domain/schemas";
import { z } from "zod";
import { recurringDonationSchema } from "./recurring.ts";

/** One channel's fee (docs/product/donation-flow.md#cover-the-fee): fixed rupiah, percentage and VAT in basis points. */
export const channelFeeSchema = z
  .object({
    channel: z.string(),
    fixed: z.number().int(),
    percent_basis_points: z.number().int(),
    vat_basis_points: z.number().int(),
  })
  .meta({ id: "ChannelFee" });
export type ChannelFeeRow = z.infer<typeof channelFeeSchema>;

/** The staff console's view of a channel's fee: the one in force, the domain's default, and the last change. */
export const adminChannelFeeSchema = channelFeeSchema
  .extend({
    default: channelFeeSchema.omit({ channel: true }),
    overridden: z.boolean(),
    updated_at: z.string().nullable(),
  })
  .meta({ id: "AdminChannelFee" });
export type AdminChannelFee = z.infer<typeof adminChannelFeeSchema>;

/** Staff override of one channel's fee: JSON `fixed, percent_basis_points, vat_basis_points, reason`. */
export const updateChannelFeeRequestSchema = channelFeeUpdateSchema;
export type UpdateChannelFeeInput = z.input<typeof updateChannelFeeRequestSchema>;

/** A donor turns covering the fee on or off for a monthly plan: form `pg_id, cover_fee`. */
export const changeRecurringCoverFeeRequestSchema = recurringCoverFeeRequestSchema;
export type ChangeRecurringCoverFeeInput = z.input<typeof changeRecurringCoverFeeRequestSchema>;

export const feesResponses = {
  /** The fee table in force, every channel of the catalogue. */
  getChannelFees: z.array(channelFeeSchema),
  listAdminChannelFees: z.array(adminChannelFeeSchema),
  updateChannelFee: adminChannelFeeSchema,
  changeRecurringCoverFee: recurringDonationSchema,
};
