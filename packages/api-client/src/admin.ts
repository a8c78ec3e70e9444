import type { AdminQueueKind, DecideAdminItemInput, ResponseOf } from "@rimbun/contract";
import { type ApiClientConfig, call } from "./http.ts";

export type { AdminQueueItem, AdminQueueKind } from "@rimbun/contract";

/** GET /v1/admin/queue: pending withdrawals, redemptions, point donations and volunteer applications, oldest first. */
export function listAdminQueue(
  config: ApiClientConfig,
  options: { signal?: AbortSignal; kind?: AdminQueueKind } = {},
): Promise<ResponseOf<"listAdminQueue">> {
  return call(config, "listAdminQueue", "/v1/admin/queue", {
    query: { kind: options.kind },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** Which queue item, and the decision with its note (stored as `notes_action`, shown to the volunteer). */
export type AdminDecision = { kind: AdminQueueKind; id: string } & DecideAdminItemInput;

/**
 * POST /v1/admin/queue/{kind}/{id} (JSON decision, note). Approving an application creates the volunteer
 * account and mails the set-password link. 409 (`points.alreadyDecided`) when someone decided first, or when the applicant's e-mail already has an account.
 */
export function decideAdminItem(
  config: ApiClientConfig,
  input: AdminDecision,
): Promise<ResponseOf<"decideAdminItem">> {
  return call(config, "decideAdminItem", `/v1/admin/queue/${input.kind}/${encodeURIComponent(input.id)}`, {
    method: "POST",
    json: { decision: input.decision, note: input.note },
  });
}
