import { create } from "zustand";
import { fetchSession, type SessionProfile, type SessionUser } from "../lib/api.ts";

type SessionStatus = "idle" | "loading" | "ready" | "failed";

interface SessionStore {
  status: SessionStatus;
  user: SessionUser | null;
  /** The person logged out on purpose: the login page then starts fresh, without a page to return to. */
  loggedOut: boolean;
  /** Asks the API who is logged in (GET /v1/oauth/session); once per page load unless forced. */
  load(options?: { force?: boolean }): Promise<void>;
  setUser(user: SessionUser | null): void;
  /** Forgets the user after a deliberate logout. */
  forgetAfterLogout(): void;
  /** After a profile save the session profile holds the new values (docs/product/accounts.md#profile). */
  updateProfile(patch: Partial<SessionProfile>): void;
  /**
   * After a password update the account is no longer locked: `first` becomes true
   * (docs/product/accounts.md#passwords).
   */
  markPasswordSet(): void;
  /** After the two-factor set-up (or turning it off) the session says so without asking the API again. */
  markTwoFactor(on: boolean): void;
}

export const useSessionStore = create<SessionStore>((set, get) => ({
  status: "idle",
  user: null,
  loggedOut: false,
  async load(options) {
    const { status } = get();
    if (!options?.force && (status === "loading" || status === "ready")) return;
    set({ status: "loading" });
    try {
      set({ status: "ready", user: await fetchSession() });
    } catch {
      set({ status: "failed", user: null });
    }
  },
  setUser(user) {
    set({ status: "ready", user, loggedOut: false });
  },
  forgetAfterLogout() {
    set({ status: "ready", user: null, loggedOut: true });
  },
  updateProfile(patch) {
    const user = get().user;
    if (user) set({ user: { ...user, profile: { ...user.profile, ...patch } } });
  },
  markPasswordSet() {
    const user = get().user;
    if (user) set({ user: { ...user, first: true } });
  },
  markTwoFactor(on) {
    const user = get().user;
    if (user) set({ user: { ...user, two_factor: on } });
  },
}));

/** A text field of the session profile ("" when missing), e.g. `profileText(user, "fullname")`. */
export function profileText(user: SessionUser | null, field: keyof SessionProfile): string {
  const value = user?.profile[field];
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}
