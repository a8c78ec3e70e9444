import { type PaymentResultState, paymentResultState } from "@rimbun/domain/donations";
import { checkPayment } from "../lib/api/payments.ts";

/**
 * INVALID when channel or pgid is missing; otherwise the check decides: NOT_FOUND when the API knows no
 * such payment (404), ERROR when the check fails otherwise (docs/product/donation-flow.md#result-pages).
 */
export async function resolvePaymentResult(
  search: string,
  check: (channel: string, pgid: string) => Promise<{ status: string }>,
): Promise<PaymentResultState> {
  const query = new URLSearchParams(search);
  const channel = query.get("channel")?.trim();
  const pgid = query.get("pgid")?.trim();
  if (!channel || !pgid) return "INVALID";
  try {
    return paymentResultState(await check(channel, pgid));
  } catch (error) {
    if ((error as { status?: unknown } | null)?.status === 404) return paymentResultState("not-found");
    console.error("payment check failed", error);
    return paymentResultState("error");
  }
}

/** Shows the state's block; a successful payment continues to the thank-you page on its own. */
export async function initPaymentResult() {
  const root = document.querySelector<HTMLElement>("[data-payment-result]");
  if (!root) return;
  const state = await resolvePaymentResult(window.location.search, checkPayment);
  for (const block of root.querySelectorAll<HTMLElement>("[data-state]")) {
    block.hidden = !block.dataset.state?.split(" ").includes(state);
  }
  root.setAttribute("aria-busy", "false");
  if (state === "SUCCESS") {
    const next = root.querySelector<HTMLAnchorElement>("[data-success-link]");
    if (next) setTimeout(() => window.location.assign(next.href), 1500);
  }
}
