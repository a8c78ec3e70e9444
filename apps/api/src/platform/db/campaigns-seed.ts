import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { campaigns } from "./schema/index.ts";

type SeedCampaign = Omit<typeof campaigns.$inferInsert, "createdAt" | "updatedAt" | "updatedBy">;

/**
 * The campaigns and programmes the site showed before staff could edit them
 * (docs/product/campaigns.md#campaigns-and-programmes): the three original campaigns with their own page, and
 * three programmes funded by monthly giving (their amounts so far are recorded as raised offline: no gift is
 * tagged with a programme). All names, places and figures are fictional. Inserted on the first start; staff
 * edits are never overwritten.
 */
export const seedCampaigns: SeedCampaign[] = [
  {
    slug: "bersama-jaga-alam-kita",
    kind: "campaign",
    status: "published",
    scene: "forest",
    titleId: "Bersama Jaga Alam Kita",
    titleEn: "Guarding Our Nature Together",
    summaryId: "Menanam 50.000 pohon asli di lereng gundul Gunung Salak bersama 12 desa penyangga.",
    summaryEn: "Planting 50,000 native trees on the bare slopes of Mount Salak with 12 buffer villages.",
    placeId: "Bogor, Jawa Barat",
    placeEn: "Bogor, West Java",
    target: 500_000_000,
    startsOn: "2026-03-01",
    endsOn: "2027-02-28",
    storyId:
      "Longsor kecil di lereng Gunung Salak makin sering terjadi sejak hutan di atas desa berubah menjadi lahan terbuka. Air hujan tidak lagi tertahan akar, mata air di bawahnya mulai kering di musim kemarau.\n\nBersama kelompok tani hutan di 12 desa penyangga, kami menanam kembali pohon asli seperti puspa, rasamala, dan aren. Setiap bibit dirawat warga selama tiga tahun pertama, dan warga mendapat upah perawatan dari donasi ini.\n\nSetiap Rp 10.000 membantu satu bibit tumbuh sampai cukup kuat untuk bertahan sendiri.",
    storyEn:
      "Small landslides on Mount Salak's slopes have become frequent since the forest above the villages was cleared. Rain is no longer held by roots, and the springs below run dry in the dry season.\n\nWith forest farmer groups in 12 buffer villages, we are replanting native trees such as puspa, rasamala and sugar palm. Villagers look after every seedling for its first three years and are paid for that care from this campaign.\n\nEvery Rp 10,000 helps one seedling grow strong enough to stand on its own.",
    usesId:
      "- Bibit pohon asli dari persemaian desa\n- Upah perawatan bibit selama 3 tahun\n- Pelatihan kelompok tani hutan",
    usesEn:
      "- Native seedlings from village nurseries\n- Three years of paid seedling care\n- Training for forest farmer groups",
    sortOrder: 10,
  },
  {
    slug: "donasi-untuk-aksi-bonus-untuk-prestasi",
    kind: "campaign",
    status: "published",
    scene: "school",
    titleId: "Donasi untuk Aksi, Bonus untuk Prestasi",
    titleEn: "Donate for Action, Reward Achievement",
    summaryId:
      "Sekolah yang paling rajin merawat kebun bibitnya mendapat beasiswa lingkungan untuk siswanya.",
    summaryEn:
      "Schools that care best for their seedling gardens earn environmental scholarships for their pupils.",
    placeId: "Sukabumi dan Cianjur",
    placeEn: "Sukabumi and Cianjur",
    target: 250_000_000,
    startsOn: "2026-07-01",
    endsOn: "2027-06-30",
    storyId:
      "Di 40 sekolah dasar, siswa membangun kebun bibit kecil di halaman sekolah. Bibit yang mereka rawat kemudian ditanam di lahan kritis sekitar desa.\n\nDonasimu membiayai polybag, media tanam, dan pendamping lapangan. Setiap semester, sekolah dengan bibit tumbuh terbanyak mendapat beasiswa lingkungan untuk sepuluh siswanya.",
    storyEn:
      "In 40 primary schools, pupils build small seedling gardens in the schoolyard. The seedlings they raise are then planted on degraded land around the village.\n\nYour donation pays for planting bags, soil and field mentors. Every semester, the school with the most surviving seedlings earns environmental scholarships for ten of its pupils.",
    usesId: "- Perlengkapan kebun bibit sekolah\n- Pendamping lapangan\n- Beasiswa lingkungan untuk siswa",
    usesEn: "- School seedling garden supplies\n- Field mentors\n- Environmental scholarships for pupils",
    sortOrder: 20,
  },
  {
    slug: "bantu-hara-jaga-situ-gede",
    kind: "campaign",
    status: "published",
    scene: "lake",
    titleId: "Bantu Hara Jaga Situ Gede",
    titleEn: "Help Hara Protect Situ Gede",
    summaryId:
      "Hara, 14 tahun, mengajak warga membersihkan Situ Gede dan menanam pohon di sepanjang tepiannya.",
    summaryEn: "Hara, 14, is rallying neighbours to clean Situ Gede lake and plant trees along its shore.",
    placeId: "Situ Gede, Bogor",
    placeEn: "Situ Gede, Bogor",
    target: 150_000_000,
    startsOn: "2026-05-01",
    endsOn: "2026-12-31",
    storyId:
      "Hara tumbuh besar di tepi Situ Gede. Tahun lalu ia melihat sampah plastik menutupi sebagian danau dan ikan-ikan mati setelah hujan besar. Ia mulai memungut sampah setiap Minggu pagi, lalu teman-temannya ikut.\n\nKini gerakan kecil Hara butuh dukungan: jaring sampah, tempat pemilahan, dan 3.000 pohon peneduh untuk menahan erosi tepian danau.",
    storyEn:
      "Hara grew up on the shore of Situ Gede. Last year she watched plastic cover part of the lake and fish die after heavy rain. She started picking up rubbish every Sunday morning, and her friends joined in.\n\nNow Hara's small movement needs support: litter nets, a sorting station and 3,000 shade trees to stop the shore from eroding.",
    usesId: "- Jaring penahan sampah\n- Tempat pemilahan sampah warga\n- 3.000 pohon peneduh tepian danau",
    usesEn: "- Litter-trap nets\n- A community sorting station\n- 3,000 shade trees along the shore",
    sortOrder: 30,
  },
  {
    slug: "mangrove-pesisir-utara",
    kind: "programme",
    status: "published",
    scene: "mangrove",
    titleId: "Mangrove Pesisir Utara",
    titleEn: "North Coast Mangroves",
    summaryId: "Memulihkan 20 hektare sabuk mangrove yang melindungi tambak dan rumah nelayan dari abrasi.",
    summaryEn:
      "Restoring 20 hectares of mangrove belt that shields fish ponds and fishing homes from erosion.",
    placeId: "Demak, Jawa Tengah",
    placeEn: "Demak, Central Java",
    target: 400_000_000,
    startsOn: "2025-01-01",
    endsOn: "2027-12-31",
    storyId: "",
    storyEn: "",
    usesId: "",
    usesEn: "",
    sortOrder: 40,
    raisedOffline: 276_000_000,
  },
  {
    slug: "persemaian-desa",
    kind: "programme",
    status: "published",
    scene: "seedlings",
    titleId: "Persemaian Desa",
    titleEn: "Village Nurseries",
    summaryId: "Sepuluh persemaian yang dikelola ibu-ibu desa menghasilkan 200.000 bibit setiap tahun.",
    summaryEn: "Ten nurseries run by village women grow 200,000 seedlings every year.",
    placeId: "Jawa Barat dan Banten",
    placeEn: "West Java and Banten",
    target: 200_000_000,
    startsOn: "2025-01-01",
    endsOn: "2027-12-31",
    storyId: "",
    storyEn: "",
    usesId: "",
    usesEn: "",
    sortOrder: 50,
    raisedOffline: 154_000_000,
  },
  {
    slug: "sungai-bersih-cisadane",
    kind: "programme",
    status: "published",
    scene: "river",
    titleId: "Sungai Bersih Cisadane",
    titleEn: "Clean Cisadane River",
    summaryId: "Menanam bambu dan pohon di bantaran sungai serta memasang penahan sampah di lima titik.",
    summaryEn: "Planting bamboo and trees along the riverbanks and fitting litter traps at five points.",
    placeId: "Tangerang, Banten",
    placeEn: "Tangerang, Banten",
    target: 300_000_000,
    startsOn: "2026-01-01",
    endsOn: "2027-12-31",
    storyId: "",
    storyEn: "",
    usesId: "",
    usesEn: "",
    sortOrder: 60,
    raisedOffline: 87_500_000,
  },
];

/**
 * First start: inserts the seed campaigns. A database from before campaigns were editable has the three
 * campaigns as bare rows (slug and target): their texts are filled in once, while the title is empty.
 */
export async function ensureCampaigns(db: Database): Promise<void> {
  await db
    .insert(campaigns)
    .values(seedCampaigns.map((campaign) => ({ ...campaign, firstPublishedAt: new Date() })))
    .onConflictDoUpdate({
      target: campaigns.slug,
      set: Object.fromEntries(
        [
          "kind",
          "titleId",
          "titleEn",
          "summaryId",
          "summaryEn",
          "placeId",
          "placeEn",
          "storyId",
          "storyEn",
          "usesId",
          "usesEn",
          "startsOn",
          "endsOn",
          "scene",
          "sortOrder",
          "raisedOffline",
        ].map((key) => [key, sql.raw(`excluded.${columnName(key)}`)]),
      ),
      setWhere: sql`${campaigns.titleId} = ''`,
    });
}

function columnName(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
