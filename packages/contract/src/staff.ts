import { staffRoles } from "@rimbun/domain/constants";
import { startNotAfterEnd } from "@rimbun/domain/dates";
import { messages } from "@rimbun/domain/messages";
import { optionalDateRangeShape } from "@rimbun/domain/schemas";
import { staffInviteSchema, staffReasonSchema } from "@rimbun/domain/schemas/staff";
import { z } from "zod";

export type { StaffInviteInput } from "@rimbun/domain/schemas/staff";

/** POST /v1/admin/staff: the invitation's form (the domain's rule). */
export const inviteStaffRequestSchema = staffInviteSchema;

/** POST /v1/admin/staff/{id}/disable and /enable: why (kept in the audit log). */
export const staffAccountActionRequestSchema = z.object({ reason: staffReasonSchema });
export type StaffAccountActionInput = z.input<typeof staffAccountActionRequestSchema>;

export const staffAccountStatuses = ["invited", "active", "disabled"] as const;

/** A staff or admin account as the administrators' "Staff accounts" screen lists it. */
export const staffAccountSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(staffRoles),
    /** `invited`: no password chosen yet; `disabled`: cannot sign in until enabled again. */
    status: z.enum(staffAccountStatuses),
    created_at: z.string(),
    disabled_at: z.string().nullable(),
    /** Two-factor sign-in is set up; false after an administrator's reset, until the staffer enrols again. */
    two_factor: z.boolean(),
  })
  .meta({ id: "StaffAccount" });
export type StaffAccount = z.infer<typeof staffAccountSchema>;

const invalid = { error: messages.errorValidation.id };

/** GET /v1/admin/audit: newest first, 50 a page; `before` is the previous page's `next`. */
export const listAuditEntriesQuerySchema = z
  .object({
    /** `staff` (default): actions by staff and admin accounts; `all`: every entry (sign-ins, payments, ...). */
    actors: z.enum(["staff", "all"], invalid).default("staff"),
    /** One person's actions, by their account's e-mail. */
    actor: z.string(invalid).trim().max(254, invalid).optional(),
    /** Actions starting with this text (`refund`, `campaign.`, ...). */
    action: z.string(invalid).trim().max(64, invalid).optional(),
    ...optionalDateRangeShape,
    before: z.string(invalid).max(200, invalid).optional(),
  })
  .refine(startNotAfterEnd, { error: messages.invalidDateRange.id, path: ["endDate"] });
export type ListAuditEntriesQuery = z.input<typeof listAuditEntriesQuerySchema>;

export const auditEntrySchema = z
  .object({
    id: z.string(),
    at: z.string(),
    /** Who acted; null for the system (jobs, provider callbacks). */
    actor: z.object({ email: z.string(), name: z.string(), role: z.string() }).nullable(),
    action: z.string(),
    subject: z.string().nullable(),
    /** The staffer's reason, when the action took one. */
    reason: z.string().nullable(),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const staffResponses = {
  listStaffAccounts: z.array(staffAccountSchema),
  inviteStaff: staffAccountSchema,
  disableStaff: staffAccountSchema,
  enableStaff: staffAccountSchema,
  /** POST /v1/admin/staff/{id}/two-factor/reset (reason as for disable/enable). */
  resetStaffTwoFactor: staffAccountSchema,
  listAuditEntries: auditPageSchema,
} as const;
