import type {
  ListAuditEntriesQuery,
  ResponseOf,
  StaffAccountActionInput,
  StaffInviteInput,
} from "@rimbun/contract";
import { type ApiClientConfig, call } from "./http.ts";

export type { AuditEntry, AuditPage, StaffAccount } from "@rimbun/contract";

/** GET /v1/admin/staff: staff and administrator accounts (administrators). */
export function listStaffAccounts(
  config: ApiClientConfig,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"listStaffAccounts">> {
  return call(
    config,
    "listStaffAccounts",
    "/v1/admin/staff",
    options.signal ? { signal: options.signal } : {},
  );
}

/** POST /v1/admin/staff: invite by e-mail; 409 `staff.emailTaken` when the address has an account. */
export function inviteStaff(
  config: ApiClientConfig,
  input: StaffInviteInput,
): Promise<ResponseOf<"inviteStaff">> {
  return call(config, "inviteStaff", "/v1/admin/staff", { method: "POST", json: input });
}

export type StaffAccountAction = { id: string } & StaffAccountActionInput;

/** POST /v1/admin/staff/{id}/disable: sessions end, password and links stop working. */
export function disableStaff(
  config: ApiClientConfig,
  input: StaffAccountAction,
): Promise<ResponseOf<"disableStaff">> {
  return call(config, "disableStaff", `/v1/admin/staff/${encodeURIComponent(input.id)}/disable`, {
    method: "POST",
    json: { reason: input.reason },
  });
}

/** POST /v1/admin/staff/{id}/enable: a fresh invitation to choose a password. */
export function enableStaff(
  config: ApiClientConfig,
  input: StaffAccountAction,
): Promise<ResponseOf<"enableStaff">> {
  return call(config, "enableStaff", `/v1/admin/staff/${encodeURIComponent(input.id)}/enable`, {
    method: "POST",
    json: { reason: input.reason },
  });
}

/** POST /v1/admin/staff/{id}/two-factor/reset: the staffer sets up two-factor sign-in again (never your own). */
export function resetStaffTwoFactor(
  config: ApiClientConfig,
  input: StaffAccountAction,
): Promise<ResponseOf<"resetStaffTwoFactor">> {
  return call(
    config,
    "resetStaffTwoFactor",
    `/v1/admin/staff/${encodeURIComponent(input.id)}/two-factor/reset`,
    { method: "POST", json: { reason: input.reason } },
  );
}

/** GET /v1/admin/audit: 50 entries a page, newest first; pass `next` as `before` for older ones. */
export function listAuditEntries(
  config: ApiClientConfig,
  query: ListAuditEntriesQuery = {},
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"listAuditEntries">> {
  return call(config, "listAuditEntries", "/v1/admin/audit", {
    query: { ...query },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
