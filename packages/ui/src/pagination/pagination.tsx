import { useLingui } from "@lingui/react/macro";
import { clampPageSize } from "@rimbun/domain/history";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useId, useState } from "react";

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** With both of these, a page-size input is shown (history page). */
  pageSize?: number;
  onPageSizeChange?: (pageSize: number) => void;
  /** Rows after filtering: the page-size input's maximum. */
  rowCount?: number;
}

type Slot = number | "gap-start" | "gap-end";

/** First, last, the current page and its neighbours; gaps where pages are skipped. */
export function pageSlots(page: number, pageCount: number): Slot[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const slots: Slot[] = [1];
  const start = Math.max(2, Math.min(page - 1, pageCount - 4));
  const end = Math.min(pageCount - 1, Math.max(page + 1, 5));
  if (start > 2) slots.push("gap-start");
  for (let n = start; n <= end; n += 1) slots.push(n);
  if (end < pageCount - 1) slots.push("gap-end");
  slots.push(pageCount);
  return slots;
}

/** The page-size field: typed freely, read as a clamped size (an empty field waits for more typing). */
function PageSizeField({
  pageSize,
  rowCount,
  onPageSizeChange,
}: {
  pageSize: number;
  rowCount: number | undefined;
  onPageSizeChange: (pageSize: number) => void;
}) {
  const { t } = useLingui();
  const sizeId = `rb${useId().replace(/:/g, "")}-size`;
  const [sizeText, setSizeText] = useState(String(pageSize));
  useEffect(() => setSizeText(String(pageSize)), [pageSize]);
  const maxSize = rowCount ?? Number.MAX_SAFE_INTEGER;

  function changeSize(text: string) {
    setSizeText(text);
    // An empty field is mid-typing, not a request for zero rows.
    if (text.trim() === "") return;
    onPageSizeChange(clampPageSize(Number(text), maxSize));
  }

  return (
    <div className="rb-pagination__size">
      <label htmlFor={sizeId}>{t`Rows per page`}</label>
      <input
        id={sizeId}
        className="rb-input"
        type="number"
        inputMode="numeric"
        min={0}
        max={rowCount}
        value={sizeText}
        onChange={(event) => changeSize(event.target.value)}
        onBlur={() => setSizeText(String(pageSize))}
      />
    </div>
  );
}

/** The numbered page buttons, with gaps where pages are skipped. */
function PageList({
  page,
  pageCount,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useLingui();
  return (
    <ul className="rb-pagination__pages">
      {pageSlots(page, pageCount).map((slot) =>
        typeof slot === "number" ? (
          <li key={slot}>
            <button
              type="button"
              className="rb-pagination__page"
              aria-current={slot === page ? "page" : undefined}
              aria-label={t`Page ${slot}`}
              onClick={() => onPageChange(slot)}
            >
              {slot}
            </button>
          </li>
        ) : (
          <li key={slot} className="rb-pagination__gap" aria-hidden="true">
            …
          </li>
        ),
      )}
    </ul>
  );
}

export function Pagination({
  page,
  pageCount,
  onPageChange,
  pageSize,
  onPageSizeChange,
  rowCount,
}: PaginationProps) {
  const { t } = useLingui();
  return (
    <div className="rb-pagination">
      {pageSize !== undefined && onPageSizeChange && (
        <PageSizeField pageSize={pageSize} rowCount={rowCount} onPageSizeChange={onPageSizeChange} />
      )}
      <nav className="rb-pagination__nav" aria-label={t`Pagination`}>
        <button
          type="button"
          className="rb-pagination__step"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
          aria-label={t`Previous page`}
        >
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
        <PageList page={page} pageCount={pageCount} onPageChange={onPageChange} />
        <button
          type="button"
          className="rb-pagination__step"
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
          aria-label={t`Next page`}
        >
          <ChevronRight size={20} aria-hidden="true" />
        </button>
      </nav>
      <p className="rb-pagination__status">{t`Page ${page} of ${pageCount}`}</p>
    </div>
  );
}
