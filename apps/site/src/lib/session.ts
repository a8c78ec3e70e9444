import { getSession } from "./api/session.ts";
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

/** GET /v1/oauth/session through the api-client; an unreachable API leaves the visitor anonymous. */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    const user = await getSession();
    if (!user?.email) return null;
    const profile = user.profile ?? {};
    return {
      email: user.email,
      role: user.role,
      fullname:
        profile.fullname || [profile.first_name, profile.last_name].filter(Boolean).join(" ") || user.email,
      avatar: profile.avatar || null,
      phone: profile.phone_number || profile.phone || null,
    };
  } catch {
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
