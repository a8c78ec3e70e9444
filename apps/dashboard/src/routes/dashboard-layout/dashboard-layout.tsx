import { useLingui } from "@lingui/react/macro";
import { breakpoints, isStaffRole } from "@rimbun/domain/constants";
import { Menu, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useMenuState } from "../../app/menu-state.ts";
import { homePathFor, pageTypeFor, twoFactorPath } from "../../app/navigation.ts";
import { profileText, useSessionStore } from "../../app/session-store.ts";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { LanguageSwitch } from "../../components/language-switch.tsx";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import { BottomNavigation } from "./bottom-navigation.tsx";
import { Sidebar } from "./sidebar.tsx";
import "./dashboard-layout.css";

/**
 * Layout for every `/dashboard*` path (docs/product/accounts.md#dashboard-layout): guard, sidebar, bottom
 * navigation, overlay below 992 px.
 */
export function DashboardLayout() {
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const loggedOut = useSessionStore((state) => state.loggedOut);
  const location = useLocation();

  if (status === "idle" || status === "loading") return <LoadingBlock />;
  if (status === "failed") return <Navigate to="/oops/500" replace />;
  if (!user) {
    if (loggedOut) return <Navigate to="/login" replace />;
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  const pageType = pageTypeFor(user.role, location.pathname);
  // Staff act only once two-factor sign-in is set up: until then every console page leads to the set-up.
  if (isStaffRole(user.role) && !user.two_factor && pageType !== "two-factor")
    return <Navigate to={twoFactorPath} replace />;
  if (!pageType) {
    // Staff have no summary page; everyone else asked for a page their role does not have.
    const home = homePathFor(user.role);
    return (
      <Navigate to={home !== location.pathname && isStaffRole(user.role) ? home : "/oops/404"} replace />
    );
  }
  return <DashboardFrame name={profileText(user, "fullname") || user.email} />;
}

function DashboardFrame({ name }: { name: string }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  // After moving to another dashboard page, screen readers and keyboards start at its content,
  // not in the sidebar that was just used. The page starts at its top: a plain focus() would scroll
  // the content's edge under the sticky top bar and hide the page's title.
  useEffect(() => {
    if (pathname === firstPath.current) return;
    main.current?.focus({ preventScroll: true });
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, [pathname]);
  const [menu, setMenu] = useMenuState();
  const overlay = useMediaQuery(`(max-width: ${breakpoints.desktop}px)`);
  const open = menu === "open";
  const close = () => setMenu("close");

  return (
    <div className={`dash ${open ? "dash--open" : "dash--closed"} ${overlay ? "dash--overlay" : ""}`}>
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      <Sidebar
        id="dash-sidebar"
        collapsed={!open}
        // A closed drawer is off screen: keep it out of the tab order and the accessibility tree.
        hidden={overlay && !open}
        onNavigate={overlay ? close : undefined}
      />
      {overlay && open ? (
        <button type="button" className="dash__backdrop" onClick={close} aria-label={t`Close menu`} />
      ) : null}
      <div className="dash__main">
        <header className="dash__topbar">
          <button
            type="button"
            className="dash__toggle"
            aria-controls="dash-sidebar"
            aria-expanded={open}
            onClick={() => setMenu(open ? "close" : "open")}
          >
            {open && overlay ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            <span className="visually-hidden">{open ? t`Close menu` : t`Open menu`}</span>
          </button>
          <span className="dash__topbar-name">{name}</span>
          <LanguageSwitch />
        </header>
        <main className="dash__content" id="main" tabIndex={-1} ref={main}>
          <Outlet />
        </main>
      </div>
      {overlay ? <BottomNavigation /> : null}
    </div>
  );
}
