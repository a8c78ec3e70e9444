import { z } from "zod";
import { channels } from "../channels.ts";
import { channelFeeLimits, isAcceptableChannelFee } from "../fees.ts";
import { messages } from "../messages.ts";
import { formBoolean } from "./fields.ts";
import { staffReasonSchema } from "./staff.ts";

const invalid = { error: messages.errorValidation.id };
const feeInvalid = { error: messages.invalidChannelFee.id };

/**
 * Call 3's `cover_fee` box (docs/product/donation-flow.md#cover-the-fee): the donor's choice only. The fee
 * itself is always the server's; any fee or total a client sends is not a field and is dropped.
 */
export const coverFeePaymentField = { cover_fee: formBoolean.optional() };

/** A yes/no that must be said: JSON true/false or the form words "true"/"false". */
const strictBoolean = z
  .union([z.boolean(), z.enum(["true", "false"])], invalid)
  .transform((value) => value === true || value === "true");

const pgIdSchema = z.string(invalid).trim().min(1, invalid).max(200, invalid);

/** The donor's choice on a monthly plan: form `pg_id, cover_fee` (docs/product/monthly-giving.md#cover-the-fee). */
export const recurringCoverFeeRequestSchema = z.object({ pg_id: pgIdSchema, cover_fee: strictBoolean });

const feePart = (max: number) => z.number(feeInvalid).int(feeInvalid).min(0, feeInvalid).max(max, feeInvalid);

/**
 * A staff override of one channel's fee (docs/product/staff-console.md#channel-fees): the fixed part in
 * rupiah, the percentage and VAT in basis points (1 = 0.01 %), and the reason the audit log keeps.
 */
export const channelFeeUpdateSchema = z
  .object({
    fixed: feePart(channelFeeLimits.fixedMax),
    percent_basis_points: feePart(channelFeeLimits.percentBasisPointsMax),
    vat_basis_points: feePart(channelFeeLimits.vatBasisPointsMax),
    reason: staffReasonSchema,
  })
  .refine(
    (fee) =>
      isAcceptableChannelFee({
        fixed: fee.fixed,
        percentBasisPoints: fee.percent_basis_points,
        vatBasisPoints: fee.vat_basis_points,
      }),
    { ...feeInvalid, path: ["fixed"] },
  );
export type ChannelFeeUpdate = z.output<typeof channelFeeUpdateSchema>;

/** A channel code in a staff route's path: one of the catalogue's. */
export const feeChannelSchema = z.enum(
  channels.map((channel) => channel.channelCode) as [string, ...string[]],
  invalid,
);
