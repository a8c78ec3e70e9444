import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-render.tsx";
import { Pagination, pageSlots } from "./pagination.tsx";

describe("pageSlots", () => {
  it.each([
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5, "gap-end", 10]],
    [5, 10, [1, "gap-start", 4, 5, 6, "gap-end", 10]],
    [10, 10, [1, "gap-start", 6, 7, 8, 9, 10]],
  ])("page %i of %i", (page, count, slots) => {
    expect(pageSlots(page, count)).toEqual(slots);
  });
});

describe("Pagination", () => {
  it("marks the current page and moves between pages", async () => {
    const onPageChange = vi.fn();
    await renderWithI18n(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    expect((screen.getByRole("button", { name: "Previous page" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByRole("button", { name: "Page 3" }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(screen.getByText("Page 1 of 3")).toBeTruthy();
  });

  it("clamps the page size between 0 and the number of rows", async () => {
    const onPageSizeChange = vi.fn();
    await renderWithI18n(
      <Pagination
        page={1}
        pageCount={2}
        onPageChange={() => {}}
        pageSize={6}
        onPageSizeChange={onPageSizeChange}
        rowCount={9}
      />,
    );
    const size = screen.getByLabelText("Rows per page");
    fireEvent.change(size, { target: { value: "50" } });
    expect(onPageSizeChange).toHaveBeenLastCalledWith(9);
    fireEvent.change(size, { target: { value: "-3" } });
    expect(onPageSizeChange).toHaveBeenLastCalledWith(0);
    onPageSizeChange.mockClear();
    fireEvent.change(size, { target: { value: "" } });
    expect(onPageSizeChange).not.toHaveBeenCalled();
  });
});
