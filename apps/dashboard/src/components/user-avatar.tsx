import { initials } from "@rimbun/ui";
import { avatarUrl } from "../lib/api.ts";

/** Profile picture from the API host, or the person's initials. Decorative: the name is always next to it. */
export function UserAvatar({ name, path, size = 40 }: { name: string; path?: string; size?: number }) {
  const src = avatarUrl(path);
  return (
    <span className="user-avatar" style={{ width: size, height: size }} aria-hidden="true">
      {src ? <img src={src} alt="" width={size} height={size} /> : initials(name)}
    </span>
  );
}
