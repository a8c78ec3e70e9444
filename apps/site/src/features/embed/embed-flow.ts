import { embedMessageTypes } from "./embed-messages.ts";

/**
 * The donation flow opened from a partner's embed (docs/embed.md): what the page knows of the
 * code, the fields it adds to the gift, and how it reaches the provider's page from inside a frame.
 * Browser-only; the loader on the partner's page (src/embed/loader.ts) speaks the other side of the
 * messages below.
 */

/** What the embed flow page hands the flow: the code, its target and its allowlist. */
export interface EmbedFlow {
  id: string;
  campaign: string | null;
  fundraiserPage: string | null;
  /** The origins the code allows: `return_to` must be one of them. */
  allowedOrigins: readonly string[];
}

/**
 * `return_to` of the page's address when it is exactly an origin of the code's allowlist (stored
 * normalized, lower case), else null. An exact match needs none of the domain's origin parsing, which
 * would otherwise weigh on every donation page.
 */
export function returnToFromQuery(search: string, allowedOrigins: readonly string[]): string | null {
  const value = new URLSearchParams(search).get("return_to")?.trim().toLowerCase();
  return value && allowedOrigins.includes(value) ? value : null;
}

/** Call 3's extra fields of an embed gift: the code, and where the donor goes back after paying. */
export function embedFields(embed: EmbedFlow, returnTo: string | null): Record<string, string> {
  return returnTo ? { embed: embed.id, return_to: returnTo } : { embed: embed.id };
}

/** True when the page runs inside a frame (the loader's dialog or a partner's own iframe). */
export function isFramed(view: Window = window): boolean {
  try {
    return view.self !== view.top;
  } catch {
    return true;
  }
}

/**
 * Sends the donor to the provider's page: card data is never typed inside a frame. At the top level
 * (a new tab) the page itself navigates. In a frame, the loader on the partner's page is asked to do it
 * in the top window (it answers at once); without an answer a new tab is tried. Resolves `false` when
 * neither worked, so the flow shows a link the donor can press (a click may always open a tab).
 */
export async function openPaymentPage(
  url: string,
  returnTo: string | null,
  view: Window = window,
  waitMs = 1_500,
): Promise<boolean> {
  if (!isFramed(view)) {
    view.location.assign(url);
    return true;
  }
  if (returnTo && (await askLoaderToPay(url, returnTo, view, waitMs))) return true;
  return view.open(url, "_blank", "noopener") !== null;
}

function askLoaderToPay(url: string, parentOrigin: string, view: Window, waitMs: number): Promise<boolean> {
  return new Promise((done) => {
    const timer = view.setTimeout(() => finish(false), waitMs);
    function finish(answered: boolean) {
      view.clearTimeout(timer);
      view.removeEventListener("message", onMessage);
      done(answered);
    }
    function onMessage(event: MessageEvent) {
      if (event.origin !== parentOrigin || event.source !== view.parent) return;
      if ((event.data as { type?: unknown } | null)?.type === embedMessageTypes.paying) finish(true);
    }
    view.addEventListener("message", onMessage);
    view.parent.postMessage({ type: embedMessageTypes.pay, url }, parentOrigin);
  });
}

/** Escape inside the frame closes the loader's dialog (key presses in a frame never reach the parent). */
export function closeOnEscape(returnTo: string | null, view: Window = window): () => void {
  if (!returnTo || !isFramed(view)) return () => {};
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    view.parent.postMessage({ type: embedMessageTypes.close }, returnTo);
  };
  view.addEventListener("keydown", onKey);
  return () => view.removeEventListener("keydown", onKey);
}
