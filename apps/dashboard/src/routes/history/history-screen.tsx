import { Trans, useLingui } from "@lingui/react/macro";
import { HISTORY_ABORT_MS, HISTORY_PAGE_SIZE, paginate, toggleExpanded } from "@rimbun/domain/history";
import { DateRangeFilter, type DateRangeValue, EmptyState, initialDateRange, Pagination } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { type DonationHistoryItem, listDonations } from "../../lib/api.ts";
import { isAborted, useFailurePage, withTimeout } from "../../lib/use-failure-page.ts";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import { HistoryCards, HistoryTable } from "./history-rows.tsx";
import { StatementPanel } from "./statement-panel.tsx";
import "../../components/card-table.css";
import "./history.css";

/** Tables become cards below 768 px (docs/design.md). */
export const CARDS_QUERY = "(max-width: 767px)";

/**
 * Donor history (docs/product/monthly-giving.md#donation-history): this month by default, quick ranges, 6
 * rows a page with a page-size input (0 to the number of rows), one expanded row at a time, no invoice for
 * failed donations. The request stops after 10 s; a stopped request leaves the list empty without an error
 * page.
 */
export function HistoryScreen({ now }: { now?: Date }) {
  const { t } = useLingui();
  const [filter, setFilter] = useState<DateRangeValue>(() => initialDateRange(now));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(HISTORY_PAGE_SIZE);
  const [expanded, setExpanded] = useState<string | null>(null);
  const asCards = useMediaQuery(CARDS_QUERY);
  const { startDate, endDate } = filter.range;
  const history = useQuery({
    queryKey: ["donations", startDate, endDate],
    queryFn: ({ signal }) =>
      // limit 0: every donation of the range, so the page-size input can reach the row count.
      listDonations({ startDate, endDate, limit: 0 }, { signal: withTimeout(signal, HISTORY_ABORT_MS) }),
  });
  useFailurePage(history.error);

  const rows: DonationHistoryItem[] = history.data ?? [];
  const current = paginate(rows, page, pageSize);

  function changeFilter(value: DateRangeValue) {
    setFilter(value);
    setPage(1);
    setExpanded(null);
  }

  function changePage(next: number) {
    setPage(next);
    setExpanded(null);
  }

  const toggle = (id: string) => setExpanded((open) => toggleExpanded(open, id));

  return (
    <section className="screen history">
      <ScreenHeader title={<Trans>Donation history</Trans>} />
      <StatementPanel now={now} />
      <div className="rb-card history__filter">
        <DateRangeFilter value={filter} onChange={changeFilter} now={now} label={t`Donation date`} />
      </div>
      {history.isPending && !isAborted(history.error) ? (
        <LoadingBlock />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          {asCards ? (
            <HistoryCards rows={current.rows} expanded={expanded} onToggle={toggle} />
          ) : (
            <HistoryTable rows={current.rows} expanded={expanded} onToggle={toggle} />
          )}
          <Pagination
            page={current.page}
            pageCount={current.pageCount}
            onPageChange={changePage}
            pageSize={pageSize}
            onPageSizeChange={(size) => {
              setPageSize(size);
              changePage(1);
            }}
            rowCount={rows.length}
          />
        </>
      )}
    </section>
  );
}
