import { useLingui } from "@lingui/react/macro";
import { shareLinks } from "@rimbun/domain/referral";
import { AtSign, MessageCircle, Share2, ThumbsUp } from "lucide-react";
import { useEffect, useState } from "react";

export interface ShareButtonsProps {
  /** The link to share (e.g. `referralLink(...)`). */
  link: string;
  /** Invitation text, already translated. */
  text: string;
  /** Title for the device's share sheet. */
  title?: string;
}

/**
 * Links to the microblog, social network and messaging app sharers (URLs from the domain), and the
 * device's own share sheet where the browser offers one. Brands are named in text, not drawn.
 */
export function ShareButtons({ link, text, title }: ShareButtonsProps) {
  const { t } = useLingui();
  const links = shareLinks(link, text);
  // Checked after mount so server-rendered HTML and the first client render agree.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator !== "undefined" && typeof navigator.share === "function"), []);

  async function shareNatively() {
    try {
      await navigator.share({ title, text, url: link });
    } catch (error) {
      // Closing the share sheet rejects with AbortError: that is the donor's choice, not a failure.
      if (!(error instanceof DOMException && error.name === "AbortError"))
        console.error("Share failed", error);
    }
  }

  const targets = [
    { key: "messaging", href: links.messaging, label: t`WhatsApp`, icon: MessageCircle },
    { key: "social", href: links.social, label: t`Facebook`, icon: ThumbsUp },
    { key: "microblog", href: links.microblog, label: t`X (Twitter)`, icon: AtSign },
  ];

  return (
    <ul className="rb-share" aria-label={t`Share`}>
      {canShare && (
        <li>
          <button
            type="button"
            className="rb-button rb-button--primary rb-share__item"
            onClick={shareNatively}
          >
            <Share2 size={18} aria-hidden="true" />
            <span>{t`Share…`}</span>
          </button>
        </li>
      )}
      {targets.map(({ key, href, label, icon: Icon }) => (
        <li key={key}>
          <a
            className="rb-button rb-button--secondary rb-share__item"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon size={18} aria-hidden="true" />
            <span>{label}</span>
            <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
