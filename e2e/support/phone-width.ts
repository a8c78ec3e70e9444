// How wide a page is on a small phone, shared by the site's and the dashboard's width checks
// (docs/decisions/dashboard.md#a-phone-never-scrolls-sideways).
import type { Page } from "@playwright/test";

/** The narrowest phone the product is checked at. */
export const phoneWidth = 370;

/** The document's width and, when it is too wide, the widest elements that stick out past the screen. */
export async function sideways(page: Page) {
  return page.evaluate((width) => {
    const nameOf = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === "string" ? `.${element.className.trim().split(/\s+/).join(".")}` : ""}`;
    const scrollWidth = document.documentElement.scrollWidth;
    const culprits: string[] = [];
    if (scrollWidth > width) {
      for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
        const box = element.getBoundingClientRect();
        // Text can stick out of a box that fits (a long unbroken word): its box is named too.
        const textSticksOut =
          box.right <= width + 1 &&
          element.scrollWidth > element.clientWidth + 1 &&
          box.left + element.scrollWidth > width + 1 &&
          getComputedStyle(element).overflowX === "visible" &&
          [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          );
        if (textSticksOut && element.checkVisibility()) {
          culprits.push(`${nameOf(element)} (its text to ${Math.round(box.left + element.scrollWidth)} px)`);
          continue;
        }
        if (box.right > width + 1 && box.width > 0 && element.checkVisibility()) {
          // Only the outermost offender of a branch: its children stick out because it does.
          const parent = element.parentElement;
          if (parent && parent.getBoundingClientRect().right > width + 1) continue;
          culprits.push(`${nameOf(element)} (right edge ${Math.round(box.right)} px)`);
        }
      }
    }
    return { scrollWidth, culprits: culprits.slice(0, 8) };
  }, phoneWidth);
}
