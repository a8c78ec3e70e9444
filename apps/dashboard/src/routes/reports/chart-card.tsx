import { Trans } from "@lingui/react/macro";
import { type ReactNode, useId } from "react";

export interface TableColumn {
  label: string;
  /** Right-aligned figures. */
  numeric?: boolean;
}

/**
 * One figure of the reports page: a heading, a sentence that says what the chart shows (read by
 * screen readers instead of the drawing, which is hidden from them), the chart, and the same numbers
 * as a table behind a disclosure.
 */
export function ChartCard({
  title,
  summary,
  columns,
  rows,
  children,
}: {
  title: ReactNode;
  summary: ReactNode;
  columns: TableColumn[];
  rows: string[][];
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="rb-card reports-chart" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="reports__title">
        {title}
      </h2>
      <p className="reports__hint">{summary}</p>
      <div className="reports-chart__drawing" aria-hidden="true">
        {children}
      </div>
      <details className="reports-chart__table">
        <summary>
          <Trans>Show as a table</Trans>
        </summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls, and a keyboard must reach it (WCAG 2.1.1) */}
        <section className="reports-table__wrap" aria-labelledby={`${id}-title`} tabIndex={0}>
          <table className="reports-table">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.label}
                    scope="col"
                    className={column.numeric ? "reports-table__num" : undefined}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.join("|")}>
                  {row.map((cell, index) => {
                    const column = columns[index];
                    return index === 0 ? (
                      <th key={column?.label} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={column?.label} className={column?.numeric ? "reports-table__num" : undefined}>
                        {cell}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </section>
  );
}
