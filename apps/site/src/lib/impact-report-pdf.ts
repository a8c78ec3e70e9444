import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { foundation } from "@rimbun/content";
import { formatRupiah } from "@rimbun/domain/money";
import type { Locale } from "@rimbun/i18n";
import { figureText, impactReport2023 as report } from "../content/impact-report-2023.ts";

// Build-time only (an Astro endpoint): pdfmake runs in Node with the Roboto fonts it ships.
const require = createRequire(import.meta.url);

interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(callback: (url: string) => boolean): void;
  setLocalAccessPolicy(callback: (path: string) => boolean): void;
  createPdf(doc: object): { getBuffer(): Promise<Uint8Array> };
}

const colours = {
  page: "#FBF8F1",
  deep: "#0F3B24",
  primary: "#1E6B3C",
  lime: "#C8E27C",
  text: "#3D3833",
  muted: "#655E56",
  line: "#E4D9C3",
};

function pdfmake(): PdfMake {
  const instance = require("pdfmake") as PdfMake;
  const fontDir = join(dirname(require.resolve("pdfmake/package.json")), "fonts", "Roboto");
  instance.setFonts({
    Roboto: {
      normal: join(fontDir, "Roboto-Regular.ttf"),
      bold: join(fontDir, "Roboto-Medium.ttf"),
      italics: join(fontDir, "Roboto-Italic.ttf"),
      bolditalics: join(fontDir, "Roboto-MediumItalic.ttf"),
    },
  });
  // The report is made of our own text only: no remote resources, no files but the fonts.
  instance.setUrlAccessPolicy(() => false);
  instance.setLocalAccessPolicy((path) => path.startsWith(fontDir));
  return instance;
}

/** The document definition of the 2023 report in one language (A4 portrait, cream background). */
export function impactReportDocument(locale: Locale) {
  const total = report.finances.reduce((sum, row) => sum + row.amount, 0);
  const figureRows = [];
  for (let i = 0; i < report.figures.length; i += 3) {
    figureRows.push(
      report.figures.slice(i, i + 3).map((f) => ({
        stack: [
          { text: figureText(f, locale), style: "figure" },
          { text: f.label[locale], style: "figureLabel" },
        ],
        margin: [0, 6, 0, 6],
      })),
    );
  }
  return {
    pageSize: "A4",
    pageOrientation: "portrait",
    pageMargins: [50, 60, 50, 60],
    info: {
      title: `${report.title[locale]} - ${foundation.name}`,
      author: foundation.name,
      language: locale,
    },
    background: () => ({ canvas: [{ type: "rect", x: 0, y: 0, w: 595.28, h: 841.89, color: colours.page }] }),
    footer: (current: number, count: number) => ({
      columns: [
        { text: foundation.name, style: "footer" },
        { text: `${report.page[locale]} ${current} / ${count}`, style: "footer", alignment: "right" },
      ],
      margin: [50, 20, 50, 0],
    }),
    content: [
      {
        canvas: [
          { type: "rect", x: -50, y: -60, w: 595.28, h: 260, color: colours.deep },
          { type: "ellipse", x: 470, y: 40, r1: 40, r2: 40, color: colours.lime },
        ],
      },
      { text: foundation.name.toUpperCase(), style: "eyebrow", absolutePosition: { x: 50, y: 70 } },
      { text: report.title[locale], style: "title", absolutePosition: { x: 50, y: 95 } },
      { text: report.subtitle[locale], style: "subtitle", absolutePosition: { x: 50, y: 150 } },
      { text: "", margin: [0, 10, 0, 0] },
      ...report.foreword[locale].map((p) => ({ text: p, style: "body" })),
      { text: report.figuresHeading[locale], style: "heading" },
      { table: { widths: ["*", "*", "*"], body: figureRows }, layout: "noBorders" },
      { text: report.programmesHeading[locale], style: "heading" },
      ...report.programmes.flatMap((p) => [
        { text: p.title[locale], style: "subheading" },
        { text: p.body[locale], style: "body" },
      ]),
      { text: report.financesHeading[locale], style: "heading" },
      { text: report.financesNote[locale], style: "body" },
      {
        table: {
          headerRows: 1,
          widths: ["*", "auto", "auto"],
          body: [
            report.financesColumns[locale].map((c) => ({ text: c, style: "tableHead" })),
            ...report.finances.map((row) => [
              row.item[locale],
              { text: formatRupiah(row.amount, locale), alignment: "right" },
              { text: row.share, alignment: "right" },
            ]),
            [
              { text: report.financesTotal[locale], bold: true },
              { text: formatRupiah(total, locale), alignment: "right", bold: true },
              { text: "100%", alignment: "right", bold: true },
            ],
          ],
        },
        layout: {
          hLineColor: () => colours.line,
          vLineWidth: () => 0,
          paddingTop: () => 6,
          paddingBottom: () => 6,
        },
        margin: [0, 6, 0, 16],
      },
      { text: report.thanksHeading[locale], style: "heading" },
      { text: report.thanks[locale], style: "body" },
      {
        text: [
          `${foundation.name}\n`,
          `${foundation.address.street}, ${foundation.address.locality}, ${foundation.address.region} ${foundation.address.postalCode}\n`,
          `${foundation.phone} · ${foundation.email}`,
        ],
        style: "contact",
      },
      { text: report.fictional[locale], style: "fictional" },
    ],
    defaultStyle: { font: "Roboto", fontSize: 11, color: colours.text, lineHeight: 1.3 },
    styles: {
      eyebrow: { fontSize: 10, bold: true, color: colours.lime, characterSpacing: 1.5 },
      title: { fontSize: 34, bold: true, color: "#FFFFFF" },
      subtitle: { fontSize: 14, color: "#F3ECDD" },
      heading: { fontSize: 18, bold: true, color: colours.deep, margin: [0, 18, 0, 8] },
      subheading: { fontSize: 12.5, bold: true, color: colours.primary, margin: [0, 6, 0, 2] },
      body: { margin: [0, 0, 0, 8] },
      figure: { fontSize: 22, bold: true, color: colours.primary },
      figureLabel: { fontSize: 10, color: colours.muted },
      tableHead: { bold: true, color: colours.deep },
      contact: { fontSize: 10, color: colours.muted, margin: [0, 24, 0, 8] },
      fictional: { fontSize: 9, italics: true, color: colours.muted },
      footer: { fontSize: 9, color: colours.muted },
    },
  };
}

export async function impactReportPdf(locale: Locale): Promise<Uint8Array> {
  return pdfmake().createPdf(impactReportDocument(locale)).getBuffer();
}
