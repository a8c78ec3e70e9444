import { type ApiClientConfig, ApiError, call } from "./http.ts";

export type RecurringStatus = "active" | "paused" | "inactive";

/** Call 2: the session donor's monthly plan (the latest one that has been paid at least once). */
export interface RecurringDonation {
  pg_id: string;
  /** DECISIONS: anything but `active` shows Reactivate. */
  status: RecurringStatus;
  /** Channel code, e.g. `VISA` or `BNI`. */
  payment_method: string;
  /** `recurring` channels are charged automatically, `reminder` channels get a reminder and a pay link. */
  payment_type: "recurring" | "reminder";
  /** Whole rupiah. */
  amount: number;
  /** Jakarta day `YYYY-MM-DD` of the next charge (or invoice), null when stopped. */
  next_charge_date: string | null;
  /** Jakarta day the pause ends (the plan charges again on that cycle), null when not paused by the donor. */
  paused_until: string | null;
  /** `donor` (pause 1-3 months) or `failures` (3 failed cycles); null when not paused. */
  pause_reason: "donor" | "failures" | null;
  /** True when next month's donation is skipped. */
  skipped: boolean;
  created_at: string;
}

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
): Promise<RecurringDonation | null> {
  return call(config, "/v1/donations/recurring", {
    query: { email: options.email },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/**
 * Call 5 from the dashboard (the plan's owner) or from the mail's signed link (`token`). Resolves
 * "empty" when the plan was already stopped (404), as SPEC 4 reads it.
 */
export async function stopRecurringDonation(
  config: ApiClientConfig,
  input: { pgid: string; token?: string },
): Promise<"success" | "empty"> {
  try {
    await call(config, "/v1/payments/recurring", { method: "PUT", json: input });
    return "success";
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return "empty";
    throw error;
  }
}

/** Call 10: PUT /v1/donations (form email, payment_methods, id = pg_id, amount >= Rp 10.000). */
export function updateRecurringDonation(
  config: ApiClientConfig,
  input: { email: string; id: string; amount: number | string; payment_methods: string },
): Promise<RecurringDonation> {
  return call(config, "/v1/donations", { method: "PUT", form: input });
}

/** Call 11: POST /v1/donations/activate (form pg_id): a paused or stopped plan charges again. */
export function reactivateRecurringDonation(
  config: ApiClientConfig,
  input: { pg_id: string },
): Promise<RecurringDonation> {
  return call(config, "/v1/donations/activate", { method: "POST", form: input });
}

/** Call 12: POST /v1/donations/changePaymentMethod (form pg_id, payment_methods: a monthly channel). */
export function changeRecurringPaymentMethod(
  config: ApiClientConfig,
  input: { pg_id: string; payment_methods: string },
): Promise<RecurringDonation> {
  return call(config, "/v1/donations/changePaymentMethod", { method: "POST", form: input });
}

/** Beyond SPEC: pause the plan for 1-3 months (the due day moves by whole months). */
export function pauseRecurringDonation(
  config: ApiClientConfig,
  input: { pg_id: string; months: 1 | 2 | 3 | number },
): Promise<RecurringDonation> {
  return call(config, "/v1/donations/recurring/pause", { method: "POST", form: input });
}

/** Beyond SPEC: skip next month's donation without cancelling. */
export function skipNextRecurringMonth(
  config: ApiClientConfig,
  input: { pg_id: string },
): Promise<RecurringDonation> {
  return call(config, "/v1/donations/recurring/skip", { method: "POST", form: input });
}
