import {
  donorProfileUpdateSchema,
  referralChangeRequestSchema,
  volunteerProfileUpdateSchema,
} from "@rimbun/domain/schemas";
import { z } from "zod";
import { sessionProfileSchema } from "./accounts.ts";

/** Calls 7 and 8: the updated profile as the session shows it (`avatar` is a path under `/public/`). */
export const profileUpdateResultSchema = z.object({ data: sessionProfileSchema });
export type ProfileUpdateResult = z.infer<typeof profileUpdateResultSchema>;

/** Calls 7/8 for donors: multipart `email, phone_number, address` and/or `avatar`. */
export const updateDonorProfileRequestSchema = donorProfileUpdateSchema;
export type UpdateDonorProfileInput = z.input<typeof updateDonorProfileRequestSchema>;
/** Calls 7/8 for volunteers: JSON groups travel as JSON text. */
export const updateVolunteerProfileRequestSchema = volunteerProfileUpdateSchema;
export type UpdateVolunteerProfileInput = z.input<typeof updateVolunteerProfileRequestSchema>;
/** Call 13: form `email, referral_code, ref_type`. */
export const updateReferralCodeRequestSchema = referralChangeRequestSchema;
export type UpdateReferralCodeInput = z.input<typeof updateReferralCodeRequestSchema>;

/** Call 13: the new code, locked from now on (a second change is 409 with `result: "locked"`). */
export const referralChangeResultSchema = z.object({
  referral_code: z.string(),
  referral_lock: z.literal(1),
});

export const profilesResponses = {
  updateDonorProfile: profileUpdateResultSchema,
  updateVolunteerProfile: profileUpdateResultSchema,
  updateReferralCode: referralChangeResultSchema,
} as const;
