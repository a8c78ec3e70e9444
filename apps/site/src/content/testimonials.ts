import type { TestimonialKind } from "@rimbun/domain/constants";
import type { Localized } from "../lib/i18n.ts";

/** Testimonial kinds: `manfaat` (impact, from people our programmes reach) and `sponsor` (donors). */
export interface Testimonial {
  type: TestimonialKind;
  name: string;
  title: Localized;
  feedback: Localized;
  /** Background of the drawn initials avatar (a token name). */
  tone: "leaf" | "sand" | "lime";
}

/** Fictional people; the avatars are drawn initials, not photos. */
export const testimonials: Testimonial[] = [
  {
    type: "manfaat",
    name: "Ibu Sumiati",
    title: { id: "Pengelola persemaian, Cibodas", en: "Nursery keeper, Cibodas" },
    feedback: {
      id: "Dulu saya hanya di rumah. Sekarang saya mengelola persemaian dan mendapat upah setiap bulan. Bibit kami sudah ditanam di tiga bukit.",
      en: "I used to stay at home. Now I run a nursery and earn a wage every month. Our seedlings are growing on three hills.",
    },
    tone: "leaf",
  },
  {
    type: "manfaat",
    name: "Pak Darsono",
    title: { id: "Nelayan, Demak", en: "Fisherman, Demak" },
    feedback: {
      id: "Sejak mangrove tumbuh lagi, air laut tidak masuk ke rumah setiap pasang. Kepiting dan udang juga kembali.",
      en: "Since the mangroves grew back, the sea no longer floods our house at every high tide. The crabs and prawns came back too.",
    },
    tone: "sand",
  },
  {
    type: "manfaat",
    name: "Hara",
    title: { id: "Pelajar, Situ Gede", en: "Student, Situ Gede" },
    feedback: {
      id: "Awalnya hanya saya dan dua teman. Sekarang setiap Minggu ada puluhan orang yang membersihkan danau bersama.",
      en: "At first it was just me and two friends. Now dozens of people clean the lake together every Sunday.",
    },
    tone: "lime",
  },
  {
    type: "manfaat",
    name: "Pak Ujang",
    title: { id: "Ketua kelompok tani hutan, Gunung Salak", en: "Forest farmer group leader, Mount Salak" },
    feedback: {
      id: "Mata air di kampung kami mengalir lagi sepanjang tahun. Anak-anak tidak perlu jalan jauh mengambil air.",
      en: "The spring in our village flows all year again. The children no longer walk far to fetch water.",
    },
    tone: "leaf",
  },
  {
    type: "sponsor",
    name: "Rina Kartika",
    title: { id: "Donatur bulanan sejak 2019", en: "Monthly donor since 2019" },
    feedback: {
      id: "Rp 50.000 sebulan terasa kecil, tapi laporan tahunannya menunjukkan pohon yang benar-benar tumbuh. Itu yang membuat saya bertahan.",
      en: "Rp 50,000 a month feels small, but the yearly report shows trees that really grow. That is why I stay.",
    },
    tone: "sand",
  },
  {
    type: "sponsor",
    name: "Andreas Wijaya",
    title: { id: "Donatur bulanan, Jakarta", en: "Monthly donor, Jakarta" },
    feedback: {
      id: "Daftarnya cepat, tagihannya jelas, dan saya bisa mengubah nominal sendiri dari dasbor.",
      en: "Signing up was quick, the invoices are clear, and I can change my amount myself in the dashboard.",
    },
    tone: "lime",
  },
  {
    type: "sponsor",
    name: "Dewi Lestari",
    title: { id: "Donatur dan relawan, Bandung", en: "Donor and volunteer, Bandung" },
    feedback: {
      id: "Saya mengajak teman kantor lewat tautan referal. Sekarang kami bertujuh berdonasi setiap bulan.",
      en: "I invited colleagues with my referral link. Now seven of us give every month.",
    },
    tone: "leaf",
  },
  {
    type: "sponsor",
    name: "Bayu Pratama",
    title: { id: "Donatur sekali, Surabaya", en: "Single donor, Surabaya" },
    feedback: {
      id: "Saya berdonasi untuk ulang tahun anak saya. Sertifikat pohonnya sekarang ditempel di kamarnya.",
      en: "I donated for my son's birthday. His tree certificate now hangs in his room.",
    },
    tone: "sand",
  },
];

export function testimonialsOf(type: TestimonialKind): Testimonial[] {
  return testimonials.filter((t) => t.type === type);
}
