import { Trans, useLingui } from "@lingui/react/macro";
import { VOLUNTEER_STATS_PAGE_SIZE } from "@rimbun/domain/constants";
import { donationKindLabels, toDonationKind } from "@rimbun/domain/donations";
import { isDeletedAddress } from "@rimbun/domain/email-mask";
import { paginate } from "@rimbun/domain/history";
import { formatRupiah } from "@rimbun/domain/money";
import { parsePoints, pointsToRupiah } from "@rimbun/domain/points";
import { formatNumber, formatPoints, formatShortDate, toLocale } from "@rimbun/i18n";
import {
  DateRangeFilter,
  type DateRangeValue,
  EmptyState,
  initialDateRange,
  Pagination,
  StatBox,
} from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { Coins, Gift, HandCoins, Users } from "lucide-react";
import { useState } from "react";
import { profileText, useSessionStore } from "../../app/session-store.ts";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { getVolunteerStats } from "../../lib/api.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import { Greeting } from "../donor-dashboard/greeting.tsx";
import { ReferralShareCard } from "../donor-dashboard/referral-share-card.tsx";
import "../donor-dashboard/donor-dashboard.css";
import "./volunteer-dashboard.css";

/**
 * Volunteer page (docs/product/fundraiser-buddy.md#volunteer-page): the referral link, then for the chosen
 * dates the four boxes (points, donation amount, number of donors, prize value) and the donors brought in,
 * e-mails masked by the API.
 */
export function VolunteerDashboard({ now }: { now?: Date }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const user = useSessionStore((state) => state.user);
  const [filter, setFilter] = useState<DateRangeValue>(() => initialDateRange(now));
  const [page, setPage] = useState(1);
  const { startDate, endDate } = filter.range;
  const stats = useQuery({
    queryKey: ["volunteer-stats", startDate, endDate],
    queryFn: ({ signal }) => getVolunteerStats({ startDate, endDate }, { signal }),
  });
  useFailurePage(stats.error);
  if (!user) return null;
  const name = profileText(user, "first_name") || profileText(user, "fullname").split(" ")[0] || user.email;
  const data = stats.data;
  const donors = data?.donors ?? [];
  const current = paginate(donors, page, VOLUNTEER_STATS_PAGE_SIZE);

  return (
    <section className="screen volunteer-dashboard">
      <Greeting name={name} />
      <div className="rb-card volunteer-dashboard__filter">
        <DateRangeFilter
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          now={now}
          label={<Trans>Period</Trans>}
        />
      </div>
      {stats.isPending ? (
        <LoadingBlock />
      ) : (
        <div className="volunteer-dashboard__boxes">
          <StatBox
            label={<Trans>Points</Trans>}
            value={t`${formatPoints(data?.point ?? 0, locale)} points`}
            icon={<Coins size={20} />}
            tone="accent"
          />
          <StatBox
            label={<Trans>Donation amount</Trans>}
            value={formatRupiah(data?.donation ?? 0, locale)}
            icon={<HandCoins size={20} />}
          />
          <StatBox
            label={<Trans>Number of donors</Trans>}
            value={formatNumber(data?.total_per_page ?? 0, locale)}
            icon={<Users size={20} />}
          />
          <StatBox
            label={<Trans>Prize value</Trans>}
            value={t`${formatPoints(data?.prize_value ?? 0, locale)} points per donor`}
            hint={t`Worth ${formatRupiah(pointsToRupiah(parsePoints(String(data?.prize_value ?? 0)) ?? 0), locale)} per donor`}
            icon={<Gift size={20} />}
          />
        </div>
      )}
      <ReferralShareCard user={user} />
      <section className="volunteer-dashboard__donors" aria-labelledby="donors-title">
        <h2 className="badge-progress__title" id="donors-title">
          <Trans>Donors you brought in</Trans>
        </h2>
        {stats.isPending ? null : donors.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <ul className="donor-list">
              {current.rows.map((donor, index) => (
                <li key={`${donor.email}-${donor.created_at}-${index}`} className="rb-card donor-list__item">
                  <div>
                    <p className="donor-list__email">
                      {/* A donor who deleted their account is no address, masked or not. */}
                      {isDeletedAddress(donor.email) ? t`Deleted account` : donor.email}
                    </p>
                    <p className="donor-list__meta">
                      {formatShortDate(donor.created_at, locale)} ·{" "}
                      {i18n._(donationKindLabels[toDonationKind(donor.donation_type)])}
                    </p>
                  </div>
                  <p className="donor-list__amount">{formatRupiah(donor.amount, locale)}</p>
                </li>
              ))}
            </ul>
            {current.pageCount > 1 ? (
              <Pagination page={current.page} pageCount={current.pageCount} onPageChange={setPage} />
            ) : null}
          </>
        )}
      </section>
    </section>
  );
}
