import type { Localized } from "../lib/i18n.ts";

/**
 * Terms and conditions, written in both languages (long prose stays out of the catalogs).
 * The foundation and its licence are fictional (see foundation.ts).
 */
export interface TermsSection {
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
}

export const termsUpdatedAt = "2026-11-01";

export const terms: Localized<TermsSection[]> = {
  id: [
    {
      id: "tentang",
      title: "1. Tentang ketentuan ini",
      paragraphs: [
        'Ketentuan ini berlaku untuk setiap donasi yang kamu berikan kepada Yayasan Rimbun Lestari ("Yayasan", "kami") melalui situs ini. Dengan mencentang kotak persetujuan saat berdonasi, kamu menyetujui ketentuan ini.',
        "Yayasan Rimbun Lestari adalah yayasan fiktif untuk keperluan demo. Nama, alamat, izin, dan kampanye di situs ini tidak nyata.",
      ],
    },
    {
      id: "donasi",
      title: "2. Jenis donasi",
      paragraphs: ["Kamu bisa berdonasi dengan tiga cara:"],
      items: [
        "Donasi bulanan: minimal Rp 10.000 per bulan, ditagihkan setiap bulan sampai kamu menghentikannya.",
        "Donasi sekali: minimal Rp 50.000, ditagihkan satu kali.",
        "Donasi tambahan (boost) dari dasbor donatur dan donasi untuk kampanye tertentu.",
        "Donasi maksimal untuk satu transaksi adalah Rp 100.000.000.",
      ],
    },
    {
      id: "penggunaan",
      title: "3. Penggunaan dana",
      paragraphs: [
        "10% dari setiap donasi digunakan untuk biaya operasional (gaji staf lapangan, transportasi, dan administrasi). Sisanya, 90%, disalurkan langsung ke program penanaman pohon, pemulihan mangrove, dan perlindungan danau.",
        "Donasi untuk kampanye dicatat atas nama kampanye tersebut. Jika target kampanye sudah terpenuhi, kelebihan dana disalurkan ke program sejenis.",
        "Kami menerbitkan laporan dampak setiap tahun yang bisa kamu unduh di situs ini.",
      ],
    },
    {
      id: "pembayaran",
      title: "4. Pembayaran",
      paragraphs: [
        "Pembayaran diproses oleh penyedia pembayaran pihak ketiga yang berizin. Kami tidak menyimpan nomor kartu kredit atau debitmu.",
        "Metode yang tersedia: kartu kredit/debit, debit langsung, virtual account, dompet digital (e-wallet), dan QRIS.",
      ],
    },
    {
      id: "bulanan",
      title: "5. Cara kerja donasi bulanan",
      paragraphs: [
        "Donasi bulanan berulang setiap bulan dengan nominal yang sama, mulai dari bulan pertama kamu membayar.",
      ],
      items: [
        "Sistem berulang (recurring): dengan kartu, debit langsung BRI, OVO, atau ShopeePay, donasimu ditagihkan otomatis setiap bulan setelah kami mengirim e-mail tagihan.",
        "Sistem pengingat (reminder): dengan virtual account, DANA, LinkAja, atau QRIS, kami mengirim e-mail pengingat 3 hari sebelumnya, lalu tagihan berisi tautan pembayaran. Tidak ada yang ditagihkan otomatis.",
        "Kamu bisa mengubah nominal atau metode pembayaran kapan saja dari dasbor donatur.",
      ],
    },
    {
      id: "berhenti",
      title: "6. Menghentikan donasi bulanan",
      paragraphs: [
        "Kamu bisa berhenti kapan saja. Setiap e-mail tagihan bulanan berisi tautan untuk menghentikan donasi. Permintaanmu langsung kami catat dan kami konfirmasi lewat e-mail.",
        "Penghentian berlaku begitu kamu mengonfirmasi: sejak hari itu tidak ada tagihan atau penarikan lagi. Jika e-mail tagihan sudah terkirim sebelumnya, hubungi kami dan kami akan membantu.",
      ],
    },
    {
      id: "pengembalian",
      title: "7. Pengembalian dana",
      paragraphs: [
        "Donasi yang sudah berhasil pada dasarnya tidak dapat dikembalikan. Jika terjadi kesalahan (misalnya tertagih dua kali), hubungi kami dalam 30 hari dan kami akan mengembalikan kelebihannya.",
      ],
    },
    {
      id: "data",
      title: "8. Data pribadimu",
      paragraphs: [
        "Kami menyimpan nama, e-mail, nomor telepon, dan riwayat donasimu untuk memproses donasi, mengirim tanda terima, dan memberi kabar tentang program. Kami tidak menjual datamu kepada siapa pun.",
        "Kamu bisa meminta salinan atau penghapusan datamu dengan menghubungi kami. Data transaksi tetap kami simpan selama diwajibkan oleh hukum.",
      ],
    },
    {
      id: "relawan",
      title: "9. Relawan dan kode referal",
      paragraphs: [
        "Fundraiser Buddy (relawan) mengikuti pelatihan sekitar 3 bulan. Relawan mendapat poin dari donasi yang masuk melalui kode referalnya. Penarikan dan penukaran poin diproses setelah dikonfirmasi admin.",
      ],
    },
    {
      id: "kontak",
      title: "10. Perubahan dan kontak",
      paragraphs: [
        "Kami dapat memperbarui ketentuan ini. Perubahan penting akan kami kabarkan lewat e-mail kepada donatur bulanan.",
        "Pertanyaan? Hubungi kami lewat e-mail atau telepon yang tercantum di bagian bawah halaman.",
      ],
    },
  ],
  en: [
    {
      id: "about",
      title: "1. About these terms",
      paragraphs: [
        'These terms apply to every donation you give to Yayasan Rimbun Lestari ("the Foundation", "we") through this site. By ticking the agreement box when you donate, you accept them.',
        "Yayasan Rimbun Lestari is a fictional foundation used for a demo. The name, address, licence and campaigns on this site are not real.",
      ],
    },
    {
      id: "donations",
      title: "2. Kinds of donation",
      paragraphs: ["You can give in three ways:"],
      items: [
        "Monthly donation: at least Rp 10,000 a month, charged every month until you stop it.",
        "Single donation: at least Rp 50,000, charged once.",
        "Extra (boost) donations from the donor dashboard and donations to a specific campaign.",
        "The maximum for one donation is Rp 100,000,000.",
      ],
    },
    {
      id: "use-of-funds",
      title: "3. How we use your money",
      paragraphs: [
        "10% of every donation pays for operations (field staff, transport and administration). The other 90% goes straight to our tree planting, mangrove restoration and lake protection programmes.",
        "Campaign donations are recorded against that campaign. If a campaign reaches its target, the surplus goes to a similar programme.",
        "We publish an impact report every year; you can download it from this site.",
      ],
    },
    {
      id: "payments",
      title: "4. Payments",
      paragraphs: [
        "Payments are processed by a licensed third-party payment provider. We never store your credit or debit card number.",
        "Available methods: credit/debit card, direct debit, virtual account, e-wallet and QRIS.",
      ],
    },
    {
      id: "monthly",
      title: "5. How monthly giving works",
      paragraphs: [
        "A monthly donation repeats every month for the same amount, starting with your first payment.",
      ],
      items: [
        "Recurring system: with a card, BRI direct debit, OVO or ShopeePay, your gift is charged automatically every month after we e-mail you the invoice.",
        "Reminder system: with a virtual account, DANA, LinkAja or QRIS, we e-mail a reminder 3 days before, then an invoice with a payment link. Nothing is charged automatically.",
        "You can change the amount or the payment method at any time from the donor dashboard.",
      ],
    },
    {
      id: "stopping",
      title: "6. Stopping a monthly donation",
      paragraphs: [
        "You can stop at any time. Every monthly invoice e-mail has a link to stop the donation. We record your request at once and confirm it by e-mail.",
        "Stopping takes effect as soon as you confirm: from that day there are no more invoices or charges. If an invoice e-mail was already on its way, contact us and we will sort it out.",
      ],
    },
    {
      id: "refunds",
      title: "7. Refunds",
      paragraphs: [
        "Successful donations are generally not refundable. If something went wrong (for example, you were charged twice), contact us within 30 days and we will refund the excess.",
      ],
    },
    {
      id: "data",
      title: "8. Your personal data",
      paragraphs: [
        "We keep your name, e-mail, phone number and donation history to process donations, send receipts and tell you about our programmes. We never sell your data.",
        "You can ask for a copy of your data or for its deletion by contacting us. Transaction records are kept as long as the law requires.",
      ],
    },
    {
      id: "volunteers",
      title: "9. Volunteers and referral codes",
      paragraphs: [
        "Fundraiser Buddies (volunteers) follow about 3 months of training. Volunteers earn points from donations made with their referral code. Point withdrawals and redemptions are processed after an administrator confirms them.",
      ],
    },
    {
      id: "contact",
      title: "10. Changes and contact",
      paragraphs: [
        "We may update these terms. We will tell monthly donors about important changes by e-mail.",
        "Questions? Reach us by the e-mail or phone number at the bottom of the page.",
      ],
    },
  ],
};
