// TODO(api-client): stand-ins for API part 2's calls until `@rimbun/api-client` exports them.
// Shapes follow SPEC 3 and 7; each function is replaced by the client's own once it lands.
import { type ApiClientConfig, call } from "@rimbun/api-client/http";
import type { DonationType } from "@rimbun/domain/donations";

export interface CallSignal {
  signal?: AbortSignal;
}

export interface RecurringDonation {
  pg_id: string;
  status: string;
  payment_method: string;
  amount: number;
  next_charge_date: string | null;
  paused_until?: string | null;
}

export interface DonationHistoryItem {
  id?: string;
  local_id: string;
  donation_type: DonationType;
  amount: number;
  created_at: string;
  status: string;
  description?: string;
}

export interface InvoiceData {
  local_id: string;
  fullname: string;
  invoice_number: string;
  donation_type: DonationType;
  created_at: string;
  description: string;
  amount: number;
  note: string | null;
  co2_kg: string;
}

export interface MaskedDonor {
  email: string;
  created_at: string;
  amount: number;
  donation_type: DonationType;
}

export interface VolunteerStats {
  /** Points as decimal text ("12.50"). */
  point: string;
  donation: number;
  total_per_page: number;
  donors: MaskedDonor[];
}

export interface PointHistoryItem {
  id: string;
  amount: string;
  created_at: string;
  description: string;
  type: string;
  status: string;
  notes_action: string | null;
}

export interface IncentiveSummary {
  point: string;
  active: string;
  on_hold: string;
  history: PointHistoryItem[];
}

export interface LeaderboardRow {
  rank: number;
  email: string;
  fullname: string;
  total_donor: number;
  total_donations: number;
  avg_gift: number;
  point: string;
  avatar?: string | null;
}

export interface Leaderboard {
  top: LeaderboardRow[];
  own: LeaderboardRow | null;
}

export type AdminQueueKind = "withdrawal" | "redemption" | "application";

export interface AdminQueueItem {
  id: string;
  kind: AdminQueueKind;
  email: string;
  fullname: string;
  created_at: string;
  /** Points as text for withdrawals and redemptions. */
  amount?: string | null;
  item?: string | null;
  bank_account?: Record<string, string> | null;
  details?: Record<string, string> | null;
}

type Range = { startDate?: string; endDate?: string };

export const getRecurringDonation = (config: ApiClientConfig, options: CallSignal = {}) =>
  call<RecurringDonation | null>(config, "/v1/donations/recurring", { ...options });
export const reactivateRecurringDonation = (config: ApiClientConfig) =>
  call<unknown>(config, "/v1/donations/recurring/reactivate", { method: "POST" });
export const changeRecurringPaymentMethod = (config: ApiClientConfig, input: { payment_method: string }) =>
  call<unknown>(config, "/v1/donations/recurring/payment-method", { method: "PUT", json: input });
export const updateRecurringDonation = (config: ApiClientConfig, input: { amount: number }) =>
  call<unknown>(config, "/v1/donations/recurring", { method: "PUT", json: input });
export const pauseRecurringDonation = (config: ApiClientConfig, input: { months: number }) =>
  call<unknown>(config, "/v1/donations/recurring/pause", { method: "POST", json: input });
export const skipNextRecurringMonth = (config: ApiClientConfig) =>
  call<unknown>(config, "/v1/donations/recurring/skip", { method: "POST" });
export const listDonations = (config: ApiClientConfig, range: Range, options: CallSignal = {}) =>
  call<DonationHistoryItem[]>(config, "/v1/donations", { query: { ...range, limit: 0 }, ...options });
export const getInvoice = (config: ApiClientConfig, localId: string, options: CallSignal = {}) =>
  call<InvoiceData>(config, `/v1/donations/${encodeURIComponent(localId)}/invoice`, { ...options });
export const getVolunteerStats = (config: ApiClientConfig, range: Range, options: CallSignal = {}) =>
  call<VolunteerStats>(config, "/v1/donations/point", { query: range, ...options });
export const getIncentive = (config: ApiClientConfig, range: Range, options: CallSignal = {}) =>
  call<IncentiveSummary>(config, "/v1/donations/incentive", { query: range, ...options });
export const getLeaderboard = (
  config: ApiClientConfig,
  period: { month?: number | undefined; year?: number | undefined },
  options: CallSignal = {},
) => call<Leaderboard>(config, "/v1/donations/leaderboard", { query: period, ...options });
export const donatePoints = (config: ApiClientConfig, input: { amount: string }) =>
  call<unknown>(config, "/v1/donations/vdonate", { form: input });
export const withdrawPoints = (config: ApiClientConfig, input: { amount: string }) =>
  call<unknown>(config, "/v1/donations/vwithdraw", { form: input });
export const redeemPoints = (config: ApiClientConfig, input: { item: string; amount: number }) =>
  call<unknown>(config, "/v1/donations/vredeem", { form: input });
export const listAdminQueue = (config: ApiClientConfig, options: CallSignal = {}) =>
  call<AdminQueueItem[]>(config, "/v1/admin/queue", { ...options });
export const decideAdminItem = (
  config: ApiClientConfig,
  input: { kind: AdminQueueKind; id: string; decision: "approve" | "reject"; note: string },
) => call<unknown>(config, `/v1/admin/queue/${input.kind}/${input.id}`, { method: "POST", json: input });
