import { breakpoints, SCROLL_THRESHOLD_PX } from "@rimbun/domain/constants";
import { SESSION_EVENT } from "../../scripts/header.ts";

/**
 * Back-to-top after 100 px of scroll; the floating "Donate Now" for anonymous visitors at
 * 992 px or less after 100 px of scroll (docs/product/donation-flow.md#public-pages).
 */
export function floatingDonateVisible(state: {
  scrollY: number;
  width: number;
  loggedIn: boolean;
  /** A form field has focus: the button would cover what the visitor is typing. */
  typing?: boolean;
}): boolean {
  return (
    !state.loggedIn &&
    !state.typing &&
    state.width <= breakpoints.desktop &&
    state.scrollY > SCROLL_THRESHOLD_PX
  );
}

function isTyping(): boolean {
  const active = document.activeElement;
  return (
    active instanceof HTMLInputElement ||
    active instanceof HTMLTextAreaElement ||
    active instanceof HTMLSelectElement
  );
}

/** The strip at the bottom of the screen the floating buttons sit in (button, margin and shadow). */
export const FLOATING_BAND_PX = 88;

/**
 * Whether controls (a slider's previous, pause and next buttons) are in the floating buttons' strip:
 * the buttons then step aside so they never cover them.
 */
export function coversControls(
  controls: readonly { top: number; bottom: number }[],
  viewportHeight: number,
  band: number = FLOATING_BAND_PX,
): boolean {
  return controls.some((box) => box.bottom > viewportHeight - band && box.top < viewportHeight);
}

export function backToTopVisible(scrollY: number): boolean {
  return scrollY > SCROLL_THRESHOLD_PX;
}

export function initFloatingButtons() {
  const donate = document.querySelector<HTMLElement>("[data-floating-donate]");
  const top = document.querySelector<HTMLButtonElement>("[data-back-to-top]");
  const avoid = [...document.querySelectorAll<HTMLElement>("[data-floating-avoid]")];
  let loggedIn = document.documentElement.dataset.session === "user";
  let queued = false;
  const update = () => {
    queued = false;
    const scrollY = window.scrollY;
    const covering =
      avoid.length > 0 &&
      coversControls(
        avoid.map((element) => element.getBoundingClientRect()),
        window.innerHeight,
      );
    if (top) top.hidden = covering || !backToTopVisible(scrollY);
    if (donate) {
      donate.hidden =
        covering ||
        !floatingDonateVisible({
          scrollY,
          width: window.innerWidth,
          loggedIn,
          typing: isTyping(),
        });
    }
  };
  const schedule = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(update);
  };
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule, { passive: true });
  document.addEventListener("focusin", schedule);
  document.addEventListener("focusout", () => setTimeout(schedule, 0));
  document.addEventListener(SESSION_EVENT, () => {
    loggedIn = true;
    schedule();
  });
  top?.addEventListener("click", () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    document.querySelector<HTMLElement>("#main")?.focus({ preventScroll: true });
  });
  update();
}
