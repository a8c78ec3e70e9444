import type {
  ChangeRecurringChargeDayInput,
  ChangeRecurringPaymentMethodInput,
  PauseRecurringDonationInput,
  ReactivateRecurringDonationInput,
  ResponseOf,
  SkipNextRecurringMonthInput,
  StopRecurringDonationInput,
  UpdateRecurringDonationInput,
} from "@rimbun/contract";
import { type ApiClientConfig, ApiError, call } from "./http.ts";

export type { RecurringDonation, RecurringStatus } from "@rimbun/contract";

interface CallSignal {
  signal?: AbortSignal;
}

/**
 * Call 2: GET /v1/donations/recurring. Null when the donor has no paid monthly plan. `email` is only
 * for administrators looking at someone else (the API takes the donor from the session).
 */
export function getRecurringDonation(
  config: ApiClientConfig,
  options: CallSignal & { email?: string } = {},
): Promise<ResponseOf<"getRecurringDonation">> {
  return call(config, "getRecurringDonation", "/v1/donations/recurring", {
    query: { email: options.email },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/**
 * What a stop resolves to: `empty` when the plan was already stopped (the API's 404,
 * docs/product/monthly-giving.md#stop).
 */
export type StopOutcome = "success" | "empty";

/** Call 5 from the dashboard (the plan's owner) or from the mail's signed link (`token`). */
export async function stopRecurringDonation(
  config: ApiClientConfig,
  input: StopRecurringDonationInput,
): Promise<StopOutcome> {
  try {
    await call(config, "stopRecurringDonation", "/v1/payments/recurring", { method: "PUT", json: input });
    return "success";
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return "empty";
    throw error;
  }
}

/** Call 10: PUT /v1/donations (form email, payment_methods, id = pg_id, amount >= Rp 10.000). */
export function updateRecurringDonation(
  config: ApiClientConfig,
  input: UpdateRecurringDonationInput,
): Promise<ResponseOf<"updateRecurringDonation">> {
  return call(config, "updateRecurringDonation", "/v1/donations", { method: "PUT", form: input });
}

/** Call 11: POST /v1/donations/activate (form pg_id): a paused or stopped plan charges again. */
export function reactivateRecurringDonation(
  config: ApiClientConfig,
  input: ReactivateRecurringDonationInput,
): Promise<ResponseOf<"reactivateRecurringDonation">> {
  return call(config, "reactivateRecurringDonation", "/v1/donations/activate", {
    method: "POST",
    form: input,
  });
}

/** Call 12: POST /v1/donations/changePaymentMethod (form pg_id, payment_methods: a monthly channel). */
export function changeRecurringPaymentMethod(
  config: ApiClientConfig,
  input: ChangeRecurringPaymentMethodInput,
): Promise<ResponseOf<"changeRecurringPaymentMethod">> {
  return call(config, "changeRecurringPaymentMethod", "/v1/donations/changePaymentMethod", {
    method: "POST",
    form: input,
  });
}

/**
 * Pause the plan for 1-3 months (the due day moves by whole months,
 * docs/product/monthly-giving.md#pause-and-skip).
 */
export function pauseRecurringDonation(
  config: ApiClientConfig,
  input: PauseRecurringDonationInput & { months: number },
): Promise<ResponseOf<"pauseRecurringDonation">> {
  return call(config, "pauseRecurringDonation", "/v1/donations/recurring/pause", {
    method: "POST",
    form: input,
  });
}

/** Skip next month's donation without cancelling. */
export function skipNextRecurringMonth(
  config: ApiClientConfig,
  input: SkipNextRecurringMonthInput,
): Promise<ResponseOf<"skipNextRecurringMonth">> {
  return call(config, "skipNextRecurringMonth", "/v1/donations/recurring/skip", {
    method: "POST",
    form: input,
  });
}

/**
 * The day of the month (1-28) the plan is charged on (docs/product/monthly-giving.md#charge-day); answers the
 * plan with its new next date.
 */
export function changeRecurringChargeDay(
  config: ApiClientConfig,
  input: ChangeRecurringChargeDayInput,
): Promise<ResponseOf<"changeRecurringChargeDay">> {
  return call(config, "changeRecurringChargeDay", "/v1/donations/recurring/charge-day", {
    method: "POST",
    form: input,
  });
}
