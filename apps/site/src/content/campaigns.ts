import { campaignTitles } from "@rimbun/content";
import type { Localized } from "../lib/i18n.ts";

export type ArtScene = "forest" | "mangrove" | "lake" | "seedlings" | "river" | "school";

/**
 * Campaigns and programmes shown on the landing page. The three SPEC campaigns have their own page
 * (`/campaign/{slug}`) and take tagged donations; the others are ongoing programmes funded by monthly
 * giving. All names, places and figures are fictional.
 */
export interface Campaign {
  slug: string;
  /** Only campaigns with a page take campaign-tagged donations (the API knows these slugs). */
  hasPage: boolean;
  scene: ArtScene;
  title: Localized;
  summary: Localized;
  place: Localized;
  /** Target in rupiah; the live raised amount comes from the API on the campaign page. */
  target: number;
  /** Shown on the landing card before live figures load (the build's snapshot, not live). */
  raisedSnapshot: number;
  startDate: string;
  endDate: string;
  story: Localized<string[]>;
  uses: Localized<string[]>;
}

export const campaigns: Campaign[] = [
  {
    slug: "bersama-jaga-alam-kita",
    hasPage: true,
    scene: "forest",
    title: campaignTitles["bersama-jaga-alam-kita"],
    summary: {
      id: "Menanam 50.000 pohon asli di lereng gundul Gunung Salak bersama 12 desa penyangga.",
      en: "Planting 50,000 native trees on the bare slopes of Mount Salak with 12 buffer villages.",
    },
    place: { id: "Bogor, Jawa Barat", en: "Bogor, West Java" },
    target: 500_000_000,
    raisedSnapshot: 312_450_000,
    startDate: "2026-03-01",
    endDate: "2027-02-28",
    story: {
      id: [
        "Longsor kecil di lereng Gunung Salak makin sering terjadi sejak hutan di atas desa berubah menjadi lahan terbuka. Air hujan tidak lagi tertahan akar, mata air di bawahnya mulai kering di musim kemarau.",
        "Bersama kelompok tani hutan di 12 desa penyangga, kami menanam kembali pohon asli seperti puspa, rasamala, dan aren. Setiap bibit dirawat warga selama tiga tahun pertama, dan warga mendapat upah perawatan dari donasi ini.",
        "Setiap Rp 10.000 membantu satu bibit tumbuh sampai cukup kuat untuk bertahan sendiri.",
      ],
      en: [
        "Small landslides on Mount Salak's slopes have become frequent since the forest above the villages was cleared. Rain is no longer held by roots, and the springs below run dry in the dry season.",
        "With forest farmer groups in 12 buffer villages, we are replanting native trees such as puspa, rasamala and sugar palm. Villagers look after every seedling for its first three years and are paid for that care from this campaign.",
        "Every Rp 10.000 helps one seedling grow strong enough to stand on its own.",
      ],
    },
    uses: {
      id: [
        "Bibit pohon asli dari persemaian desa",
        "Upah perawatan bibit selama 3 tahun",
        "Pelatihan kelompok tani hutan",
      ],
      en: [
        "Native seedlings from village nurseries",
        "Three years of paid seedling care",
        "Training for forest farmer groups",
      ],
    },
  },
  {
    slug: "donasi-untuk-aksi-bonus-untuk-prestasi",
    hasPage: true,
    scene: "school",
    title: campaignTitles["donasi-untuk-aksi-bonus-untuk-prestasi"],
    summary: {
      id: "Sekolah yang paling rajin merawat kebun bibitnya mendapat beasiswa lingkungan untuk siswanya.",
      en: "Schools that care best for their seedling gardens earn environmental scholarships for their pupils.",
    },
    place: { id: "Sukabumi dan Cianjur", en: "Sukabumi and Cianjur" },
    target: 250_000_000,
    raisedSnapshot: 98_700_000,
    startDate: "2026-07-01",
    endDate: "2027-06-30",
    story: {
      id: [
        "Di 40 sekolah dasar, siswa membangun kebun bibit kecil di halaman sekolah. Bibit yang mereka rawat kemudian ditanam di lahan kritis sekitar desa.",
        "Donasimu membiayai polybag, media tanam, dan pendamping lapangan. Setiap semester, sekolah dengan bibit tumbuh terbanyak mendapat beasiswa lingkungan untuk sepuluh siswanya.",
      ],
      en: [
        "In 40 primary schools, pupils build small seedling gardens in the schoolyard. The seedlings they raise are then planted on degraded land around the village.",
        "Your donation pays for planting bags, soil and field mentors. Every semester, the school with the most surviving seedlings earns environmental scholarships for ten of its pupils.",
      ],
    },
    uses: {
      id: ["Perlengkapan kebun bibit sekolah", "Pendamping lapangan", "Beasiswa lingkungan untuk siswa"],
      en: ["School seedling garden supplies", "Field mentors", "Environmental scholarships for pupils"],
    },
  },
  {
    slug: "bantu-hara-jaga-situ-gede",
    hasPage: true,
    scene: "lake",
    title: campaignTitles["bantu-hara-jaga-situ-gede"],
    summary: {
      id: "Hara, 14 tahun, mengajak warga membersihkan Situ Gede dan menanam pohon di sepanjang tepiannya.",
      en: "Hara, 14, is rallying neighbours to clean Situ Gede lake and plant trees along its shore.",
    },
    place: { id: "Situ Gede, Bogor", en: "Situ Gede, Bogor" },
    target: 150_000_000,
    raisedSnapshot: 121_300_000,
    startDate: "2026-05-01",
    endDate: "2026-12-31",
    story: {
      id: [
        "Hara tumbuh besar di tepi Situ Gede. Tahun lalu ia melihat sampah plastik menutupi sebagian danau dan ikan-ikan mati setelah hujan besar. Ia mulai memungut sampah setiap Minggu pagi, lalu teman-temannya ikut.",
        "Kini gerakan kecil Hara butuh dukungan: jaring sampah, tempat pemilahan, dan 3.000 pohon peneduh untuk menahan erosi tepian danau.",
      ],
      en: [
        "Hara grew up on the shore of Situ Gede. Last year she watched plastic cover part of the lake and fish die after heavy rain. She started picking up rubbish every Sunday morning, and her friends joined in.",
        "Now Hara's small movement needs support: litter nets, a sorting station and 3,000 shade trees to stop the shore from eroding.",
      ],
    },
    uses: {
      id: ["Jaring penahan sampah", "Tempat pemilahan sampah warga", "3.000 pohon peneduh tepian danau"],
      en: ["Litter-trap nets", "A community sorting station", "3,000 shade trees along the shore"],
    },
  },
  {
    slug: "mangrove-pesisir-utara",
    hasPage: false,
    scene: "mangrove",
    title: { id: "Mangrove Pesisir Utara", en: "North Coast Mangroves" },
    summary: {
      id: "Memulihkan 20 hektare sabuk mangrove yang melindungi tambak dan rumah nelayan dari abrasi.",
      en: "Restoring 20 hectares of mangrove belt that shields fish ponds and fishing homes from erosion.",
    },
    place: { id: "Demak, Jawa Tengah", en: "Demak, Central Java" },
    target: 400_000_000,
    raisedSnapshot: 276_000_000,
    startDate: "2025-01-01",
    endDate: "2027-12-31",
    story: { id: [], en: [] },
    uses: { id: [], en: [] },
  },
  {
    slug: "persemaian-desa",
    hasPage: false,
    scene: "seedlings",
    title: { id: "Persemaian Desa", en: "Village Nurseries" },
    summary: {
      id: "Sepuluh persemaian yang dikelola ibu-ibu desa menghasilkan 200.000 bibit setiap tahun.",
      en: "Ten nurseries run by village women grow 200,000 seedlings every year.",
    },
    place: { id: "Jawa Barat dan Banten", en: "West Java and Banten" },
    target: 200_000_000,
    raisedSnapshot: 154_000_000,
    startDate: "2025-01-01",
    endDate: "2027-12-31",
    story: { id: [], en: [] },
    uses: { id: [], en: [] },
  },
  {
    slug: "sungai-bersih-cisadane",
    hasPage: false,
    scene: "river",
    title: { id: "Sungai Bersih Cisadane", en: "Clean Cisadane River" },
    summary: {
      id: "Menanam bambu dan pohon di bantaran sungai serta memasang penahan sampah di lima titik.",
      en: "Planting bamboo and trees along the riverbanks and fitting litter traps at five points.",
    },
    place: { id: "Tangerang, Banten", en: "Tangerang, Banten" },
    target: 300_000_000,
    raisedSnapshot: 87_500_000,
    startDate: "2026-01-01",
    endDate: "2027-12-31",
    story: { id: [], en: [] },
    uses: { id: [], en: [] },
  },
];

/** Cards shown before "Show more". */
export const CAMPAIGNS_SHOWN_FIRST = 3;

export function findCampaign(slug: string): Campaign | undefined {
  return campaigns.find((c) => c.slug === slug);
}

export const campaignsWithPage = campaigns.filter((c) => c.hasPage);
