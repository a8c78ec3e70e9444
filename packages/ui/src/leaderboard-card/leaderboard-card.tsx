import { useLingui } from "@lingui/react/macro";
import { formatRupiah } from "@rimbun/domain/money";
import { toLocale } from "@rimbun/i18n";
import { Heart } from "lucide-react";
import { Avatar } from "../avatar/avatar.tsx";

export interface LeaderboardCardProps {
  /** 1-based rank in the period. */
  rank: number;
  fullname: string;
  totalDonors: number;
  /** Rupiah. */
  totalDonations: number;
  /** Rupiah. */
  avgGift: number;
  /** Already formatted with two decimals (`formatPoints`). */
  points: string;
  avatarUrl?: string | undefined;
  /** The signed-in volunteer's own card. */
  isCurrentUser?: boolean;
}

type Medal = "gold" | "silver" | "bronze";
const medals: Record<number, Medal> = { 1: "gold", 2: "silver", 3: "bronze" };

function MedalIcon({ medal, rank }: { medal: Medal; rank: number }) {
  return (
    <svg
      className={`rb-medal rb-medal--${medal}`}
      width="40"
      height="48"
      viewBox="0 0 40 48"
      aria-hidden="true"
    >
      <path d="M10 0h8l6 14h-8ZM30 0h-8l-6 14h8Z" fill="var(--rb-color-primary)" />
      <circle cx="20" cy="30" r="16" fill="var(--rb-medal)" />
      <circle cx="20" cy="30" r="12" fill="none" stroke="#fff" strokeOpacity="0.6" strokeWidth="1.5" />
      <text x="20" y="35" textAnchor="middle" fontSize="14" fontWeight="800" fill="#fff">
        {rank}
      </text>
    </svg>
  );
}

export function LeaderboardCard({
  rank,
  fullname,
  totalDonors,
  totalDonations,
  avgGift,
  points,
  avatarUrl,
  isCurrentUser = false,
}: LeaderboardCardProps) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const medal = medals[rank];
  const medalName: Record<Medal, string> = {
    gold: t`gold medal`,
    silver: t`silver medal`,
    bronze: t`bronze medal`,
  };
  const medalText = medal ? medalName[medal] : "";
  const rankLabel = medal ? t`Rank ${rank}, ${medalText}` : t`Rank ${rank}`;
  return (
    <article
      className={`rb-leaderboard-card${isCurrentUser ? " rb-leaderboard-card--me" : ""}`}
      aria-label={fullname}
    >
      <div className="rb-leaderboard-card__rank" role="img" aria-label={rankLabel}>
        {medal ? (
          <MedalIcon medal={medal} rank={rank} />
        ) : (
          <span className="rb-leaderboard-card__favourite">
            <Heart size={18} aria-hidden="true" />
            <span>{rank}</span>
          </span>
        )}
      </div>
      <div className="rb-leaderboard-card__who">
        <Avatar name={fullname} src={avatarUrl} size={44} decorative />
        <h3 className="rb-leaderboard-card__name">
          {fullname}
          {isCurrentUser && <span className="rb-leaderboard-card__you">{t`You`}</span>}
        </h3>
      </div>
      <dl className="rb-leaderboard-card__figures">
        <div>
          <dt>{t`Donors`}</dt>
          <dd>{totalDonors}</dd>
        </div>
        <div>
          <dt>{t`Total donations`}</dt>
          <dd>{formatRupiah(totalDonations, locale)}</dd>
        </div>
        <div>
          <dt>{t`Average gift`}</dt>
          <dd>{formatRupiah(avgGift, locale)}</dd>
        </div>
        <div>
          <dt>{t`Points`}</dt>
          <dd>{points}</dd>
        </div>
      </dl>
    </article>
  );
}
