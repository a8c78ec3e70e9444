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

/** How often and how long the page asks again while the provider has not confirmed (about a minute). */
export const pendingRecheck = { delayMs: 5000, times: 12 };

/**
 * Asks again while the payment is PENDING (a transfer confirmed a little later), showing each answer;
 * stops at the first settled state or after `times` more checks, leaving PENDING on the page.
 */
export async function settlePaymentResult(
  search: string,
  check: (channel: string, pgid: string) => Promise<{ status: string }>,
  show: (state: PaymentResultState) => void,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
  recheck = pendingRecheck,
): Promise<PaymentResultState> {
  let state = await resolvePaymentResult(search, check);
  show(state);
  for (let asked = 0; state === "PENDING" && asked < recheck.times; asked += 1) {
    await wait(recheck.delayMs);
    state = await resolvePaymentResult(search, check);
    show(state);
  }
  return state;
}

/** Shows the state's block; a successful payment continues to the thank-you page on its own. */
export async function initPaymentResult() {
  const root = document.querySelector<HTMLElement>("[data-payment-result]");
  if (!root) return;
  const show = (shown: PaymentResultState) => {
    for (const block of root.querySelectorAll<HTMLElement>("[data-state]")) {
      block.hidden = !block.dataset.state?.split(" ").includes(shown);
    }
    root.setAttribute("aria-busy", "false");
  };
  const returning = partnerReturn(root);
  const state = await settlePaymentResult(window.location.search, checkPayment, show);
  // Through a partner's embed the donor chooses: back to the partner's site, or on to our thank-you page.
  if ((await returning) !== null) return;
  if (state === "SUCCESS") {
    const next = root.querySelector<HTMLAnchorElement>("[data-success-link]");
    if (next) setTimeout(() => window.location.assign(next.href), 1500);
  }
}

/**
 * A gift made through a partner's embed comes back with `embed` and `return_to` (docs/embed.md#after-paying):
 * the way back to the partner's site is shown once the code's allowlist confirms it. Loaded only then.
 */
async function partnerReturn(root: HTMLElement): Promise<string | null> {
  if (!new URLSearchParams(window.location.search).has("embed")) return null;
  const [{ embedReturnAddress }, { getPublicEmbed }] = await Promise.all([
    import("./embed-return.ts"),
    import("../lib/api/embeds.ts"),
  ]);
  const address = await embedReturnAddress(
    window.location.search,
    async (code) => (await getPublicEmbed(code)).allowed_origins,
  );
  const link = root.querySelector<HTMLAnchorElement>("[data-embed-return]");
  if (address && link) {
    link.href = address;
    link.hidden = false;
  }
  return address;
}
