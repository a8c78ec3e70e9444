import { formatNumber, type Locale } from "@rimbun/i18n";
import type { Localized } from "../lib/i18n.ts";

/** One key figure: a number shown in the reader's notation (never `1.120.000` on the English page). */
interface Figure {
  amount: number;
  /** Written right after the number: `%`, ` ha`. */
  unit?: string;
  label: Localized;
}

/** A key figure's number as the reader writes it: `1.120.000` / `1,120,000`, `34 ha`, `87%`. */
export function figureText(figure: Figure, locale: Locale): string {
  return `${formatNumber(figure.amount, locale)}${figure.unit ?? ""}`;
}

/**
 * The 2023 impact report, the source of the two PDFs the build writes to
 * `/pdf/{id|en}-Impact-Report-2023.pdf`. All figures are fictional demo data.
 */
export const impactReport2023 = {
  edition: 2023,
  title: { id: "Laporan Dampak 2023", en: "Impact Report 2023" } satisfies Localized,
  subtitle: {
    id: "Sepuluh tahun menanam bersama masyarakat",
    en: "Ten years of planting with communities",
  } satisfies Localized,
  foreword: {
    id: [
      "Tahun 2023 adalah tahun kesepuluh kami. Berkat 10 ribu donatur bulanan, kami menanam lebih dari satu juta pohon dalam setahun untuk pertama kalinya, dan seluruh bibit dirawat oleh warga desa yang diberi upah.",
      "Laporan ini menunjukkan apa yang tumbuh, di mana, dan bagaimana setiap rupiah digunakan.",
    ],
    en: [
      "2023 was our tenth year. Thanks to 10 thousand monthly donors we planted more than a million trees in a single year for the first time, every one of them cared for by paid villagers.",
      "This report shows what grew, where, and how every rupiah was used.",
    ],
  } satisfies Localized<string[]>,
  figuresHeading: { id: "Angka utama 2023", en: "Key figures 2023" } satisfies Localized,
  figures: [
    { amount: 1_120_000, label: { id: "pohon ditanam", en: "trees planted" } },
    {
      amount: 87,
      unit: "%",
      label: { id: "bibit bertahan setelah satu tahun", en: "of seedlings alive after one year" },
    },
    { amount: 34, unit: " ha", label: { id: "mangrove dipulihkan", en: "of mangroves restored" } },
    { amount: 3, label: { id: "danau dibersihkan", en: "lakes cleaned up" } },
    { amount: 58, label: { id: "desa mitra", en: "partner villages" } },
    { amount: 10_412, label: { id: "donatur bulanan", en: "monthly donors" } },
  ] satisfies Figure[],
  programmesHeading: { id: "Program", en: "Programmes" } satisfies Localized,
  programmes: [
    {
      title: { id: "Hutan lereng Gunung Salak", en: "Mount Salak slope forest" },
      body: {
        id: "640.000 bibit pohon asli ditanam di 12 desa penyangga; mata air di empat kampung kembali mengalir sepanjang tahun.",
        en: "640,000 native seedlings planted in 12 buffer villages; springs in four hamlets now flow all year.",
      },
    },
    {
      title: { id: "Mangrove pesisir utara", en: "North coast mangroves" },
      body: {
        id: "34 hektare sabuk mangrove dipulihkan di Demak bersama 210 keluarga nelayan.",
        en: "34 hectares of mangrove belt restored in Demak with 210 fishing families.",
      },
    },
    {
      title: { id: "Danau dan sungai", en: "Lakes and rivers" },
      body: {
        id: "Situ Gede, Situ Burung, dan Situ Leutik dibersihkan; 18 ton sampah dipilah dan 3.200 pohon peneduh ditanam.",
        en: "Situ Gede, Situ Burung and Situ Leutik cleaned up; 18 tonnes of rubbish sorted and 3,200 shade trees planted.",
      },
    },
    {
      title: { id: "Sekolah dan persemaian", en: "Schools and nurseries" },
      body: {
        id: "40 sekolah mengelola kebun bibit; 10 persemaian yang dikelola ibu-ibu desa menghasilkan 480.000 bibit.",
        en: "40 schools ran seedling gardens; 10 nurseries run by village women grew 480,000 seedlings.",
      },
    },
  ] satisfies { title: Localized; body: Localized }[],
  financesHeading: { id: "Keuangan 2023", en: "Finances 2023" } satisfies Localized,
  financesNote: {
    id: "Sesuai janji kami, 10% donasi digunakan untuk operasional dan 90% untuk program.",
    en: "As promised, 10% of donations funded operations and 90% went to programmes.",
  } satisfies Localized,
  financesColumns: { id: ["Pos", "Jumlah", "Bagian"], en: ["Item", "Amount", "Share"] } satisfies Localized<
    string[]
  >,
  finances: [
    {
      item: { id: "Penanaman dan perawatan pohon", en: "Tree planting and care" },
      amount: 9_180_000_000,
      share: "51%",
    },
    { item: { id: "Pemulihan mangrove", en: "Mangrove restoration" }, amount: 3_240_000_000, share: "18%" },
    { item: { id: "Danau dan sungai", en: "Lakes and rivers" }, amount: 2_160_000_000, share: "12%" },
    {
      item: { id: "Sekolah dan persemaian", en: "Schools and nurseries" },
      amount: 1_620_000_000,
      share: "9%",
    },
    { item: { id: "Operasional", en: "Operations" }, amount: 1_800_000_000, share: "10%" },
  ] satisfies { item: Localized; amount: number; share: string }[],
  financesTotal: { id: "Total donasi", en: "Total donations" } satisfies Localized,
  thanksHeading: { id: "Terima kasih", en: "Thank you" } satisfies Localized,
  thanks: {
    id: "Setiap pohon dalam laporan ini tumbuh karena kamu. Terima kasih sudah berjalan bersama kami selama sepuluh tahun.",
    en: "Every tree in this report grew because of you. Thank you for walking with us for ten years.",
  } satisfies Localized,
  fictional: {
    id: "Dokumen demo: yayasan, angka, dan tempat dalam laporan ini fiktif.",
    en: "Demo document: the foundation, figures and places in this report are fictional.",
  } satisfies Localized,
  page: { id: "Halaman", en: "Page" } satisfies Localized,
};
