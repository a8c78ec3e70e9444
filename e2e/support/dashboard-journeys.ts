// Helpers for the dashboard journeys that look after money: a referred donation made through the
// API, separate logged-in API sessions (donor, volunteer, admin each keep their own cookie jar),
// the incentive figures, and what a downloaded invoice PDF holds.
import { randomUUID } from "node:crypto";
import { type APIRequestContext, type APIResponse, expect, type Page } from "@playwright/test";
import { demoPassword } from "./accounts.ts";
import { apiLogIn, apiUrl, dashboardUrl, siteUrl } from "./api.ts";
import { staffLogIn } from "./dashboard.ts";
import type { Locale } from "./i18n.ts";

interface Envelope<T> {
  error: boolean;
  result: T;
  message: string;
}

export async function resultOf<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return ((await response.json()) as Envelope<T>).result;
}

/** A catalog message with one placeholder (`Download receipt {localId}`) filled in. */
export function filled(message: string, value: string): string {
  return message.replace(/\{[^}]+\}/, value);
}

/** Whole points as the dashboard may show them in either language: 1.250 / 1,250 with optional ,00 / .00. */
export function pointsText(points: number): RegExp {
  const grouped = String(points).replace(/\B(?=(\d{3})+(?!\d))/g, "[.,]");
  return new RegExp(`^\\s*${grouped}([.,]00)?\\s*$`);
}

/**
 * A paid monthly donation made with a referral code (call 3 with the site's Origin), paid on the
 * sandbox page without a browser: the referrer earns 1 point per Rp 1.000
 * (docs/product/fundraiser-buddy.md#earning-points).
 */
export async function paidReferredDonation(
  request: APIRequestContext,
  donor: {
    email: string;
    fullname: string;
    locale: "id" | "en";
    amount: number;
    referral: string;
    /** After +62; journeys that search by phone give their own. */
    phone?: string;
  },
): Promise<void> {
  const created = await request.post(`${apiUrl}/v1/payments/recurring?locale=${donor.locale}`, {
    headers: { Origin: siteUrl, "Idempotency-Key": `journey-${randomUUID()}` },
    multipart: {
      amount: String(donor.amount),
      email: donor.email,
      fullname: donor.fullname,
      payment_methods: "BNI",
      phone: donor.phone ?? "81234567890",
      interval: "MONTH",
      interval_count: "1",
      referral: donor.referral,
      description: "",
    },
  });
  const { pg_id } = await resultOf<{ pg_id: string }>(created);
  const paid = await request.post(`${apiUrl}/sandbox/pay/${pg_id}?locale=${donor.locale}`, {
    form: { outcome: "paid" },
    maxRedirects: 0,
  });
  expect(paid.status(), "the sandbox page redirects back to the site after Pay").toBe(303);
}

/** Logs a request context in as the dashboard does (cookie session; the code step for staff). */
export async function sessionLogIn(request: APIRequestContext, email: string, password: string) {
  await apiLogIn(request, email, password);
}

export async function sessionProfile(request: APIRequestContext): Promise<Record<string, unknown>> {
  const user = await resultOf<{ profile: Record<string, unknown> } | null>(
    await request.get(`${apiUrl}/v1/oauth/session`),
  );
  if (!user) throw new Error("No session for this request context");
  return user.profile;
}

/**
 * Call 7 (volunteer, bank account only): a complete account, so withdrawals are allowed. A changed
 * account needs the volunteer's current password (docs/product/accounts.md#bank-account).
 */
export async function saveBankAccount(
  request: APIRequestContext,
  email: string,
  holder: string,
  currentPassword: string = demoPassword,
) {
  await resultOf<unknown>(
    await request.post(`${apiUrl}/v1/users/vupdate`, {
      headers: { Origin: dashboardUrl },
      multipart: {
        email,
        current_password: currentPassword,
        bank_account: JSON.stringify({
          bank_name: "BNI",
          holder,
          account_number: "0123456789",
          branch: "Bogor",
        }),
      },
    }),
  );
}

export interface IncentiveFigures {
  point: number;
  active: number;
  onHold: number;
}

/** Call 20 for the logged-in volunteer, as whole numbers (the API sends decimal text). */
export async function incentiveFigures(request: APIRequestContext): Promise<IncentiveFigures> {
  const raw = await resultOf<{ point: string | number; active: string | number; on_hold: string | number }>(
    await request.get(`${apiUrl}/v1/donations/incentive`),
  );
  return { point: Number(raw.point), active: Number(raw.active), onHold: Number(raw.on_hold) };
}

/** The figure of one incentive box, found by its label. */
export function statValue(page: Page, label: string) {
  return page
    .locator(".rb-stat")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator(".rb-stat__value");
}

/** The administrator's log in: the dashboard opens their approval queue rather than the home screen. */
export async function adminLogIn(page: Page, locale: Locale, email: string, password: string) {
  await staffLogIn(page, locale, email, password, /\/dashboard\/queue(\?.*)?$/);
}
