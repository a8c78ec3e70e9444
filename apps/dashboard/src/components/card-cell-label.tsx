import type { ReactNode } from "react";

/**
 * A card table cell's column name, shown only on phones where the table's head is hidden
 * (card-table.css). Hidden from assistive technology: the column header already names the cell there.
 */
export function CardCellLabel({ children }: { children: ReactNode }) {
  return (
    <span className="card-table__label" aria-hidden="true">
      {children}
    </span>
  );
}
