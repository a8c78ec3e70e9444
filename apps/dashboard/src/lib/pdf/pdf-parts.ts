import { foundation } from "@rimbun/content";
import { invoicePdf } from "@rimbun/domain/constants";

/**
 * Pieces every PDF of the dashboard shares (the invoice, the donation statement): the page, the
 * colours, the foundation's mark and its letterhead. The documents themselves stay with their screens.
 */

/** A4 in PDF points (pdfmake's unit). */
export const A4 = { width: 595.28, height: 841.89 } as const;
/** Left and right page margin in points; the letterhead's rule spans the width between them. */
export const PAGE_MARGIN = 48;

export const pdfColors = {
  ink: "#1f2a22",
  muted: "#5b6660",
  green: "#1f6b3a",
  deep: "#0f3b24",
  line: "#d9dcd6",
} as const;

/** The foundation's mark, the same drawing as the dashboard's logo. */
export const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><rect width="32" height="32" rx="8" fill="${pdfColors.deep}"/><path d="M16 6c-5 4-7 8-7 12a7 7 0 0 0 14 0c0-4-2-8-7-12Z" fill="#c8e27c"/><path d="M16 12v16" stroke="${pdfColors.deep}" stroke-width="2" stroke-linecap="round"/></svg>`;

/** The foundation as its documents show it (from @rimbun/content, the one place it is written). */
export interface FoundationDetails {
  name: string;
  addressLines: string[];
  phone: string;
  email: string;
}

export function foundationDetails(): FoundationDetails {
  const { address } = foundation;
  return {
    name: foundation.name,
    addressLines: [
      address.street,
      `${address.locality}, ${address.region} ${address.postalCode}`,
      "Indonesia",
    ],
    phone: foundation.phone,
    email: foundation.email,
  };
}

/** A4 portrait with the #F4F4F4 background, drawn as a full-page rectangle (pdfmake has no page colour). */
export function pageSetup() {
  return {
    pageSize: invoicePdf.pageSize,
    pageOrientation: invoicePdf.orientation,
    pageMargins: [PAGE_MARGIN, PAGE_MARGIN, PAGE_MARGIN, PAGE_MARGIN] as [number, number, number, number],
    background: () => ({
      canvas: [{ type: "rect", x: 0, y: 0, w: A4.width, h: A4.height, color: invoicePdf.background }],
    }),
    defaultStyle: { font: "Roboto", fontSize: 10, color: pdfColors.ink, lineHeight: 1.25 },
  };
}

/** A small grey label above or beside a value. */
export const pdfLabel = (text: string) => ({ text, color: pdfColors.muted, fontSize: 9 });

/** A thin rule across the text width. */
export function pdfRule(margin: [number, number, number, number] = [0, 20, 0, 20]) {
  const width = A4.width - 2 * PAGE_MARGIN;
  return {
    canvas: [{ type: "line", x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 1, lineColor: pdfColors.line }],
    margin,
  };
}

/** The letterhead: the mark and name on the left, address, phone and e-mail on the right, then a rule. */
export function letterhead(details: FoundationDetails) {
  return [
    {
      columns: [
        {
          width: "auto",
          stack: [
            {
              columns: [
                { svg: logoSvg, width: 32, height: 32 },
                {
                  text: details.name,
                  bold: true,
                  fontSize: 13,
                  color: pdfColors.deep,
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
            ...details.addressLines.map((line) => ({ text: line, color: pdfColors.muted })),
            { text: details.phone, color: pdfColors.muted },
            { text: details.email, color: pdfColors.muted },
          ],
        },
      ],
    },
    pdfRule(),
  ];
}

/** The table look both documents use: a green header row, rules between rows, no vertical lines. */
export const pdfTableLayout = {
  hLineColor: () => pdfColors.line,
  vLineWidth: () => 0,
  hLineWidth: (index: number) => (index === 0 ? 0 : 1),
  paddingTop: () => 8,
  paddingBottom: () => 8,
  paddingLeft: () => 10,
  paddingRight: () => 10,
};

/** A header cell of such a table. */
export const pdfHeaderCell = (text: string, alignment: "left" | "right" = "left") => ({
  text,
  bold: true,
  color: "#ffffff",
  fillColor: pdfColors.green,
  alignment,
});
