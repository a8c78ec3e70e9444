import {
  pdfColors as colors,
  pdfLabel as label,
  letterhead,
  pageSetup,
  pdfHeaderCell,
  pdfRule,
  pdfTableLayout,
} from "../../lib/pdf/pdf-parts.ts";
import type { StatementRow, StatementView } from "./statement-view.ts";

const columnOrder = ["date", "type", "campaign", "invoice", "amount"] as const;

type Detail = StatementView["details"][number];

function pairs(details: Detail[]): [Detail, Detail | undefined][] {
  const lines: [Detail, Detail | undefined][] = [];
  for (let index = 0; index < details.length; index += 2) {
    const left = details[index];
    if (left) lines.push([left, details[index + 1]]);
  }
  return lines;
}

function row(values: StatementRow) {
  return columnOrder.map((key) =>
    key === "amount" && values.fee
      ? {
          stack: [
            { text: values.amount, noWrap: true },
            { text: values.fee, fontSize: 8, color: colors.muted, noWrap: true },
          ],
          alignment: "right",
        }
      : {
          text: values[key],
          ...(key === "amount" ? { alignment: "right", noWrap: true } : {}),
          ...(key === "date" ? { noWrap: true } : {}),
        },
  );
}

/**
 * The pdfmake document of a donation statement: A4 portrait on the invoice's page and letterhead,
 * the donor and period, one table row per gift (its header repeats on every page), the total, the
 * CO2 equivalent and the note that it is a record of donations; page numbers in the footer.
 */
export function statementDocument(view: StatementView) {
  const header = columnOrder.map((key) =>
    pdfHeaderCell(view.columns[key], key === "amount" ? "right" : "left"),
  );
  const body = view.rows.length
    ? view.rows.map(row)
    : [[{ text: view.empty, colSpan: columnOrder.length, color: colors.muted }, {}, {}, {}, {}]];
  return {
    ...pageSetup(),
    info: { title: `${view.title} – ${view.details[2]?.value ?? ""}`, author: view.foundation.name },
    footer: (page: number, pages: number) => ({
      text: `${view.foundation.name} · ${view.title} · ${page}/${pages}`,
      alignment: "center",
      color: colors.muted,
      fontSize: 8,
      margin: [0, 12, 0, 0],
    }),
    content: [
      ...letterhead(view.foundation),
      { text: view.title, fontSize: 22, bold: true, color: colors.deep },
      { text: view.licence, color: colors.muted, fontSize: 9, margin: [0, 2, 0, 16] },
      {
        // Two pairs a line (donor and e-mail, period and date made) to leave the page to the gifts.
        table: {
          widths: ["auto", "*", "auto", "auto"],
          body: pairs(view.details).map(([left, right]) => [
            label(left.label),
            { text: left.value, bold: true },
            label(right?.label ?? ""),
            { text: right?.value ?? "", bold: true },
          ]),
        },
        layout: "noBorders",
        margin: [0, 0, 0, 16],
      },
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: ["auto", "auto", "*", "auto", "auto"],
          body: [
            header,
            ...body,
            [
              {
                text: [view.totalLabel, { text: `  (${view.count})`, color: colors.muted, bold: false }],
                bold: true,
                colSpan: 4,
              },
              {},
              {},
              {},
              { text: view.total, bold: true, alignment: "right", fontSize: 12, noWrap: true },
            ],
          ],
        },
        // Tighter rows than the invoice's: a monthly donor's year (12 gifts and a few extra) fits one page.
        layout: { ...pdfTableLayout, paddingTop: () => 5, paddingBottom: () => 5 },
      },
      ...(view.coveredFees ? [{ text: view.coveredFees, margin: [0, 12, 0, 0] }] : []),
      { text: view.co2, color: colors.green, margin: [0, 20, 0, 0] },
      pdfRule([0, 16, 0, 12]),
      { text: view.note, color: colors.muted, fontSize: 9 },
    ],
  };
}
