import { Trans, useLingui } from "@lingui/react/macro";
import { LogOut } from "lucide-react";
import { Link, NavLink } from "react-router";
import { navigationFor } from "../../app/navigation.ts";
import { profileText, useSessionStore } from "../../app/session-store.ts";
import { Logo } from "../../components/logo.tsx";
import { RecurringCards } from "../../components/recurring-cards.tsx";
import { ReferralLinkCard } from "../../components/referral-link-card.tsx";
import { UserAvatar } from "../../components/user-avatar.tsx";
import { useLogout } from "../../lib/use-logout.ts";
import { NavIcon } from "./nav-icon.tsx";

interface SidebarProps {
  id: string;
  /** Wide screens: a narrow rail of icons. */
  collapsed: boolean;
  /** Narrow screens with the menu closed: the drawer is off screen. */
  hidden: boolean;
  /** Narrow screens close the drawer after a choice. */
  onNavigate: (() => void) | undefined;
}

export function Sidebar({ id, collapsed, hidden, onNavigate }: SidebarProps) {
  const { t, i18n } = useLingui();
  const user = useSessionStore((state) => state.user);
  const { logout, pending } = useLogout();
  if (!user) return null;
  const name = profileText(user, "fullname") || user.email;

  return (
    <aside
      id={id}
      className={`sidebar ${collapsed ? "sidebar--collapsed" : ""}`}
      aria-label={t`Dashboard menu`}
      inert={hidden}
    >
      <Link to="/dashboard" className="sidebar__logo" onClick={onNavigate}>
        <Logo tone="light" />
      </Link>
      <nav aria-label={t`Dashboard`}>
        <ul className="sidebar__nav">
          {navigationFor(user.role).map((page) => (
            <li key={page.type}>
              <NavLink
                to={page.path}
                end
                className="sidebar__link"
                onClick={onNavigate}
                title={collapsed ? i18n._(page.label) : undefined}
              >
                <NavIcon type={page.type} />
                <span className="sidebar__label">{i18n._(page.label)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {collapsed ? null : (
        <div className="sidebar__cards">
          {user.role === "volunteer" ? <ReferralLinkCard compact /> : null}
          {user.role === "donor" ? <RecurringCards variant="sidebar" onNavigate={onNavigate} /> : null}
        </div>
      )}
      <div className="sidebar__footer">
        <Link
          to="/dashboard/profile"
          className="sidebar__profile"
          onClick={onNavigate}
          title={collapsed ? name : undefined}
        >
          <UserAvatar name={name} path={profileText(user, "avatar") || undefined} size={36} />
          <span className="sidebar__label">
            <span className="sidebar__name">{name}</span>
            <span className="sidebar__hint">
              <Trans>View profile</Trans>
            </span>
          </span>
        </Link>
        <button
          type="button"
          className="sidebar__link sidebar__logout"
          onClick={logout}
          disabled={pending}
          title={collapsed ? t`Log out` : undefined}
        >
          <LogOut size={20} aria-hidden="true" />
          <span className="sidebar__label">
            <Trans>Log out</Trans>
          </span>
        </button>
      </div>
    </aside>
  );
}
