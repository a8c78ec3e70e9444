import type { Locale } from "@rimbun/i18n";
import { publicEnv } from "./env.ts";

/**
 * The SPEC 7 calls the site makes. TODO(api-client): each function below moves to
 * `@rimbun/api-client` once it exports it; until then this file is the only place the site
 * calls the API directly.
 */

/** A failed call: HTTP status (0 when the network failed), stable code and domain message id. */
export class SiteApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageId: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(`${status} ${code} ${messageId}`);
    this.name = "SiteApiError";
  }

  /** 4xx answers carry something the visitor can fix; anything else is our fault (SPEC 8: /oops/500). */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

interface ApiAnswer<T> {
  error?: boolean;
  result?: T;
  message?: string;
  code?: string;
  fields?: Record<string, string>;
}

async function call<T>(path: string, init: RequestInit & { timeoutMs?: number } = {}): Promise<T> {
  const { timeoutMs = 15_000, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(`${publicEnv.apiUrl}${path}`, {
      credentials: "include",
      signal: AbortSignal.timeout(timeoutMs),
      ...rest,
    });
  } catch {
    throw new SiteApiError(0, "NETWORK", "error.internal");
  }
  let body: ApiAnswer<T> | null = null;
  try {
    body = (await response.json()) as ApiAnswer<T>;
  } catch {
    body = null;
  }
  if (!response.ok || body?.error) {
    throw new SiteApiError(
      response.status,
      body?.code ?? "HTTP_ERROR",
      body?.message ?? "error.internal",
      body?.fields ?? {},
    );
  }
  return (body?.result ?? null) as T;
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

/** Call 3: create a payment; the answer carries the customer surname and the invoice URL. */
export async function createPayment(
  path: "single" | "boost" | "recurring",
  fields: Record<string, string>,
  idempotencyKey: string,
  locale: Locale = "id",
): Promise<{ customer: { surname: string }; invoice_url: string }> {
  // The locale picks the language of the payment page and of the e-mails that follow.
  return call(`/v1/payments/${path}?locale=${locale}`, {
    method: "POST",
    body: form(fields),
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

/** Call 4: who owns a referral code (null when nobody does). */
export async function lookupReferral(
  code: string,
): Promise<{ code: string; type: "donor" | "volunteer" } | null> {
  const query = new URLSearchParams({ search: code, searchBy: "referral_code" });
  const result = await call<{
    code?: string;
    referral_code?: string;
    type?: string;
    referral_type?: string;
  } | null>(`/v1/referral?${query}`);
  if (!result) return null;
  const found = result.code ?? result.referral_code;
  const type = result.type ?? result.referral_type;
  if (!found || (type !== "donor" && type !== "volunteer")) return null;
  return { code: found, type };
}

/** Call 5: stop a monthly donation with the signed link from the invoice e-mail (pgid + token). */
export async function stopDonation(link: { pgid: string; token: string }): Promise<"success" | "empty"> {
  try {
    await call("/v1/payments/recurring", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(link),
    });
    return "success";
  } catch (error) {
    // SPEC 4: a 404 means the plan is already gone, which the donor sees as stopped.
    if (error instanceof SiteApiError && error.status === 404) return "empty";
    throw error;
  }
}

/** Call 6: the status of one payment (no token). */
export async function checkPayment(channel: string, pgid: string): Promise<{ status: string }> {
  const query = new URLSearchParams({ channel, pgid });
  const result = await call<{ status?: string } | null>(`/payment/check?${query}`, { credentials: "omit" });
  return { status: result?.status ?? "" };
}

/** Call 14: a volunteer application. */
export async function signUpVolunteer(fields: Record<string, string>): Promise<void> {
  await call("/v1/users/volunteer", { method: "POST", body: form(fields) });
}

/** Call 17: ask for the impact report by e-mail. */
export async function requestImpactReport(fields: Record<string, string>): Promise<void> {
  await call("/v1/publics/report", { method: "POST", body: form(fields) });
}

/** Public campaign figures (target, raised, donor count). */
export async function getCampaignFigures(
  slug: string,
): Promise<{ target: number; raised: number; donorCount: number } | null> {
  const result = await call<{
    target?: number | string;
    raised?: number | string;
    donor_count?: number;
    donorCount?: number;
  } | null>(`/v1/campaigns/${encodeURIComponent(slug)}`, { credentials: "omit" });
  if (!result) return null;
  return {
    target: Number(result.target ?? 0),
    raised: Number(result.raised ?? 0),
    donorCount: Number(result.donorCount ?? result.donor_count ?? 0),
  };
}
