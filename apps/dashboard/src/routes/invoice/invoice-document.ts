import { invoicePdf } from "@rimbun/domain/constants";

/**
 * Everything the invoice shows, already translated and formatted: the page and the PDF read the
 * same values, so what the donor sees on screen is what the file holds.
 */
export interface InvoiceView {
  title: string;
  localIdLabel: string;
  localId: string;
  foundation: { name: string; addressLines: string[]; phone: string; email: string };
  billToLabel: string;
  billTo: string;
  /** Invoice number, type and date, in that order. */
  details: { label: string; value: string }[];
  columns: { description: string; amount: string };
  description: string;
  amount: string;
  noteLabel: string;
  note: string;
  totalLabel: string;
  total: string;
  /** "Your gift is equal to 18.1 kg CO₂ ..." */
  co2: string;
}

/** A4 in PDF points (pdfmake's unit). */
const A4 = { width: 595.28, height: 841.89 } as const;

const colors = { ink: "#1f2a22", muted: "#5b6660", green: "#1f6b3a", deep: "#0f3b24", line: "#d9dcd6" };

/** The foundation's mark, the same drawing as the dashboard's logo. */
export const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><rect width="32" height="32" rx="8" fill="${colors.deep}"/><path d="M16 6c-5 4-7 8-7 12a7 7 0 0 0 14 0c0-4-2-8-7-12Z" fill="#c8e27c"/><path d="M16 12v16" stroke="${colors.deep}" stroke-width="2" stroke-linecap="round"/></svg>`;

/**
 * The pdfmake document of an invoice: A4 portrait, the #F4F4F4 page background drawn as a
 * full-page canvas rectangle (pdfmake has no page colour), one page.
 */
export function invoiceDocument(view: InvoiceView) {
  const label = (text: string) => ({ text, color: colors.muted, fontSize: 9 });
  return {
    pageSize: invoicePdf.pageSize,
    pageOrientation: invoicePdf.orientation,
    pageMargins: [48, 48, 48, 48],
    info: { title: `${view.title} ${view.localId}`, author: view.foundation.name },
    background: () => ({
      canvas: [{ type: "rect", x: 0, y: 0, w: A4.width, h: A4.height, color: invoicePdf.background }],
    }),
    defaultStyle: { font: "Roboto", fontSize: 10, color: colors.ink, lineHeight: 1.25 },
    content: [
      {
        columns: [
          {
            width: "auto",
            stack: [
              {
                columns: [
                  { svg: logoSvg, width: 32, height: 32 },
                  {
                    text: view.foundation.name,
                    bold: true,
                    fontSize: 13,
                    color: colors.deep,
                    margin: [8, 8, 0, 0],
                  },
                ],
                columnGap: 0,
              },
            ],
          },
          {
            width: "*",
            alignment: "right",
            stack: [
              ...view.foundation.addressLines.map((line) => ({ text: line, color: colors.muted })),
              { text: view.foundation.phone, color: colors.muted },
              { text: view.foundation.email, color: colors.muted },
            ],
          },
        ],
      },
      {
        canvas: [
          { type: "line", x1: 0, y1: 0, x2: A4.width - 96, y2: 0, lineWidth: 1, lineColor: colors.line },
        ],
        margin: [0, 20, 0, 20],
      },
      { text: view.title, fontSize: 22, bold: true, color: colors.deep },
      { text: [`${view.localIdLabel} `, { text: view.localId, bold: true }], margin: [0, 4, 0, 20] },
      {
        columns: [
          {
            width: "*",
            stack: [label(view.billToLabel), { text: view.billTo, bold: true, fontSize: 12 }],
          },
          {
            width: "auto",
            table: {
              body: view.details.map((detail) => [
                label(detail.label),
                { text: detail.value, alignment: "right" },
              ]),
            },
            layout: "noBorders",
          },
        ],
        margin: [0, 0, 0, 24],
      },
      {
        table: {
          headerRows: 1,
          widths: ["*", "auto"],
          body: [
            [
              { text: view.columns.description, bold: true, color: "#ffffff", fillColor: colors.green },
              {
                text: view.columns.amount,
                bold: true,
                color: "#ffffff",
                fillColor: colors.green,
                alignment: "right",
              },
            ],
            [{ text: view.description }, { text: view.amount, alignment: "right" }],
            [{ text: [{ text: `${view.noteLabel}: `, color: colors.muted }, view.note] }, { text: "" }],
            [
              { text: view.totalLabel, bold: true },
              { text: view.total, bold: true, alignment: "right", fontSize: 12 },
            ],
          ],
        },
        layout: {
          hLineColor: () => colors.line,
          vLineWidth: () => 0,
          hLineWidth: (index: number) => (index === 0 ? 0 : 1),
          paddingTop: () => 8,
          paddingBottom: () => 8,
          paddingLeft: () => 10,
          paddingRight: () => 10,
        },
      },
      {
        text: view.co2,
        color: colors.green,
        margin: [0, 20, 0, 0],
      },
    ],
  };
}
