import type { Localized } from "../lib/i18n.ts";

/** Landing page content in both languages: donation steps, monthly benefits, partners and FAQ. */

/** The seven donation steps (docs/product/donation-flow.md#public-pages). */
export const donationSteps: { title: Localized; body: Localized }[] = [
  {
    title: { id: "Pilih bulanan atau sekali", en: "Choose monthly or once" },
    body: {
      id: "Donasi bulanan membuat program berjalan sepanjang tahun; donasi sekali juga sangat berarti.",
      en: "Monthly giving keeps programmes running all year; a single gift matters too.",
    },
  },
  {
    title: { id: "Tentukan nominal", en: "Pick an amount" },
    body: {
      id: "Pilih Rp 10.000, Rp 50.000, Rp 100.000, Rp 250.000 atau tulis nominalmu sendiri.",
      en: "Choose Rp 10,000, Rp 50,000, Rp 100,000, Rp 250,000 or type your own amount.",
    },
  },
  {
    title: { id: "Setujui ketentuan", en: "Accept the terms" },
    body: { id: "Centang kotak persetujuan, lalu lanjutkan.", en: "Tick the agreement box and continue." },
  },
  {
    title: { id: "Isi data diri", en: "Fill in your details" },
    body: {
      id: "Nama lengkap, e-mail, dan nomor telepon untuk tanda terima dan akses dasbor.",
      en: "Full name, e-mail and phone number for your receipt and dashboard access.",
    },
  },
  {
    title: { id: "Pilih metode pembayaran", en: "Choose how to pay" },
    body: {
      id: "Kartu kredit/debit, e-wallet, virtual account, atau QRIS.",
      en: "Credit/debit card, e-wallet, virtual account or QRIS.",
    },
  },
  {
    title: { id: "Masukkan kode referal (opsional)", en: "Add a referral code (optional)" },
    body: {
      id: "Diajak teman atau relawan? Masukkan kodenya agar mereka ikut tercatat.",
      en: "Invited by a friend or volunteer? Add their code so they get the credit.",
    },
  },
  {
    title: { id: "Bayar dan terima konfirmasi", en: "Pay and get your confirmation" },
    body: {
      id: "Selesaikan pembayaran di halaman penyedia pembayaran. Tanda terima dikirim ke e-mailmu.",
      en: "Finish paying on the payment provider's page. Your receipt arrives by e-mail.",
    },
  },
];

/** Monthly donor benefits. */
export const monthlyBenefits: {
  icon: "dashboard" | "badge" | "report" | "control" | "share";
  title: Localized;
  body: Localized;
}[] = [
  {
    icon: "dashboard",
    title: { id: "Dasbor donatur", en: "Your donor dashboard" },
    body: {
      id: "Lihat riwayat donasi dan unduh atau cetak invoice kapan saja.",
      en: "See your donation history and download or print invoices any time.",
    },
  },
  {
    icon: "badge",
    title: { id: "Lencana pencapaian", en: "Achievement badges" },
    body: {
      id: "Kumpulkan lima lencana, dari Benih sampai Penjaga Alam.",
      en: "Collect five badges, from Seed to Nature Guardian.",
    },
  },
  {
    icon: "report",
    title: { id: "Laporan dampak tahunan", en: "A yearly impact report" },
    body: {
      id: "Lihat berapa pohon yang tumbuh dan ke mana setiap rupiah digunakan.",
      en: "See how many trees grew and where every rupiah went.",
    },
  },
  {
    icon: "control",
    title: { id: "Kendali penuh", en: "Full control" },
    body: {
      id: "Ubah nominal atau metode pembayaran, atau berhenti kapan saja.",
      en: "Change your amount or payment method, or stop at any time.",
    },
  },
  {
    icon: "share",
    title: { id: "Tautan ajakan pribadi", en: "Your own invite link" },
    body: {
      id: "Ajak teman berdonasi dan lihat dampak yang kalian buat bersama.",
      en: "Invite friends to give and see the impact you make together.",
    },
  },
];

/** Fictional partner organisations, drawn as simple wordmarks (no real logos). */
export const partners: { name: string; kind: Localized }[] = [
  { name: "Koperasi Tani Hutan Salak", kind: { id: "Mitra lapangan", en: "Field partner" } },
  { name: "Universitas Hijau Nusantara", kind: { id: "Mitra riset", en: "Research partner" } },
  { name: "Bank Benih Lestari", kind: { id: "Mitra persemaian", en: "Nursery partner" } },
  { name: "Komunitas Pesisir Demak", kind: { id: "Mitra mangrove", en: "Mangrove partner" } },
  { name: "PT Contoh Logistik", kind: { id: "Mitra korporasi", en: "Corporate partner" } },
  { name: "Sekolah Alam Cianjur", kind: { id: "Mitra pendidikan", en: "Education partner" } },
];

/**
 * FAQ, answered in plain words; the landing's copy claims live here
 * (docs/product/donation-flow.md#public-pages).
 */
export const faq: { question: Localized; answer: Localized<string[]> }[] = [
  {
    question: { id: "Ke mana donasiku disalurkan?", en: "Where does my donation go?" },
    answer: {
      id: [
        "90% dari donasimu disalurkan ke program: bibit, upah perawatan, pemulihan mangrove, dan pembersihan danau. 10% digunakan untuk operasional seperti staf lapangan dan administrasi.",
      ],
      en: [
        "90% of your donation goes to programmes: seedlings, paid care, mangrove restoration and lake clean-ups. 10% pays for operations such as field staff and administration.",
      ],
    },
  },
  {
    question: { id: "Bagaimana donasi bulanan ditagihkan?", en: "How is a monthly donation charged?" },
    answer: {
      id: [
        "Dengan kartu kredit/debit, debit langsung BRI, OVO, atau ShopeePay (sistem berulang), donasi ditagihkan otomatis setiap bulan setelah kami mengirim e-mail tagihan.",
        "Dengan virtual account, DANA, LinkAja, atau QRIS (sistem pengingat), kami mengirim pengingat 3 hari sebelumnya, lalu tagihan berisi tautan pembayaran. Kamu membayar sendiri setiap bulan.",
      ],
      en: [
        "With a credit/debit card, BRI direct debit, OVO or ShopeePay (recurring system), your gift is charged automatically every month after we e-mail the invoice.",
        "With a virtual account, DANA, LinkAja or QRIS (reminder system), we send a reminder 3 days before, then an invoice with a payment link. You pay it yourself each month.",
      ],
    },
  },
  {
    question: { id: "Bagaimana cara menghentikan donasi bulanan?", en: "How do I stop a monthly donation?" },
    answer: {
      id: [
        "Setiap e-mail tagihan bulanan berisi tautan untuk menghentikan donasi. Donasi berhenti begitu kamu mengonfirmasi: tidak ada tagihan atau penarikan lagi. Kamu juga bisa menghentikannya dari dasbor.",
      ],
      en: [
        "Every monthly invoice e-mail has a link to stop the donation. It stops as soon as you confirm: no more invoices or charges. You can also stop it in your dashboard.",
      ],
    },
  },
  {
    question: { id: "Berapa donasi minimalnya?", en: "What is the minimum donation?" },
    answer: {
      id: ["Rp 10.000 per bulan untuk donasi bulanan dan Rp 50.000 untuk donasi sekali."],
      en: ["Rp 10,000 a month for monthly giving and Rp 50,000 for a single donation."],
    },
  },
  {
    question: { id: "Apakah pembayarannya aman?", en: "Is paying safe?" },
    answer: {
      id: [
        "Pembayaran diproses oleh penyedia pembayaran pihak ketiga yang berizin. Kami tidak pernah melihat atau menyimpan nomor kartumu.",
      ],
      en: [
        "Payments are processed by a licensed third-party payment provider. We never see or store your card number.",
      ],
    },
  },
  {
    question: { id: "Apakah yayasan ini punya izin?", en: "Is the foundation licensed?" },
    answer: {
      id: [
        "Ya. Yayasan memegang izin pengumpulan uang dan barang yang nomornya tercantum di bagian bawah halaman. (Di situs demo ini, izinnya fiktif.)",
      ],
      en: [
        "Yes. The foundation holds a fundraising licence; its number is at the bottom of every page. (On this demo site, the licence is fictional.)",
      ],
    },
  },
  {
    question: { id: "Apa itu kode referal?", en: "What is a referral code?" },
    answer: {
      id: [
        "Kode dari teman atau relawan (Fundraiser Buddy) yang mengajakmu. Kode ini opsional dan tidak mengubah nominal donasimu.",
      ],
      en: [
        "A code from the friend or volunteer (Fundraiser Buddy) who invited you. It is optional and does not change your donation.",
      ],
    },
  },
];
