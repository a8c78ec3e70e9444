import type { DonationDocument } from "@rimbun/domain/donations";
import {
  pdfColors as colors,
  type FoundationDetails,
  pdfLabel as label,
  letterhead,
  pageSetup,
  pdfHeaderCell,
  pdfTableLayout,
} from "../../lib/pdf/pdf-parts.ts";

/**
 * Everything the invoice shows, already translated and formatted: the page and the PDF read the
 * same values, so what the donor sees on screen is what the file holds.
 */
export interface InvoiceView {
  /** A paid gift's receipt or an unpaid one's invoice (its title, labels and file name). */
  document: DonationDocument;
  title: string;
  localIdLabel: string;
  localId: string;
  foundation: FoundationDetails;
  billToLabel: string;
  billTo: string;
  /** Type and date (paid on, for a receipt), in that order. */
  details: { label: string; value: string }[];
  columns: { description: string; amount: string };
  description: string;
  amount: string;
  /** The payment fee the donor covered, a line apart from the gift (docs/product/donation-flow.md#cover-the-fee). */
  fee?: { description: string; amount: string } | undefined;
  noteLabel: string;
  note: string;
  totalLabel: string;
  total: string;
  /** "Your gift is equal to 18.1 kg CO₂ ..." */
  co2: string;
}

/**
 * The pdfmake document of a receipt or an invoice: A4 portrait, the #F4F4F4 page background drawn as a
 * full-page canvas rectangle (pdfmake has no page colour), one page.
 */
export function invoiceDocument(view: InvoiceView) {
  return {
    ...pageSetup(),
    info: { title: `${view.title} ${view.localId}`, author: view.foundation.name },
    content: [
      ...letterhead(view.foundation),
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
            [pdfHeaderCell(view.columns.description), pdfHeaderCell(view.columns.amount, "right")],
            [{ text: view.description }, { text: view.amount, alignment: "right" }],
            ...(view.fee
              ? [[{ text: view.fee.description }, { text: view.fee.amount, alignment: "right" }]]
              : []),
            [{ text: [{ text: `${view.noteLabel}: `, color: colors.muted }, view.note] }, { text: "" }],
            [
              { text: view.totalLabel, bold: true },
              { text: view.total, bold: true, alignment: "right", fontSize: 12 },
            ],
          ],
        },
        layout: pdfTableLayout,
      },
      {
        text: view.co2,
        color: colors.green,
        margin: [0, 20, 0, 0],
      },
    ],
  };
}
