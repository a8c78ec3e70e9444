import { avatarUrl } from "../lib/api.ts";

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = (parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "");
  return letters.toUpperCase() || "?";
}

/** Profile picture from the API host, or the person's initials. Decorative: the name is always next to it. */
export function UserAvatar({ name, path, size = 40 }: { name: string; path?: string; size?: number }) {
  const src = avatarUrl(path);
  return (
    <span className="user-avatar" style={{ width: size, height: size }} aria-hidden="true">
      {src ? <img src={src} alt="" width={size} height={size} /> : initials(name)}
    </span>
  );
}
