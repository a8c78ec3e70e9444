import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { Outlet, useRouteError } from "react-router";
import { ErrorPage } from "../components/error-page.tsx";
import { ToastRegion } from "../components/toast-region.tsx";
import { SESSION_EXPIRED_EVENT } from "../lib/api.ts";
import { useSessionStore } from "./session-store.ts";

export function RootRoute() {
  const load = useSessionStore((state) => state.load);
  const { t } = useLingui();

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    const forget = () => useSessionStore.getState().setUser(null);
    window.addEventListener(SESSION_EXPIRED_EVENT, forget);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, forget);
  }, []);

  useEffect(() => {
    document.title = t`Dashboard · Yayasan Rimbun Lestari`;
  }, [t]);

  return (
    <>
      <Outlet />
      <ToastRegion />
    </>
  );
}

/** A screen that throws (or a chunk that fails to load) lands on the error page, not a white screen. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorPage code="500" />;
}
