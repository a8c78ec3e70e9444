import { z } from "zod";
import { staffRoles } from "../constants.ts";
import { messages } from "../messages.ts";
import { emailSchema } from "./fields.ts";

export const STAFF_REASON_MAX_LENGTH = 500;

/**
 * Why a staffer acts on someone else's money or data (refund, resend, stop, publish, disable): required,
 * 1-500 characters after trimming, kept in the audit log beside the staffer's name.
 */
export const staffReasonSchema = z
  .string({ error: messages.invalidReason.id })
  .trim()
  .min(1, { error: messages.invalidReason.id })
  .max(STAFF_REASON_MAX_LENGTH, { error: messages.invalidReason.id });

/** An administrator invites a staff account by e-mail (the invitee chooses a password from the mail). */
export const staffInviteSchema = z.object({
  email: emailSchema,
  // The invitee's name, not the administrator's own: "Masukkan nama kamu" read as the wrong person.
  name: z
    .string({ error: messages.invalidStaffName.id })
    .trim()
    .min(1, { error: messages.invalidStaffName.id })
    .max(100, { error: messages.invalidTooLong.id }),
  role: z.enum(staffRoles, { error: messages.invalidRequired.id }),
  reason: staffReasonSchema,
});
export type StaffInviteInput = z.input<typeof staffInviteSchema>;
