import { useLingui } from "@lingui/react/macro";
import { NavLink } from "react-router";
import { navigationFor } from "../../app/navigation.ts";
import { useSessionStore } from "../../app/session-store.ts";
import { NavIcon } from "./nav-icon.tsx";

/** Narrow screens: the role's entries stay one tap away at the bottom (SPEC 2). */
export function BottomNavigation() {
  const { t, i18n } = useLingui();
  const role = useSessionStore((state) => state.user?.role);
  if (!role) return null;
  return (
    <nav className="bottom-nav" aria-label={t`Dashboard shortcuts`}>
      {navigationFor(role).map((page) => (
        <NavLink key={page.type} to={page.path} end className="bottom-nav__link">
          <NavIcon type={page.type} />
          <span>{i18n._(page.label)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
