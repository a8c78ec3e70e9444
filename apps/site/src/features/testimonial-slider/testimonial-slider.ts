async function load(root: HTMLElement) {
  const { startSlider } = await import("./start-slider.ts");
  startSlider(root);
}

/**
 * The testimonials sit far below the fold: the slider and its library (about 6 KB gz) load when a
 * slider comes within a screen of the viewport, so the landing page's first JavaScript stays small.
 */
export function initTestimonialSliders() {
  const roots = [...document.querySelectorAll<HTMLElement>("[data-slider]")].filter(
    (root) => !root.dataset.ready,
  );
  for (const root of roots) root.dataset.ready = "true";
  if (roots.length === 0) return;
  if (!("IntersectionObserver" in window)) {
    for (const root of roots) void load(root);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void load(entry.target as HTMLElement);
      }
    },
    { rootMargin: "100% 0px" },
  );
  for (const root of roots) observer.observe(root);
}
