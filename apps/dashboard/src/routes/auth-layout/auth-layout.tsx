import { Trans } from "@lingui/react/macro";
import { Outlet } from "react-router";
import { useLocaleStore } from "../../app/locale-store.ts";
import { useSessionStore } from "../../app/session-store.ts";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { LanguageSwitch } from "../../components/language-switch.tsx";
import { Logo } from "../../components/logo.tsx";
import { siteUrl } from "../../lib/site-links.ts";
import "./auth-layout.css";

/**
 * The sign-in screens' layout (docs/product/accounts.md#sign-in): onboarding on the left, the form on the
 * right once the session is known.
 */
export function AuthLayout() {
  const status = useSessionStore((state) => state.status);
  const locale = useLocaleStore((state) => state.locale);
  const sessionKnown = status === "ready" || status === "failed";
  return (
    <div className="auth">
      <aside className="auth__intro">
        <a href={siteUrl(locale, "/")} className="auth__home">
          <Logo tone="light" />
        </a>
        <div className="auth__story">
          <h2 className="auth__headline">
            <Trans>Every month, a little more forest.</Trans>
          </h2>
          <p>
            <Trans>
              Your dashboard shows what your monthly gift has done: the badges you have grown, your donation
              history and invoices, and the link you share with friends.
            </Trans>
          </p>
          <a className="rb-button rb-button--secondary auth__cta" href={siteUrl(locale, "/donation/monthly")}>
            <Trans>Start a monthly donation</Trans>
          </a>
        </div>
      </aside>
      <main className="auth__panel" id="main">
        <div className="auth__toolbar">
          <LanguageSwitch />
        </div>
        <div className="auth__content">{sessionKnown ? <Outlet /> : <LoadingBlock />}</div>
        <p className="auth__privacy">
          <a href={siteUrl(locale, "/privacy")}>
            <Trans>Privacy policy</Trans>
          </a>
        </p>
      </main>
    </div>
  );
}
