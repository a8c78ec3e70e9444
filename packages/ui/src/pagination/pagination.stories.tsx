import { paginate } from "@rimbun/domain/history";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Pagination } from "./pagination.tsx";

const rows = Array.from({ length: 40 }, (_, index) => `Donasi #${index + 1}`);

function Controlled({ initialPage }: { initialPage: number }) {
  const [page, setPage] = useState(initialPage);
  const [pageSize, setPageSize] = useState(6);
  const current = paginate(rows, page, pageSize);
  return (
    <>
      <ul>
        {current.rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
      <Pagination
        page={current.page}
        pageCount={current.pageCount}
        onPageChange={setPage}
        pageSize={pageSize}
        onPageSizeChange={setPageSize}
        rowCount={rows.length}
      />
    </>
  );
}

const meta = {
  title: "Dashboard/Pagination",
  component: Controlled,
  args: { initialPage: 1 },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { initialPage: 4 } };
export const English: Story = { args: { initialPage: 7 }, globals: { locale: "en" } };
