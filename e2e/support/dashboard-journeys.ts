// Helpers for the dashboard journeys that look after money: separate logged-in API sessions (donor,
// volunteer, admin each keep their own cookie jar; log them in with api.ts's apiLogIn) and the incentive
// figures. Paid donations are api.ts's paidMonthlyDonation; PDFs are read by pdf.ts.
import { type APIRequestContext, type APIResponse, expect, type Page } from "@playwright/test";
import { demoPassword } from "./accounts.ts";
import { apiUrl, dashboardUrl } from "./api.ts";
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

/**
 * Whole points as the dashboard shows them in either language: 1.250 / 1,250 with optional ,00 / .00,
 * followed by their unit (poin / points).
 */
export function pointsText(points: number): RegExp {
  const grouped = String(points).replace(/\B(?=(\d{3})+(?!\d))/g, "[.,]");
  return new RegExp(`^\\s*${grouped}([.,]00)?(\\s+(poin|points))?\\s*$`);
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
