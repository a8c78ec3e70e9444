// The API as the journeys' test double for "the rest of the world": the outbox instead of a mail
// client, the referral lookup and campaign figures instead of a database query.
import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import { currentTotpCode } from "./two-factor.ts";

export const apiUrl = "http://localhost:8787";
export const siteUrl = "http://localhost:4321";
export const dashboardUrl = "http://localhost:5173";

interface Envelope<T> {
  error: boolean;
  result: T;
  message: string;
}

export interface OutboxMail {
  id: string;
  to: string;
  kind: string;
  subject: string;
  text: string;
  html?: string;
}

async function resultOf<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as Envelope<T>;
  return body.result;
}

/** A unique e-mail per test run, so journeys never see each other's donors. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export async function referralLookup(request: APIRequestContext, code: string) {
  return resultOf<{ code: string; type: string } | null>(
    await request.get(`${apiUrl}/v1/referral`, { params: { search: code, searchBy: "referral_code" } }),
  );
}

export async function campaignRaised(request: APIRequestContext, slug: string): Promise<number> {
  const campaign = await resultOf<{ raised: number }>(await request.get(`${apiUrl}/v1/campaigns/${slug}`));
  return campaign.raised;
}

/** Mails sent to one address (newest last as the outbox lists them), waiting until `kind` arrives. */
export async function mailTo(request: APIRequestContext, to: string, kind: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await resultOf<OutboxMail[]>(await request.get(`${apiUrl}/dev/outbox`));
        found = mails.find((mail) => mail.to === to && mail.kind === kind);
        return found?.kind;
      },
      { message: `a "${kind}" mail to ${to}`, timeout: 15_000 },
    )
    .toBe(kind);
  if (!found) throw new Error("unreachable: poll passed without a mail");
  return found;
}

/** The first link in a mail's text that points at `prefix`. */
export function linkIn(mail: OutboxMail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`No ${prefix} link in the "${mail.kind}" mail: ${mail.text}`);
  return link;
}

/**
 * A paid monthly donation made the way the site makes it (call 3 with the site's Origin), paid by
 * pressing Pay on the sandbox page without a browser. With a referral code the referrer earns 1 point
 * per Rp 1.000 (docs/product/fundraiser-buddy.md#earning-points).
 */
export async function paidMonthlyDonation(
  request: APIRequestContext,
  donor: {
    email: string;
    fullname: string;
    locale: "id" | "en";
    /** Rupiah; Rp 50.000 unless given. */
    amount?: number;
    referral?: string;
    /** After +62; journeys that search by phone give their own. */
    phone?: string;
  },
): Promise<void> {
  const created = await request.post(`${apiUrl}/v1/payments/recurring?locale=${donor.locale}`, {
    headers: { Origin: siteUrl, "Idempotency-Key": `journey-${randomUUID()}` },
    multipart: {
      amount: String(donor.amount ?? 50_000),
      email: donor.email,
      fullname: donor.fullname,
      payment_methods: "BNI",
      phone: donor.phone ?? "81234567890",
      interval: "MONTH",
      interval_count: "1",
      referral: donor.referral ?? "",
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

/** Logs a request context in as the dashboard does (cookie session; the code step for staff and admins). */
export async function apiLogIn(request: APIRequestContext, email: string, password: string) {
  const answer = await resultOf<{ two_factor_required?: boolean }>(
    await request.post(`${apiUrl}/v1/oauth/login`, {
      headers: { Origin: dashboardUrl },
      form: { email, password, remember: "false" },
    }),
  );
  if (!answer.two_factor_required) return;
  // Two-factor sign-in (the demo staff and admin): the second step with the app's current code.
  await resultOf<unknown>(
    await request.post(`${apiUrl}/v1/oauth/two-factor`, {
      headers: { Origin: dashboardUrl },
      form: { code: currentTotpCode() },
    }),
  );
}

/** Call 19 for the logged-in volunteer: the total of successful donations made with their code. */
export async function volunteerDonationTotal(request: APIRequestContext, email: string): Promise<number> {
  const stats = await resultOf<{ donation: number }>(
    await request.get(`${apiUrl}/v1/donations/point`, { params: { email } }),
  );
  return stats.donation;
}

/** The administrator's queue (pending items of one kind), for the logged-in admin. */
export async function adminQueue(
  request: APIRequestContext,
  kind: "withdrawal" | "redemption" | "donation" | "application",
) {
  return resultOf<{ id: string; kind: string; email: string; fullname: string }[]>(
    await request.get(`${apiUrl}/v1/admin/queue`, { params: { kind } }),
  );
}
