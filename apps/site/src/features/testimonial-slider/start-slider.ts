// The slider itself, loaded with its library only when a slider comes near the viewport
// (testimonial-slider.ts), so none of it weighs on the landing page's first JavaScript.
import { breakpoints, slidesPerView, timings } from "@rimbun/domain/constants";
import KeenSlider, { type KeenSliderInstance, type KeenSliderPlugin } from "keen-slider";

/** 3 slides on wide screens, 2 below 992 px, 1 below 768 px (docs/product/donation-flow.md#public-pages). */
export const sliderOptions = {
  loop: true,
  slides: { perView: slidesPerView.wide, spacing: 24 },
  breakpoints: {
    [`(max-width: ${breakpoints.desktop - 0.02}px)`]: {
      slides: { perView: slidesPerView.belowDesktop, spacing: 16 },
    },
    [`(max-width: ${breakpoints.tablet - 0.02}px)`]: {
      slides: { perView: slidesPerView.belowTablet, spacing: 12 },
    },
  },
};

/**
 * Autoplay every 5 s. It pauses while the pointer or keyboard focus is inside and when the
 * visitor presses pause (WCAG 2.2.2), and never starts for people who ask for reduced motion.
 */
function autoplay(state: { paused: boolean }): KeenSliderPlugin {
  return (slider: KeenSliderInstance) => {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    let hovered = false;
    const clear = () => clearTimeout(timeout);
    const next = () => {
      clear();
      if (state.paused || hovered) return;
      timeout = setTimeout(() => slider.next(), timings.carouselAutoplayMs);
    };
    slider.on("created", () => {
      const container = slider.container;
      container.addEventListener("mouseenter", () => {
        hovered = true;
        clear();
      });
      container.addEventListener("mouseleave", () => {
        hovered = false;
        next();
      });
      container.addEventListener("focusin", () => {
        hovered = true;
        clear();
      });
      container.addEventListener("focusout", () => {
        hovered = false;
        next();
      });
      next();
    });
    slider.on("dragStarted", clear);
    slider.on("animationEnded", next);
    slider.on("updated", next);
    (slider as KeenSliderInstance & { resume?: () => void }).resume = next;
  };
}

export function startSlider(root: HTMLElement) {
  const track = root.querySelector<HTMLElement>("[data-slider-track]");
  if (!track) return;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const state = { paused: reduceMotion };
  const slider = new KeenSlider(track, sliderOptions, [autoplay(state)]) as KeenSliderInstance & {
    resume?: () => void;
  };
  root.querySelector("[data-slider-prev]")?.addEventListener("click", () => slider.prev());
  root.querySelector("[data-slider-next]")?.addEventListener("click", () => slider.next());
  const pause = root.querySelector<HTMLButtonElement>("[data-slider-pause]");
  const showPaused = () => {
    if (!pause) return;
    pause.setAttribute("aria-pressed", String(state.paused));
    pause.setAttribute(
      "aria-label",
      (state.paused ? pause.dataset.labelPlay : pause.dataset.labelPause) ?? "",
    );
    pause.classList.toggle("is-paused", state.paused);
  };
  pause?.addEventListener("click", () => {
    state.paused = !state.paused;
    showPaused();
    slider.resume?.();
  });
  showPaused();
}
