import { offlineGiftMethods } from "@rimbun/domain/offline-gifts";
import { z } from "zod";

export type { OfflineGiftFormInput } from "@rimbun/domain/schemas/offline-gift";
export { offlineGiftFormSchema } from "@rimbun/domain/schemas/offline-gift";

/** POST /v1/admin/offline-gifts: the gift, paid, with the donor page it now shows on. */
export const recordedOfflineGiftSchema = z
  .object({
    donation_id: z.string(),
    local_id: z.string(),
    /** The donor's page in donor support: an account's id, or `guest-<donation id>`. */
    donor_id: z.string(),
    amount: z.number().int(),
    method: z.enum(offlineGiftMethods),
    /** The Jakarta day the gift arrived. */
    date: z.string(),
    campaign: z.string().nullable(),
    status: z.literal("done"),
    proof: z.enum(["image", "pdf"]).nullable(),
  })
  .meta({ id: "RecordedOfflineGift" });
export type RecordedOfflineGift = z.infer<typeof recordedOfflineGiftSchema>;

export const offlineGiftsResponses = {
  recordOfflineGift: recordedOfflineGiftSchema,
};
