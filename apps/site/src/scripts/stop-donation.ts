import { type Locale, toLocale } from "@rimbun/i18n";
import { stopDonation } from "../lib/api/payments.ts";
import { goToServerError } from "../lib/navigation.ts";

/**
 * SPEC 4: "Please wait..." then stopped on result success or empty (a 404 counts as empty);
 * any other failure goes to /oops/500. The token is the signed link from the invoice e-mail.
 */
export async function runStopDonation(
  search: string,
  stop: (link: { pgid: string; token: string }) => Promise<"success" | "empty">,
): Promise<"stopped" | "missing" | "failed"> {
  const query = new URLSearchParams(search);
  const token = query.get("token")?.trim();
  const pgid = query.get("pgid")?.trim();
  if (!token || !pgid) return "missing";
  try {
    await stop({ pgid, token });
    return "stopped";
  } catch (error) {
    console.error("stop donation failed", error);
    return "failed";
  }
}

export async function initStopDonation() {
  const root = document.querySelector<HTMLElement>("[data-stop-donation]");
  if (!root) return;
  const locale: Locale = toLocale(document.documentElement.lang);
  const outcome = await runStopDonation(window.location.search, stopDonation);
  if (outcome === "failed") {
    goToServerError(locale);
    return;
  }
  for (const block of root.querySelectorAll<HTMLElement>("[data-state]")) {
    block.hidden = block.dataset.state !== outcome;
  }
  root.setAttribute("aria-busy", "false");
}
