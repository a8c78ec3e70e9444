import { useLingui } from "@lingui/react/macro";
import { shareLinks } from "@rimbun/domain/referral";

/** Microblog, social network and messaging app links carrying the referral link (SPEC 7). */
export function ShareLinks({ link }: { link: string }) {
  const { t } = useLingui();
  const links = shareLinks(link, t`Join me in giving monthly to protect Indonesia's forests:`);
  const items = [
    { href: links.messaging, label: "WhatsApp" },
    { href: links.social, label: "Facebook" },
    { href: links.microblog, label: "X" },
  ];
  return (
    <ul className="share-links" aria-label={t`Share your link`}>
      {items.map((item) => (
        <li key={item.label}>
          <a className="share-links__link" href={item.href} target="_blank" rel="noopener noreferrer">
            {item.label}
            <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
