import { describe, expect, it } from "vitest";
import {
  clampPageSize,
  HISTORY_ABORT_MS,
  HISTORY_FETCH_LIMIT,
  HISTORY_PAGE_SIZE,
  paginate,
  toggleExpanded,
} from "./history.ts";

const rows = Array.from({ length: 14 }, (_, i) => i + 1);

describe("history page", () => {
  it("uses page size 6, fetch limit 40 and a 10 s abort", () => {
    expect(HISTORY_PAGE_SIZE).toBe(6);
    expect(HISTORY_FETCH_LIMIT).toBe(40);
    expect(HISTORY_ABORT_MS).toBe(10_000);
  });

  it.each([
    [1, 6, [1, 2, 3, 4, 5, 6], 1, 3],
    [3, 6, [13, 14], 3, 3],
    [9, 6, [13, 14], 3, 3],
    [0, 6, [1, 2, 3, 4, 5, 6], 1, 3],
    [1, 14, rows, 1, 1],
    [1, 0, rows, 1, 1],
  ])("page %d of size %d", (page, size, expected, current, count) => {
    expect(paginate(rows, page, size)).toEqual({ rows: expected, page: current, pageCount: count });
  });

  it("has one empty page for no rows", () => {
    expect(paginate([], 1, 6)).toEqual({ rows: [], page: 1, pageCount: 1 });
  });

  it.each([
    [6, 14, 6],
    [-3, 14, 0],
    [50, 14, 14],
    [Number.NaN, 14, 6],
    [6, 0, 0],
  ])("page size %d with %d rows -> %d", (value, count, expected) => {
    expect(clampPageSize(value, count)).toBe(expected);
  });

  it("expands one row at a time", () => {
    expect(toggleExpanded(null, "a")).toBe("a");
    expect(toggleExpanded("a", "b")).toBe("b");
    expect(toggleExpanded("b", "b")).toBeNull();
  });
});
