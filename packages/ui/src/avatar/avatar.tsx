import { useState } from "react";

export interface AvatarProps {
  name: string;
  src?: string | null | undefined;
  /** Pixels. */
  size?: number;
  /** The name is printed next to it: hide the avatar from screen readers. */
  decorative?: boolean;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** A word's first grapheme cluster: a whole emoji or a letter with its accents, never half of one. */
function firstGrapheme(word: string | undefined): string {
  if (!word) return "";
  const [first] = graphemes.segment(word);
  return first?.segment ?? "";
}

/** Up to two initials: first letters of the first and last words (`Sari Dewi Wulandari` -> `SW`). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = firstGrapheme(words[0]);
  const last = words.length > 1 ? firstGrapheme(words[words.length - 1]) : "";
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
