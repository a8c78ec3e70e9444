import { ApiError } from "@rimbun/api-client/http";
import { type Locale, toLocale } from "@rimbun/i18n/locales";
import { stopDonation } from "../lib/api/payments.ts";
import { goToServerError } from "../lib/navigation.ts";

export interface StopLink {
  pgid: string;
  token: string;
}

/** The signed link's plan and token, or null when the link is incomplete. */
export function readStopLink(search: string): StopLink | null {
  const query = new URLSearchParams(search);
  const token = query.get("token")?.trim();
  const pgid = query.get("pgid")?.trim();
  return token && pgid ? { pgid, token } : null;
}

/**
 * "Please wait..." then stopped on result success or empty (a 404 counts as empty,
 * docs/product/monthly-giving.md#stop); a link the API refuses (400 or 403: tampered, cut short, expired,
 * another plan's) shows the page's "link not valid" message; any other failure goes to /oops/500. The token is the signed link
 * from the invoice e-mail. Runs only when the donor presses the page's button: opening the link (a mail
 * scanner) stops nothing.
 */
export async function runStopDonation(
  search: string,
  stop: (link: StopLink) => Promise<"success" | "empty">,
): Promise<"stopped" | "missing" | "invalid" | "failed"> {
  const link = readStopLink(search);
  if (!link) return "missing";
  try {
    await stop(link);
    return "stopped";
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 403)) return "invalid";
    console.error("stop donation failed", error);
    return "failed";
  }
}

type PageState = "confirm" | "waiting" | "stopped" | "missing" | "invalid";

function show(root: HTMLElement, state: PageState) {
  for (const block of root.querySelectorAll<HTMLElement>("[data-state]")) {
    block.hidden = block.dataset.state !== state;
  }
  root.setAttribute("aria-busy", String(state === "waiting"));
}

/** The stop page: the confirm button (or the incomplete-link message) first; the stop on submit. */
export function initStopDonation(stop = stopDonation) {
  const root = document.querySelector<HTMLElement>("[data-stop-donation]");
  if (!root) return;
  const locale: Locale = toLocale(document.documentElement.lang);
  const form = root.querySelector<HTMLFormElement>("form[data-state='confirm']");
  if (!readStopLink(window.location.search) || !form) {
    show(root, "missing");
    return;
  }
  show(root, "confirm");
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    show(root, "waiting");
    const outcome = await runStopDonation(window.location.search, stop);
    if (outcome === "failed") {
      goToServerError(locale);
      return;
    }
    show(root, outcome);
    root.querySelector<HTMLElement>(`[data-state='${outcome}']`)?.focus();
  });
}
