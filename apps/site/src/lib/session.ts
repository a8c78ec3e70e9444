import { publicEnv } from "./env.ts";

/** The logged-in user as the header needs it (GET /v1/oauth/session). */
export interface SessionUser {
  email: string;
  role: string;
  fullname: string;
  avatar: string | null;
  /** As stored on the profile (`+62…`), when known. */
  phone: string | null;
}

interface SessionAnswer {
  result?: {
    email?: string;
    role?: string;
    profile?: {
      fullname?: string | null;
      first_name?: string | null;
      last_name?: string | null;
      avatar?: string | null;
      phone_number?: string | null;
      phone?: string | null;
    } | null;
  } | null;
}

// TODO(api-client): replace with the api-client's session call once it exists.
export async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    const response = await fetch(`${publicEnv.apiUrl}/v1/oauth/session`, { credentials: "include" });
    if (!response.ok) return null;
    const body = (await response.json()) as SessionAnswer;
    const user = body.result;
    if (!user?.email) return null;
    return {
      email: user.email,
      role: user.role ?? "donor",
      fullname:
        user.profile?.fullname ||
        [user.profile?.first_name, user.profile?.last_name].filter(Boolean).join(" ") ||
        user.email,
      avatar: user.profile?.avatar ?? null,
      phone: user.profile?.phone_number || user.profile?.phone || null,
    };
  } catch {
    // An unreachable API leaves the visitor anonymous: the header still works.
    return null;
  }
}

/** Avatar files are served from the API's public path (SPEC 7). */
export function avatarUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${publicEnv.apiUrl}${path.startsWith("/") ? "" : "/"}${path}`;
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase() || "?";
}
