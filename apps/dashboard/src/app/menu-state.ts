import { breakpoints, storageKeys } from "@rimbun/domain/constants";
import { useCallback, useEffect, useSyncExternalStore } from "react";

/**
 * The sidebar menu is remembered as "open" or "close" in session storage under `menu`
 * (docs/product/accounts.md#dashboard-layout).
 */
export type MenuState = "open" | "close";

/** Every part of the page that shows or toggles the menu listens for this event. */
export const MENU_CHANGE_EVENT = "menu-change";

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** A missing (or unknown) value means open. */
export function readMenuState(): MenuState {
  return storage()?.getItem(storageKeys.menu) === "close" ? "close" : "open";
}

export function writeMenuState(state: MenuState): void {
  storage()?.setItem(storageKeys.menu, state);
  window.dispatchEvent(new CustomEvent<MenuState>(MENU_CHANGE_EVENT, { detail: state }));
}

/** At 992 px or narrower the menu closes; wider screens keep whatever was chosen. */
export function menuStateForWidth(width: number, current: MenuState): MenuState {
  return width <= breakpoints.desktop ? "close" : current;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(MENU_CHANGE_EVENT, onChange);
  // Another tab of the same session storage (rare) or devtools edits.
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(MENU_CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/**
 * The menu state shared by the sidebar, its toggle and the layout. Closes the menu when the window
 * is resized to 992 px or less; only a change of width counts, because phones fire `resize` when the
 * address bar slides away and that must not close a menu the person just opened.
 */
export function useMenuState(): [MenuState, (next: MenuState) => void] {
  const state = useSyncExternalStore(subscribe, readMenuState, () => "open" as const);

  useEffect(() => {
    let lastWidth = window.innerWidth;
    // A narrow screen starts with the menu closed, as if it had just been resized there.
    if (menuStateForWidth(lastWidth, readMenuState()) !== readMenuState()) writeMenuState("close");
    const onResize = () => {
      const width = window.innerWidth;
      if (width === lastWidth) return;
      lastWidth = width;
      const current = readMenuState();
      const next = menuStateForWidth(width, current);
      if (next !== current) writeMenuState(next);
    };
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);

  const set = useCallback((next: MenuState) => writeMenuState(next), []);
  return [state, set];
}
