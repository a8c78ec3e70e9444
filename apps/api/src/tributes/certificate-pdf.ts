import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { foundation } from "@rimbun/content";
import { co2ForAmount, formatRupiah, type Rupiah } from "@rimbun/domain/money";
import type { TributeOccasion } from "@rimbun/domain/tributes";
import { formatKilograms } from "@rimbun/i18n";
import { token } from "../mail/mail-tokens.ts";
import { mailDate } from "../mail/templates.ts";
import type { Locale } from "../platform/db/schema/users.ts";
import { translate } from "../platform/http/i18n.ts";
import { tributeMessages as m } from "./tribute-messages.ts";

// pdfmake runs in Node with the Roboto fonts it ships, as the site's impact report does
// (apps/site/src/lib/impact-report-pdf.ts).
const require = createRequire(import.meta.url);

interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(callback: (url: string) => boolean): void;
  setLocalAccessPolicy(callback: (path: string) => boolean): void;
  createPdf(doc: object): { getBuffer(): Promise<Uint8Array> };
}

let instance: PdfMake | undefined;

function pdfmake(): PdfMake {
  if (instance) return instance;
  const loaded = require("pdfmake") as PdfMake;
  const fontDir = join(dirname(require.resolve("pdfmake/package.json")), "fonts", "Roboto");
  loaded.setFonts({
    Roboto: {
      normal: join(fontDir, "Roboto-Regular.ttf"),
      bold: join(fontDir, "Roboto-Medium.ttf"),
      italics: join(fontDir, "Roboto-Italic.ttf"),
      bolditalics: join(fontDir, "Roboto-MediumItalic.ttf"),
    },
  });
  // Donors' text is drawn as text, never read as a resource: no remote fetches, no files but the fonts.
  loaded.setUrlAccessPolicy(() => false);
  loaded.setLocalAccessPolicy((path) => path.startsWith(fontDir));
  instance = loaded;
  return loaded;
}

/** What one certificate shows. */
export interface CertificateInput {
  localId: string;
  occasion: TributeOccasion;
  honoreeName: string;
  donorName: string;
  message: string | null;
  amount: number;
  showAmount: boolean;
  purpose: string;
  paidAt: Date;
}

const colours = {
  page: token("color-page"),
  band: token("color-footer"),
  primary: token("color-primary"),
  accent: token("color-accent"),
  text: token("color-text"),
  muted: token("color-text-muted"),
  line: token("color-border"),
};

/** The certificate's document (A4 portrait, the product's colours): plain text only, pdfmake escapes nothing. */
export function certificateDocument(locale: Locale, input: CertificateInput) {
  const t = (descriptor: Parameters<typeof translate>[1], values?: Record<string, unknown>) =>
    translate(locale, descriptor, values);
  const kg = formatKilograms(co2ForAmount(input.amount as Rupiah), locale);
  return {
    pageSize: "A4",
    pageOrientation: "portrait",
    pageMargins: [60, 70, 60, 60],
    info: { title: `${t(m.certificateTitle)} ${input.localId}`, author: foundation.name, language: locale },
    background: () => ({
      canvas: [
        { type: "rect", x: 0, y: 0, w: 595.28, h: 841.89, color: colours.page },
        { type: "rect", x: 0, y: 0, w: 595.28, h: 150, color: colours.band },
        { type: "rect", x: 30, y: 180, w: 535.28, h: 620, r: 12, lineColor: colours.line, lineWidth: 1.5 },
      ],
    }),
    content: [
      { text: foundation.name.toUpperCase(), style: "eyebrow" },
      { text: t(m.certificateTitle), style: "title" },
      { text: t(input.occasion === "memory" ? m.certificateMemory : m.certificateHonour), style: "occasion" },
      { text: input.honoreeName, style: "honoree" },
      {
        text: t(m.certificateGivenBy, {
          donor: input.donorName,
          purpose: input.purpose,
          date: mailDate(input.paidAt, locale),
        }),
        style: "body",
      },
      ...(input.showAmount ? [{ text: formatRupiah(input.amount as Rupiah, locale), style: "amount" }] : []),
      { text: t(m.certificateImpact, { kg }), style: "figure" },
      { text: t(m.certificateImpactLabel), style: "figureLabel" },
      ...(input.message ? [{ text: `“${input.message}”`, style: "message" }] : []),
      { text: t(m.certificateNumber, { localId: input.localId }), style: "small" },
      { text: `${foundation.name} · ${foundation.email}`, style: "small" },
    ],
    defaultStyle: { font: "Roboto", fontSize: 12, color: colours.text, lineHeight: 1.3, alignment: "center" },
    styles: {
      eyebrow: {
        fontSize: 10,
        bold: true,
        color: colours.accent,
        characterSpacing: 1.5,
        margin: [0, 0, 0, 6],
      },
      title: { fontSize: 28, bold: true, color: "#FFFFFF", margin: [0, 0, 0, 90] },
      occasion: { fontSize: 14, color: colours.muted, margin: [0, 50, 0, 8] },
      honoree: { fontSize: 30, bold: true, color: colours.primary, margin: [0, 0, 0, 36] },
      body: { fontSize: 13, margin: [20, 0, 20, 16] },
      amount: { fontSize: 16, bold: true, margin: [0, 0, 0, 16] },
      figure: { fontSize: 24, bold: true, color: colours.primary },
      figureLabel: { fontSize: 10, color: colours.muted, margin: [0, 0, 0, 40] },
      message: { fontSize: 14, italics: true, margin: [30, 0, 30, 60] },
      small: { fontSize: 9, color: colours.muted, margin: [0, 0, 0, 4] },
    },
  };
}

export async function certificatePdf(locale: Locale, input: CertificateInput): Promise<Uint8Array> {
  return pdfmake().createPdf(certificateDocument(locale, input)).getBuffer();
}

/** The certificate's file name: `certificate-RL-261123-4F2A9C-en.pdf` / `sertifikat-…-id.pdf`. */
export function certificateFileName(locale: Locale, localId: string): string {
  return `${translate(locale, m.certificateFileName)}-${localId}-${locale}.pdf`;
}
