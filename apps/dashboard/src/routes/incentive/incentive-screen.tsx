import { Trans, useLingui } from "@lingui/react/macro";
import { parsePoints, pointTransactionStatusLabels, pointTransactionTypeLabels } from "@rimbun/domain/points";
import { isBankAccountComplete } from "@rimbun/domain/schemas/profile";
import { formatLongDate, formatPoints, formatShortDate, toLocale } from "@rimbun/i18n";
import {
  Button,
  DateRangeFilter,
  type DateRangeValue,
  EmptyState,
  initialDateRange,
  Pagination,
  StatBox,
} from "@rimbun/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Clock, Coins, Sparkles } from "lucide-react";
import { useState } from "react";
import { profileText, useSessionStore } from "../../app/session-store.ts";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { getIncentive, type PointHistoryItem } from "../../lib/api.ts";
import type { PointAction } from "../../lib/events.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import { profileGroup } from "../profile/profile-json.ts";
import { incentiveQueryKey } from "./incentive-query.ts";
import { describePointEntry } from "./point-description.ts";
import { DonatePointsDialog, RedeemPointsDialog, WithdrawPointsDialog } from "./point-dialogs.tsx";
import "../../components/choices.css";
import "./incentive.css";

/** Points as the API sends them (decimal text) to hundredths; unreadable text counts as none. */
export const hundredths = (text: string | number | null | undefined) => parsePoints(String(text ?? "0")) ?? 0;

function PointHistoryCard({ item }: { item: PointHistoryItem }) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const type = pointTransactionTypeLabels[item.type];
  const status = pointTransactionStatusLabels[item.status];
  const points = formatPoints(item.amount, locale);
  return (
    <li className="rb-card point-card">
      <div className="point-card__head">
        <p className="point-card__amount">
          <Trans>{points} points</Trans>
        </p>
        <span className={`point-status point-status--${item.status}`}>
          {status ? i18n._(status) : item.status}
        </span>
      </div>
      <dl className="point-card__details">
        <div>
          <dt>
            <Trans>Date</Trans>
          </dt>
          <dd>{formatShortDate(item.created_at, locale)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Type</Trans>
          </dt>
          <dd>{type ? i18n._(type) : item.type}</dd>
        </div>
        <div className="point-card__wide">
          <dt>
            <Trans>Description</Trans>
          </dt>
          <dd>{item.description ? describePointEntry(i18n, item.description) : "-"}</dd>
        </div>
        <div className="point-card__wide">
          <dt>
            <Trans>Notes</Trans>
          </dt>
          <dd>{item.notes_action?.trim() ? item.notes_action : "-"}</dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * Volunteer incentive dashboard (docs/product/fundraiser-buddy.md#incentive-page): the three point boxes with
 * their dialogs, quick date ranges and the point history as cards, 10 a page. A finished request refreshes
 * the figures (the dialogs invalidate `incentiveQueryKey`).
 */
export function IncentiveScreen({ now }: { now?: Date }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const user = useSessionStore((state) => state.user);
  const [filter, setFilter] = useState<DateRangeValue>(() => initialDateRange(now));
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<PointAction | null>(null);
  const { startDate, endDate } = filter.range;
  const incentive = useQuery({
    queryKey: [...incentiveQueryKey, startDate, endDate, page],
    queryFn: ({ signal }) => getIncentive({ startDate, endDate, page }, { signal }),
    // Turning a page keeps the boxes and the old page in view until the next one arrives.
    placeholderData: keepPreviousData,
  });
  useFailurePage(incentive.error);

  if (!user) return null;
  const fullname =
    profileText(user, "fullname") ||
    [profileText(user, "first_name"), profileText(user, "last_name")].filter(Boolean).join(" ") ||
    user.email;
  const today = formatLongDate(now ?? new Date(), locale);
  const data = incentive.data;
  const available = hundredths(data?.active);
  // The API pages the history, 10 entries a page.
  const history = data?.withdrawal_data.result ?? [];
  const pageCount = data?.page_count ?? 1;
  const close = () => setDialog(null);

  return (
    <section className="screen incentive">
      <ScreenHeader title={<Trans>{fullname}'s incentive</Trans>}>
        <p className="incentive__date">{today}</p>
      </ScreenHeader>
      {incentive.isPending ? (
        <LoadingBlock />
      ) : (
        <div className="incentive__boxes">
          <StatBox
            label={<Trans>Points</Trans>}
            value={t`${formatPoints(data?.point ?? 0, locale)} points`}
            icon={<Coins size={20} />}
            hint={<Trans>Earned from the donations you brought in</Trans>}
            action={
              <Button size="small" onClick={() => setDialog("donate")}>
                <Trans>Donate</Trans>
              </Button>
            }
          />
          <StatBox
            label={<Trans>Active</Trans>}
            value={t`${formatPoints(data?.active ?? 0, locale)} points`}
            icon={<Sparkles size={20} />}
            tone="accent"
            hint={<Trans>Ready to donate, withdraw or redeem</Trans>}
            action={
              <Button size="small" onClick={() => setDialog("withdraw")}>
                <Trans>Withdraw</Trans>
              </Button>
            }
          />
          <StatBox
            label={<Trans>On hold</Trans>}
            value={t`${formatPoints(data?.on_hold ?? 0, locale)} points`}
            icon={<Clock size={20} />}
            hint={<Trans>Waiting for the foundation's approval</Trans>}
            action={
              <Button size="small" onClick={() => setDialog("redeem")}>
                <Trans>Redeem</Trans>
              </Button>
            }
          />
        </div>
      )}
      <div className="rb-card incentive__filter">
        <DateRangeFilter
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          now={now}
          label={<Trans>Point history</Trans>}
        />
      </div>
      {incentive.isPending ? null : history.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <ul className="point-cards">
            {history.map((item) => (
              <PointHistoryCard key={item.id} item={item} />
            ))}
          </ul>
          {pageCount > 1 ? (
            <Pagination page={data?.page ?? page} pageCount={pageCount} onPageChange={setPage} />
          ) : null}
        </>
      )}
      <DonatePointsDialog open={dialog === "donate"} onClose={close} available={available} />
      <WithdrawPointsDialog
        open={dialog === "withdraw"}
        onClose={close}
        available={available}
        bankComplete={isBankAccountComplete(profileGroup(user, "bank_account"))}
      />
      <RedeemPointsDialog open={dialog === "redeem"} onClose={close} available={available} />
    </section>
  );
}
