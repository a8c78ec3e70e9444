import { useLingui } from "@lingui/react/macro";
import type { Role } from "@rimbun/domain/constants";
import { Ellipsis, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { bottomNavigationFor, type DashboardPage, pageTypeFor } from "../../app/navigation.ts";
import { useSessionStore } from "../../app/session-store.ts";
import { NavIcon } from "./nav-icon.tsx";

/**
 * Narrow screens: the role's entries stay one tap away at the bottom
 * (docs/product/accounts.md#dashboard-layout); a role with more entries than fit on a phone finds the rest
 * behind "More".
 */
export function BottomNavigation() {
  const { t, i18n } = useLingui();
  const role = useSessionStore((state) => state.user?.role);
  if (!role) return null;
  const { bar, more } = bottomNavigationFor(role);
  return (
    <nav className="bottom-nav" aria-label={t`Dashboard shortcuts`}>
      {bar.map((page) => (
        <NavLink key={page.type} to={page.path} end className="bottom-nav__link">
          <NavIcon type={page.type} />
          <span className="bottom-nav__label">{i18n._(page.shortLabel ?? page.label)}</span>
        </NavLink>
      ))}
      {more.length > 0 ? <MoreMenu role={role} pages={more} /> : null}
    </nav>
  );
}

/**
 * A disclosure (a button and the list of links it shows), not an ARIA menu: these are links to
 * pages, read and tabbed like the bar's own, and the list follows its button in the tab order.
 * Opening moves focus to the first link; Escape, a tap outside or tabbing away closes it, and Escape
 * gives focus back to the button.
 */
function MoreMenu({ role, pages }: { role: Role; pages: DashboardPage[] }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const current = pageTypeFor(role, pathname);
  const holdsCurrent = pages.some((page) => page.type === current);

  // A page chosen from the list closes it (the layout then moves focus to the page's content).
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector("a")?.focus();
    const outside = (event: Event) => !root.current?.contains(event.target as Node);
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div className="bottom-nav__more" ref={root}>
      <button
        type="button"
        ref={button}
        className={`bottom-nav__link ${holdsCurrent ? "active" : ""}`}
        aria-expanded={open}
        aria-controls={`${id}-more`}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X size={20} aria-hidden="true" /> : <Ellipsis size={20} aria-hidden="true" />}
        <span className="bottom-nav__label">{t`More`}</span>
      </button>
      <ul className="bottom-nav__more-list" id={`${id}-more`} ref={list} hidden={!open}>
        {pages.map((page) => (
          <li key={page.type}>
            <NavLink to={page.path} end className="bottom-nav__more-link" onClick={() => setOpen(false)}>
              <NavIcon type={page.type} />
              <span>{i18n._(page.label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
