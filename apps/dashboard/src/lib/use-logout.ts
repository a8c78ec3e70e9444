import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { queryClient } from "../app/query-client.ts";
import { useSessionStore } from "../app/session-store.ts";
import { logOut } from "./pending-api.ts";

/** Sign-out through the API's session, then back to /login (SPEC 7). */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const navigate = useNavigate();
  const setUser = useSessionStore((state) => state.setUser);
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      await logOut();
    } catch {
      // The cookie may already be gone; the person still expects to be logged out here.
    }
    queryClient.clear();
    setUser(null);
    setPending(false);
    navigate("/login", { replace: true });
  }, [navigate, setUser]);
  return { logout, pending };
}
