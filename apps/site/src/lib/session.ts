import type { SessionUser } from "@rimbun/api-client/accounts";
import { avatarUrl as avatarUrlOf } from "@rimbun/api-client/profiles";
import { apiConfig } from "./api/client.ts";
import { getSession } from "./api/session.ts";

/** What the header and the donation form show of the session user (GET /v1/oauth/session). */
export interface SessionSummary {
  email: SessionUser["email"];
  role: SessionUser["role"];
  /** The profile's full name, else first and last name (volunteers), else the e-mail. */
  fullname: string;
  /** The profile's avatar path (`avatars/<file>`); `avatarUrl` makes it an address. */
  avatar: string | null;
  /** As stored on the profile (`+62…`), when known. */
  phone: string | null;
}

/** GET /v1/oauth/session through the api-client; an unreachable API leaves the visitor anonymous. */
export async function fetchSessionUser(): Promise<SessionSummary | null> {
  try {
    const user = await getSession();
    if (!user?.email) return null;
    const profile: Partial<SessionUser["profile"]> = user.profile ?? {};
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

/** The avatar's address on the API host (`/public/avatars/<file>`); api-client's rule. */
export function avatarUrl(path: string): string {
  return avatarUrlOf(apiConfig, path) ?? "";
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase() || "?";
}
