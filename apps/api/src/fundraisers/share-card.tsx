import { foundation } from "@rimbun/content";
import type { CSSProperties } from "react";
import { token } from "../mail/mail-tokens.ts";

/*
 * The layout of a fundraiser page's share image (docs/product/fundraisers.md#pages), as satori reads it:
 * elements with inline styles, every text a child string (data, never markup: satori draws it as paths).
 * Colours are packages/ui's tokens (docs/design.md); the photo is laid over the right panel afterwards.
 */

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
/** The right panel: the page's photo, or the foundation's mark on deep green without one. */
export const PHOTO_WIDTH = 440;
/** The typeface's Latin subset, then its Latin Extended one (docs/design.md). */
export const SHARE_FONTS = ["Plus Jakarta Sans", "Plus Jakarta Sans Extended"] as const;

const colour = {
  page: token("color-page"),
  heading: token("color-heading"),
  text: token("color-text"),
  muted: token("color-text-muted"),
  leaf: token("color-leaf"),
  leafText: token("color-leaf-text"),
  track: token("color-border"),
  accent: token("color-accent"),
  accentSoft: token("color-accent-soft"),
  band: token("color-footer"),
};

/** What the card shows, every text already in the reader's language. */
export interface ShareCardText {
  lang: string;
  eyebrow: string;
  title: string;
  /** "A fundraiser by …", or null for an owner without a name. */
  byline: string | null;
  forCampaign: string;
  raised: string;
  ofGoal: string;
  percentLabel: string;
  /** 0 to 100: the bar's fill. */
  percent: number;
  hasPhoto: boolean;
  /** The foundation's logo as a data URL (apps/site/public/logo.svg). */
  logo: string;
}

/**
 * Longer titles get a smaller size, so that the 80 characters a title may have fit whole in four lines
 * (docs/product/fundraisers.md#pages); the clamp below only guards against unusually wide letters.
 */
function titleSize(title: string): number {
  const length = Array.from(title).length;
  if (length <= 32) return 60;
  if (length <= 56) return 50;
  return 42;
}

const clamp = (lines: number): CSSProperties => ({
  display: "block",
  lineClamp: lines,
  textOverflow: "ellipsis",
});

function Figures({ card }: { card: ShareCardText }) {
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 14 }}>
      <div style={{ display: "flex", alignItems: "baseline", gap: 14, flexWrap: "wrap" }}>
        <span style={{ fontSize: 42, fontWeight: 800, color: colour.leafText }}>{card.raised}</span>
        <span style={{ fontSize: 22, fontWeight: 500, color: colour.muted }}>{card.ofGoal}</span>
      </div>
      <div
        style={{
          display: "flex",
          width: "100%",
          height: 20,
          borderRadius: 10,
          backgroundColor: colour.track,
        }}
      >
        <div
          style={{
            display: "flex",
            width: `${card.percent}%`,
            minWidth: card.percent > 0 ? 20 : 0,
            height: 20,
            borderRadius: 10,
            backgroundColor: colour.leaf,
          }}
        />
      </div>
      <span style={{ fontSize: 22, fontWeight: 700, color: colour.heading }}>{card.percentLabel}</span>
    </div>
  );
}

function Brand({ card }: { card: ShareCardText }) {
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 16 }}>
      <img src={card.logo} width={52} height={52} alt="" />
      <span style={{ fontSize: 26, fontWeight: 800, color: colour.heading }}>{foundation.name}</span>
      <span
        style={{
          fontSize: 18,
          fontWeight: 700,
          color: colour.leafText,
          backgroundColor: colour.accentSoft,
          borderRadius: 999,
          padding: "6px 14px",
        }}
      >
        {card.eyebrow}
      </span>
    </div>
  );
}

/** The right panel without a photo: the foundation's mark, large, on deep green. */
function MarkPanel({ card }: { card: ShareCardText }) {
  return (
    <div
      style={{
        display: "flex",
        flexShrink: 0,
        width: PHOTO_WIDTH,
        height: SHARE_HEIGHT,
        alignItems: "center",
        justifyContent: "center",
        backgroundColor: colour.band,
      }}
    >
      <img src={card.logo} width={260} height={260} alt="" />
    </div>
  );
}

/** The card: brand, title, owner and campaign on the left, the figures below; the photo panel on the right. */
export function ShareCard({ card }: { card: ShareCardText }) {
  return (
    <div
      lang={card.lang}
      style={{
        display: "flex",
        width: SHARE_WIDTH,
        height: SHARE_HEIGHT,
        backgroundColor: colour.page,
        fontFamily: SHARE_FONTS.map((name) => `"${name}"`).join(", "),
      }}
    >
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          boxSizing: "border-box",
          flexShrink: 0,
          width: SHARE_WIDTH - PHOTO_WIDTH,
          height: SHARE_HEIGHT,
          padding: "52px 60px 52px 64px",
          borderTop: `12px solid ${colour.leaf}`,
        }}
      >
        <Brand card={card} />
        <div style={{ display: "flex", flexDirection: "column", gap: 12 }}>
          <div
            style={{
              ...clamp(4),
              fontSize: titleSize(card.title),
              fontWeight: 800,
              lineHeight: 1.15,
              color: colour.heading,
            }}
          >
            {card.title}
          </div>
          {card.byline && (
            <div style={{ ...clamp(2), fontSize: 24, fontWeight: 600, lineHeight: 1.3, color: colour.text }}>
              {card.byline}
            </div>
          )}
          <div style={{ ...clamp(1), fontSize: 22, fontWeight: 500, lineHeight: 1.3, color: colour.muted }}>
            {card.forCampaign}
          </div>
        </div>
        <Figures card={card} />
      </div>
      {card.hasPhoto ? (
        <div
          style={{
            display: "flex",
            flexShrink: 0,
            width: PHOTO_WIDTH,
            height: SHARE_HEIGHT,
            backgroundColor: colour.band,
          }}
        />
      ) : (
        <MarkPanel card={card} />
      )}
    </div>
  );
}
