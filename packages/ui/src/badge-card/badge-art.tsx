import type { BadgeLevel } from "@rimbun/domain/badges";
import type { ReactElement } from "react";

/** Drawings of the five levels, on a 64 x 64 grid; colours come from the medallion's CSS variables. */
const drawings: Record<BadgeLevel, ReactElement> = {
  seed: (
    <>
      <path
        d="M14 46c6-4 30-4 36 0"
        fill="none"
        stroke="var(--rb-badge-ink)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <ellipse cx="32" cy="38" rx="8" ry="6" fill="var(--rb-badge-ink)" transform="rotate(-20 32 38)" />
      <path
        d="M32 33c0-5 2-8 6-10"
        fill="none"
        stroke="var(--rb-badge-ink)"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </>
  ),
  sprout: (
    <>
      <path d="M32 50V30" stroke="var(--rb-badge-ink)" strokeWidth="3" strokeLinecap="round" />
      <path d="M32 32c-2-8-9-12-16-11 1 8 8 12 16 11Z" fill="var(--rb-badge-ink)" />
      <path d="M32 28c2-8 9-12 16-11-1 8-8 12-16 11Z" fill="var(--rb-badge-ink)" />
      <path d="M20 50h24" stroke="var(--rb-badge-ink)" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  tree: (
    <>
      <path d="M32 52V36" stroke="var(--rb-badge-ink)" strokeWidth="4" strokeLinecap="round" />
      <circle cx="32" cy="26" r="13" fill="var(--rb-badge-ink)" />
      <path d="M32 40l-6-5M32 38l6-6" stroke="var(--rb-badge-ink)" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  forest: (
    <>
      <path d="M19 18 9 40h20Z" fill="var(--rb-badge-ink)" opacity="0.8" />
      <path d="M45 18 35 40h20Z" fill="var(--rb-badge-ink)" opacity="0.8" />
      <path d="M17.5 40h3v9h-3ZM43.5 40h3v9h-3Z" fill="var(--rb-badge-ink)" opacity="0.8" />
      <path
        d="M32 11 19 41h26Z"
        fill="var(--rb-badge-ink)"
        stroke="var(--rb-badge-bg)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M30 41h4v11h-4Z" fill="var(--rb-badge-ink)" />
    </>
  ),
  guardian: (
    <>
      <path d="M32 12 48 18v12c0 11-7 19-16 22-9-3-16-11-16-22V18Z" fill="var(--rb-badge-ink)" />
      <path
        d="M32 42V28m0 6c-1-5-5-8-10-8 0 6 5 9 10 8Zm0-4c1-5 5-8 10-8 0 6-5 9-10 8Z"
        fill="var(--rb-badge-bg)"
      />
    </>
  ),
};

export interface BadgeArtProps {
  level: BadgeLevel;
  /** Locked badges are drawn in grey; the card says "Locked" in words too. */
  locked?: boolean;
  size?: number;
  /** Accessible name; omit when the badge title is printed next to it. */
  title?: string;
}

export function BadgeArt({ level, locked = false, size = 72, title }: BadgeArtProps) {
  const className = `rb-badge-art rb-badge-art--${level}${locked ? " rb-badge-art--locked" : ""}`;
  const art = (
    <>
      <circle cx="32" cy="32" r="30" fill="var(--rb-badge-bg)" />
      <circle
        cx="32"
        cy="32"
        r="26"
        fill="none"
        stroke="var(--rb-badge-ink)"
        strokeOpacity="0.35"
        strokeWidth="1.5"
      />
      {drawings[level]}
    </>
  );
  if (title) {
    return (
      <svg className={className} width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={title}>
        <title>{title}</title>
        {art}
      </svg>
    );
  }
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      {art}
    </svg>
  );
}
