import type { ApiClientConfig } from "./http.ts";
import { call } from "./http.ts";

/** `donation`: a volunteer's point donation, pending like the others (DECISIONS: donate starts pending). */
export type AdminQueueKind = "withdrawal" | "redemption" | "donation" | "application";

/** One pending request in the administrator's queue. */
export interface AdminQueueItem {
  id: string;
  kind: AdminQueueKind;
  email: string;
  fullname: string;
  created_at: string;
  /** Points text for withdrawals and redemptions; null for applications. */
  amount: string | null;
  /** Rupiah paid out for a withdrawal (points x Rp 100); null otherwise. */
  rupiah: number | null;
  /** Redeem item id (`tumbler`); null otherwise. */
  item: string | null;
  /** The volunteer's bank account for withdrawals. */
  bank_account: { bank_name: string; holder: string; account_number: string; branch: string } | null;
  /** Signup answers for applications (phone, sex, city, motivation, ...). */
  details: Record<string, string> | null;
}

/** GET /v1/admin/queue: pending withdrawals, redemptions, point donations and volunteer applications, oldest first. */
export function listAdminQueue(
  config: ApiClientConfig,
  options: { signal?: AbortSignal; kind?: AdminQueueKind } = {},
): Promise<AdminQueueItem[]> {
  return call(config, "/v1/admin/queue", {
    query: { kind: options.kind },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

export interface AdminDecision {
  kind: AdminQueueKind;
  id: string;
  decision: "approve" | "reject";
  /** Stored as `notes_action` and shown to the volunteer (may be empty). */
  note: string;
}

/**
 * POST /v1/admin/queue/{kind}/{id} (JSON decision, note). Approving an application creates the volunteer
 * account and mails the set-password link. 409 (`points.alreadyDecided`) when someone decided first, or when the applicant's e-mail already has an account.
 */
export function decideAdminItem(
  config: ApiClientConfig,
  input: AdminDecision,
): Promise<{ id: string; kind: AdminQueueKind; status: "approved" | "rejected" }> {
  return call(config, `/v1/admin/queue/${input.kind}/${encodeURIComponent(input.id)}`, {
    method: "POST",
    json: { decision: input.decision, note: input.note },
  });
}
