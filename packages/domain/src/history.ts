/**
 * History page (docs/product/monthly-giving.md#donation-history): 6 rows a page, fetch 40 rows, abort after
 * 10 s.
 */
export const HISTORY_PAGE_SIZE = 6;
export const HISTORY_FETCH_LIMIT = 40;
export const HISTORY_ABORT_MS = 10_000;

export interface Page<T> {
  readonly rows: T[];
  /** 1-based, clamped to the existing pages. */
  readonly page: number;
  readonly pageCount: number;
}

/**
 * Rows of one page. A page size of 0 (the input's minimum) shows every row on one page, which is
 * what someone clearing the field expects rather than an empty table.
 */
export function paginate<T>(rows: readonly T[], page: number, pageSize: number): Page<T> {
  const size = Math.trunc(pageSize);
  if (!(size > 0)) return { rows: [...rows], page: 1, pageCount: 1 };
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const start = (current - 1) * size;
  return { rows: rows.slice(start, start + size), page: current, pageCount };
}

/** Page-size input: min 0, max the number of filtered rows; unreadable input -> default. */
export function clampPageSize(value: number, rowCount: number): number {
  const wanted = Number.isFinite(value) ? Math.trunc(value) : HISTORY_PAGE_SIZE;
  return Math.min(Math.max(0, wanted), Math.max(0, rowCount));
}

/** One expanded row at a time: opening another closes the first; opening the same one closes it. */
export function toggleExpanded<Id>(current: Id | null, id: Id): Id | null {
  return current === id ? null : id;
}
