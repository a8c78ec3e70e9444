import { formatRupiah } from "@rimbun/domain/money";
import { formatDateTime, formatShortDate } from "@rimbun/i18n";
import type { MatchingStatement } from "../../../lib/api.ts";
import {
  pdfColors as colors,
  type FoundationDetails,
  pdfLabel as label,
  letterhead,
  pageSetup,
  pdfHeaderCell,
  pdfRule,
  pdfTableLayout,
} from "../../../lib/pdf/pdf-parts.ts";

/**
 * The partner's statement of a matching pledge (docs/product/campaigns.md#matching-pledges): A4, in both
 * languages at once (the partner's finance team may read either; one file to invoice with), every gift the
 * pledge matched with its date, local id, gift and match, and the totals. Its words are a fixed bilingual
 * form, not the reader's catalog, so every staffer hands the partner the same document.
 */
const words = {
  title: "Laporan Dana Pendamping · Matching Statement",
  partner: "Mitra · Partner",
  campaign: "Kampanye · Campaign",
  pledge: "Janji · Pledge",
  period: "Periode · Period",
  made: "Dibuat · Made on",
  date: "Tanggal · Date",
  localId: "No. donasi · Donation no.",
  gift: "Donasi · Gift",
  match: "Pendamping · Match",
  total: "Jumlah · Total",
  empty: "Belum ada donasi yang didampingi. · No gift matched yet.",
  note: "Jumlah pendamping adalah yang ditagihkan kepada mitra. Donasi yang dikembalikan tidak dihitung. · The match total is what the partner is invoiced. Refunded gifts are not counted.",
} as const;

const ratioText = (ratio: number) =>
  ratio === 2 ? "2:1 (dilipatgandakan tiga · tripled)" : `${ratio}:1 (dilipatgandakan dua · doubled)`;

/** `dana-pendamping-<partner>-<start>.pdf`, the partner's name reduced to safe letters. */
export function matchingStatementFileName(statement: MatchingStatement): string {
  const partner = statement.pledge.partner_name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `dana-pendamping-${partner || "mitra"}-${statement.pledge.starts_on}.pdf`;
}

/** Every matched gift with its date, local id, gift and match, and the totals; the header repeats on each page. */
function giftTable(statement: MatchingStatement, rupiah: (value: number) => string) {
  const rows = statement.gifts.length
    ? statement.gifts.map((gift) => [
        { text: formatDateTime(gift.paid_at, "id"), noWrap: true },
        { text: gift.local_id },
        { text: rupiah(gift.gift), alignment: "right", noWrap: true },
        { text: rupiah(gift.match), alignment: "right", noWrap: true },
      ])
    : [[{ text: words.empty, colSpan: 4, color: colors.muted }, {}, {}, {}]];
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: ["auto", "*", "auto", "auto"],
      body: [
        [
          pdfHeaderCell(words.date),
          pdfHeaderCell(words.localId),
          pdfHeaderCell(words.gift, "right"),
          pdfHeaderCell(words.match, "right"),
        ],
        ...rows,
        [
          {
            text: [words.total, { text: `  (${statement.gifts.length})`, color: colors.muted, bold: false }],
            bold: true,
            colSpan: 2,
          },
          {},
          { text: rupiah(statement.total_gift), bold: true, alignment: "right", noWrap: true },
          {
            text: rupiah(statement.total_match),
            bold: true,
            alignment: "right",
            fontSize: 12,
            noWrap: true,
          },
        ],
      ],
    },
    layout: { ...pdfTableLayout, paddingTop: () => 5, paddingBottom: () => 5 },
  };
}

export function matchingStatementDocument(
  statement: MatchingStatement,
  foundation: FoundationDetails,
  madeAt: Date,
) {
  const rupiah = (value: number) => formatRupiah(value, "id");
  const day = (iso: string) => formatShortDate(`${iso}T05:00:00Z`, "id");
  const { pledge } = statement;
  const details: [string, string][] = [
    [words.partner, pledge.partner_name],
    [words.campaign, `${statement.campaign.title.id} · ${statement.campaign.title.en}`],
    [words.pledge, `${ratioText(pledge.ratio)} · batas · cap ${rupiah(pledge.cap)}`],
    [words.period, `${day(pledge.starts_on)} – ${day(pledge.ends_on)}`],
    [words.made, formatDateTime(madeAt, "id")],
  ];
  return {
    ...pageSetup(),
    info: { title: `${words.title} – ${pledge.partner_name}`, author: foundation.name },
    footer: (page: number, pages: number) => ({
      text: `${foundation.name} · ${words.title} · ${page}/${pages}`,
      alignment: "center",
      color: colors.muted,
      fontSize: 8,
      margin: [0, 12, 0, 0],
    }),
    content: [
      ...letterhead(foundation),
      { text: words.title, fontSize: 18, bold: true, color: colors.deep, margin: [0, 0, 0, 12] },
      {
        table: {
          widths: ["auto", "*"],
          body: details.map(([name, value]) => [label(name), { text: value, bold: true }]),
        },
        layout: "noBorders",
        margin: [0, 0, 0, 16],
      },
      giftTable(statement, rupiah),
      pdfRule([0, 16, 0, 12]),
      { text: words.note, color: colors.muted, fontSize: 9 },
    ],
  };
}
