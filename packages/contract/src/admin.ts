import { adminQueueKinds } from "@rimbun/domain/constants";
import { messages } from "@rimbun/domain/messages";
import type { BankAccount } from "@rimbun/domain/schemas";
import { z } from "zod";

export type { AdminQueueKind } from "@rimbun/domain/constants";
export const adminQueueKindSchema = z.enum(adminQueueKinds);

/** GET /v1/admin/queue: `?kind=` narrows the queue to one kind. */
export const listAdminQueueQuerySchema = z.object({ kind: adminQueueKindSchema.optional() });
export type ListAdminQueueQuery = z.input<typeof listAdminQueueQuerySchema>;

/** The volunteer's bank account as stored (domain `BankAccount`). */
const bankAccountShape = z.object({
  bank_name: z.string(),
  holder: z.string(),
  account_number: z.string(),
  branch: z.string(),
}) satisfies z.ZodType<BankAccount>;

/** One pending request in the administrator's queue. */
export const adminQueueItemSchema = z
  .object({
    id: z.string(),
    kind: adminQueueKindSchema,
    email: z.string(),
    fullname: z.string(),
    created_at: z.string(),
    /** Points text for withdrawals and redemptions; null for applications. */
    amount: z.string().nullable(),
    /** Rupiah paid out for a withdrawal (points x Rp 100); null otherwise. */
    rupiah: z.number().int().nullable(),
    /** Redeem item id (`tumbler`); null otherwise. */
    item: z.string().nullable(),
    /** The volunteer's bank account for withdrawals. */
    bank_account: bankAccountShape.nullable(),
    /** Signup answers for applications (phone, sex, city, motivation, ...). */
    details: z.record(z.string(), z.string()).nullable(),
  })
  .meta({ id: "AdminQueueItem" });
export type AdminQueueItem = z.infer<typeof adminQueueItemSchema>;

const invalid = { error: messages.errorValidation.id };

/** POST /v1/admin/queue/{kind}/{id}: JSON decision and note (stored as `notes_action`, may be empty). */
export const decideAdminItemRequestSchema = z.object({
  decision: z.enum(["approve", "reject"], invalid),
  note: z.string(invalid).max(500, invalid).default(""),
});
export type DecideAdminItemInput = z.input<typeof decideAdminItemRequestSchema>;

export const adminDecisionResultSchema = z.object({
  id: z.string(),
  kind: adminQueueKindSchema,
  status: z.enum(["approved", "rejected"]),
});
export type AdminDecisionResult = z.infer<typeof adminDecisionResultSchema>;

export const adminResponses = {
  listAdminQueue: z.array(adminQueueItemSchema),
  decideAdminItem: adminDecisionResultSchema,
} as const;
