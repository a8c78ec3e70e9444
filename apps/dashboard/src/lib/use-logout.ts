import { useCallback, useState } from "react";
import { queryClient } from "../app/query-client.ts";
import { useSessionStore } from "../app/session-store.ts";
import { logOut } from "./api.ts";

/**
 * Sign-out through the API's session, then back to /login: the dashboard guard sends the
 * person there once the user is forgotten, so no second navigation races it.
 */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const forgetAfterLogout = useSessionStore((state) => state.forgetAfterLogout);
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      await logOut();
    } catch {
      // The cookie may already be gone; the person still expects to be logged out here.
    }
    queryClient.clear();
    setPending(false);
    forgetAfterLogout();
  }, [forgetAfterLogout]);
  return { logout, pending };
}
