import { useState } from "react";

export interface AvatarProps {
  name: string;
  src?: string | null | undefined;
  /** Pixels. */
  size?: number;
  /** The name is printed next to it: hide the avatar from screen readers. */
  decorative?: boolean;
}

/** Up to two initials: first letters of the first and last words (`Sari Dewi Wulandari` -> `SW`). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase() || "?";
}

export function Avatar({ name, src, size = 40, decorative = false }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (src && !broken) {
    return (
      <img
        className="rb-avatar"
        src={src}
        alt={decorative ? "" : name}
        width={size}
        height={size}
        style={style}
        onError={() => setBroken(true)}
      />
    );
  }
  if (decorative) {
    return (
      <span className="rb-avatar rb-avatar--initials" style={style} aria-hidden="true">
        {initials(name)}
      </span>
    );
  }
  return (
    <span className="rb-avatar rb-avatar--initials" style={style} role="img" aria-label={name}>
      {initials(name)}
    </span>
  );
}
