import { type BillingState, billingInstant, formatRupiah } from "@rimbun/domain";
import { formatLongDate } from "@rimbun/i18n";
import { eq } from "drizzle-orm";
import type { Services } from "../platform/context.ts";
import { recurringPlans } from "../platform/db/schema/index.ts";
import type { Locale } from "../platform/db/schema/users.ts";
import { signLink, verifyLink } from "../platform/http/signed-links.ts";
import { cycleDonation } from "./cycle-donation.ts";
import { billingStateOf, type PlanRow, paymentTypeOf } from "./plan-state.ts";
import { applyDonorRequest } from "./recurring.ts";

/**
 * The failed-payment mail's one-click link (docs/product/monthly-giving.md#failed-payment-fix): no password,
 * for one plan and one missed cycle, valid until that cycle's window closes (the next cycle's due day, when a
 * new invoice or charge takes over). It opens an API page with two choices: pay this month, or change the
 * method.
 */
export const PAYMENT_FIX_PURPOSE = "payment-fix";
export const paymentFixPath = "/v1/donations/recurring/fix";

/** The instant the missed cycle's link stops working: the next cycle opens then. */
export function paymentFixExpiry(state: BillingState): Date {
  return billingInstant(state.nextDue);
}

export function paymentFixLink(services: Services, plan: PlanRow, dueDay: string, expiresAt: Date): string {
  const token = signLink(services.env.LINK_SECRET, PAYMENT_FIX_PURPOSE, `${plan.pgId}|${dueDay}`, expiresAt);
  const query = new URLSearchParams({ token, locale: plan.locale });
  return `${services.env.API_PUBLIC_URL}${paymentFixPath}?${query}`;
}

export interface OpenedPaymentFix {
  plan: PlanRow;
  state: BillingState;
  dueDay: string;
  locale: Locale;
  amount: string;
  date: string;
}

/**
 * What a link names, or why it cannot act: `invalid` (forged, expired, another purpose's token, an
 * unknown or stopped plan, or a cycle that is no longer the plan's current one) or `paid`.
 */
export async function openPaymentFix(
  services: Services,
  token: string | undefined,
): Promise<OpenedPaymentFix | "invalid" | "paid"> {
  // Our tokens are short; anything long is not ours (and is not worth hashing).
  const subject =
    token && token.length <= 500
      ? verifyLink(services.env.LINK_SECRET, PAYMENT_FIX_PURPOSE, token, services.now())
      : null;
  const [pgId, dueDay] = subject?.split("|") ?? [];
  if (!pgId || !dueDay) return "invalid";
  const [plan] = await services.db
    .select()
    .from(recurringPlans)
    .where(eq(recurringPlans.pgId, pgId))
    .limit(1);
  if (!plan || plan.status === "inactive" || plan.status === "pending") return "invalid";
  const state = await billingStateOf(services.db, plan);
  if (!state || state.cycle.dueDay !== dueDay) return "invalid";
  if (state.cycle.phase === "paid") return "paid";
  return {
    plan,
    state,
    dueDay,
    locale: plan.locale,
    amount: formatRupiah(state.cycle.amount, plan.locale),
    date: formatLongDate(dueDay, plan.locale),
  };
}

/** The failure notice's link for a plan's closed cycle, or undefined when the plan has no state. */
export async function failureNoticeLink(
  services: Services,
  plan: PlanRow,
  dueDay: string,
): Promise<string | undefined> {
  const state = await billingStateOf(services.db, plan);
  if (!state || state.cycle.dueDay !== dueDay) return undefined;
  return paymentFixLink(services, plan, dueDay, paymentFixExpiry(state));
}

/** The missed month's payment page (created once per cycle, reused after); null when already paid. */
export async function payMissedMonth(services: Services, opened: OpenedPaymentFix): Promise<string | null> {
  const donation = await cycleDonation(services, opened.plan, opened.dueDay, opened.state.cycle.amount);
  return donation ? donation.invoiceUrl : null;
}

/** Call 12 for the link's plan only, without a session (the link is the donor's proof). */
export async function changeMethodByLink(services: Services, opened: OpenedPaymentFix, channel: string) {
  return applyDonorRequest(
    services,
    null,
    {
      pgId: opened.plan.pgId,
      event: { type: "change-channel", paymentType: paymentTypeOf(channel) },
      action: "recurring.paymentMethod",
      extra: { channel },
    },
    { byLink: true },
  );
}
