import type { Localized } from "../lib/i18n.ts";
import type { TermsSection } from "./terms.ts";

/**
 * The privacy policy (Indonesia's personal data protection law, UU PDP 27/2022), in both languages.
 * Keep it true to the code: retention periods come from apps/api/src/platform/jobs/retention.ts,
 * deletion from apps/api/src/privacy/deletion.ts (docs/decisions/personal-data.md).
 */
export const privacyUpdatedAt = "2026-11-23";

export const privacy: Localized<TermsSection[]> = {
  id: [
    {
      id: "siapa",
      title: "1. Siapa kami",
      paragraphs: [
        'Yayasan Rimbun Lestari ("kami") adalah pengendali data pribadi yang kamu berikan di situs dan dasbor ini. Kebijakan ini menjelaskan data apa yang kami simpan, untuk apa, berapa lama, siapa yang ikut memprosesnya, dan hak-hakmu menurut Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.',
        "Yayasan Rimbun Lestari adalah yayasan fiktif untuk keperluan demo.",
      ],
    },
    {
      id: "data",
      title: "2. Data yang kami kumpulkan",
      paragraphs: ["Kami hanya meminta data yang dibutuhkan untuk tiap keperluan:"],
      items: [
        "Saat berdonasi: nama lengkap, e-mail, nomor telepon, jumlah, metode pembayaran, kode referal (jika ada), dan waktu donasi. Data kartu kamu masukkan di halaman penyedia pembayaran; kami tidak pernah melihat atau menyimpan nomor kartu.",
        "Akun dasbor: e-mail, nama, telepon, alamat (jika kamu isi), foto profil (jika kamu unggah), password (disimpan dalam bentuk hash), kode referal, lencana, dan poin.",
        "Relawan: data pendaftaran (nama, telepon, jenis kelamin, tanggal lahir, provinsi, kota, pekerjaan, institusi, hobi, sumber informasi, motivasi, akun Instagram) dan rekening bank untuk penarikan poin.",
        "Permintaan laporan dampak: nama, e-mail, telepon, dan pilihan newsletter.",
        "Keamanan: alamat IP dan jenis browser pada sesi login, serta penghitung percobaan login untuk mencegah penebakan password.",
        "E-mail yang kami kirim kepadamu: jenis, judul, dan waktunya.",
        "Di browsermu: pilihan donasi dan kode referal disimpan di penyimpanan lokal browser agar alur donasi tidak hilang; dasbor memakai satu cookie sesi. Kami tidak memakai cookie iklan atau pelacak.",
      ],
    },
    {
      id: "tujuan",
      title: "3. Untuk apa",
      paragraphs: [],
      items: [
        "Memproses donasi, mengirim tanda terima dan tagihan bulanan, serta menjalankan donasi bulanan yang kamu minta (pelaksanaan perjanjian).",
        "Menyediakan dasbor donatur dan relawan, menghitung lencana dan poin, serta membayar penarikan poin relawan.",
        "Newsletter, kabar kampanye, dan laporan donasi tahunan hanya dengan persetujuanmu; newsletter memakai konfirmasi ganda, dan setiap e-mail tersebut punya tautan berhenti berlangganan satu klik.",
        "Menjaga keamanan akun dan pembayaran, dan mencegah penyalahgunaan (kepentingan yang sah).",
        "Menyimpan catatan keuangan yayasan sesuai kewajiban hukum.",
      ],
    },
    {
      id: "pemroses",
      title: "4. Siapa yang ikut memproses",
      paragraphs: [
        "Kami tidak menjual datamu. Hanya pihak berikut yang menerima sebagian datamu, sebatas tugasnya:",
      ],
      items: [
        "Penyedia pembayaran (Xendit): nama, e-mail, telepon, dan jumlah donasi, untuk memproses pembayaran dan menagih donasi bulanan dengan metode yang kamu hubungkan.",
        "Layanan pengiriman e-mail kami: alamat e-mail dan isi e-mail yang kami kirim kepadamu.",
        "Penyedia server tempat aplikasi dan basis data kami berjalan.",
      ],
    },
    {
      id: "lama",
      title: "5. Berapa lama kami menyimpan",
      paragraphs: [],
      items: [
        "Sesi login: 30 hari jika kamu memilih \u201cingat saya\u201d, selain itu sampai browser ditutup atau 12 jam tanpa aktivitas.",
        "Tautan masuk tanpa password: 15 menit; tautan atur ulang password: 1 jam; tautan membuat password: 7 hari; tautan hapus akun: 60 menit.",
        "Catatan e-mail yang terkirim: 180 hari. Pendaftaran newsletter yang tidak dikonfirmasi: 30 hari.",
        "Penghitung percobaan login dan kunci pengulangan permintaan: 2 hari.",
        "Akun, profil, pilihan e-mail, permintaan laporan, dan pendaftaran relawan: selama akunmu ada, atau sampai kamu meminta penghapusan.",
        "Catatan donasi, poin, dan log audit: disimpan sebagai pembukuan yayasan. Setelah akun dihapus, nama, e-mail, dan telepon di catatan itu diganti dengan penanda anonim.",
      ],
    },
    {
      id: "hak",
      title: "6. Hak-hakmu",
      paragraphs: ["Di halaman Profil dasbor kamu bisa langsung:"],
      items: [
        "Mengunduh semua data tentangmu (satu berkas JSON, plus CSV donasimu).",
        "Memperbaiki profil, telepon, alamat, dan rekening bank.",
        "Menyalakan atau mematikan newsletter, kabar kampanye, dan laporan donasi tahunan.",
        "Menghapus akun: kami mengirim tautan konfirmasi ke e-mailmu; setelah kamu menekan tombol di halamannya, donasi bulanan berhenti, profil, foto, login, dan tautan referal dihapus, dan catatan donasi disimpan tanpa nama, e-mail, dan telepon. Poin relawan yang belum ditarik hangus dan permintaan penarikan yang masih menunggu dibatalkan.",
      ],
    },
    {
      id: "kontak",
      title: "7. Pertanyaan dan keluhan",
      paragraphs: [
        "Untuk hak lain (misalnya keberatan atas suatu pemrosesan) atau pertanyaan tentang datamu, hubungi kami di {email}. Jika kamu tidak puas dengan jawaban kami, kamu bisa mengadu kepada lembaga pelindungan data pribadi.",
      ],
    },
  ],
  en: [
    {
      id: "who",
      title: "1. Who we are",
      paragraphs: [
        'Yayasan Rimbun Lestari ("we") controls the personal data you give on this site and dashboard. This policy says what we keep, why, for how long, who else processes it, and your rights under Indonesia\'s Personal Data Protection Law (Law No. 27 of 2022).',
        "Yayasan Rimbun Lestari is a fictional foundation for demonstration purposes.",
      ],
    },
    {
      id: "data",
      title: "2. What we collect",
      paragraphs: ["We ask only for what each purpose needs:"],
      items: [
        "When you donate: full name, e-mail, phone number, amount, payment method, referral code (if any) and the time. You enter card details on the payment provider's page; we never see or store card numbers.",
        "Dashboard account: e-mail, name, phone, address (if you add it), profile photo (if you upload one), password (stored hashed), referral code, badges and points.",
        "Volunteers: the signup details (name, phone, sex, birth date, province, city, occupation, institution, hobby, how you heard of us, motivation, Instagram handle) and the bank account for point withdrawals.",
        "Impact report requests: name, e-mail, phone and your newsletter choice.",
        "Security: the IP address and browser of each signed-in session, and counters of sign-in attempts to stop password guessing.",
        "The e-mails we send you: their kind, subject and time.",
        "In your browser: your donation choice and referral code sit in the browser's local storage so the donation flow is not lost; the dashboard uses one session cookie. We use no advertising or tracking cookies.",
      ],
    },
    {
      id: "why",
      title: "3. Why",
      paragraphs: [],
      items: [
        "To process donations, send receipts and monthly invoices, and run the monthly donation you asked for (performing our agreement).",
        "To run the donor and volunteer dashboards, count badges and points, and pay volunteers' point withdrawals.",
        "Newsletter, campaign updates and the yearly donation statement only with your consent; the newsletter uses double opt-in, and every such e-mail has a one-click unsubscribe link.",
        "To keep accounts and payments secure and prevent abuse (legitimate interest).",
        "To keep the foundation's financial records as the law requires.",
      ],
    },
    {
      id: "processors",
      title: "4. Who else processes it",
      paragraphs: ["We never sell your data. Only these receive part of it, for their task alone:"],
      items: [
        "Our payment provider (Xendit): name, e-mail, phone and the amount, to process payments and charge monthly donations with the method you linked.",
        "Our e-mail delivery service: your address and the e-mails we send you.",
        "The hosting provider that runs our application and database.",
      ],
    },
    {
      id: "how-long",
      title: "5. How long we keep it",
      paragraphs: [],
      items: [
        "Sign-in sessions: 30 days when you choose \u201cremember me\u201d, otherwise until the browser closes or after 12 hours without activity.",
        "Sign-in links: 15 minutes; password reset links: 1 hour; set-password links: 7 days; account deletion links: 60 minutes.",
        "The record of mails sent: 180 days. Newsletter sign-ups never confirmed: 30 days.",
        "Sign-in attempt counters and request replay keys: 2 days.",
        "Account, profile, e-mail choices, report requests and volunteer applications: as long as your account exists, or until you ask us to delete them.",
        "Donation, point and audit records: kept as the foundation's books. Once an account is deleted, the name, e-mail and phone on them are replaced with anonymous placeholders.",
      ],
    },
    {
      id: "rights",
      title: "6. Your rights",
      paragraphs: ["On the Profile page of the dashboard you can, at any time:"],
      items: [
        "Download everything we hold about you (one JSON file, plus a CSV of your donations).",
        "Correct your profile, phone, address and bank account.",
        "Switch the newsletter, campaign updates and the yearly donation statement on or off.",
        "Delete your account: we e-mail you a confirmation link; once you press the button on its page, your monthly donations stop, your profile, photo, sign-in and referral link are removed, and your donation records are kept without your name, e-mail and phone. Volunteer points not yet withdrawn lapse and pending withdrawal requests are cancelled.",
      ],
    },
    {
      id: "contact",
      title: "7. Questions and complaints",
      paragraphs: [
        "For any other right (for example to object to some processing) or a question about your data, write to {email}. If our answer does not satisfy you, you may complain to the personal data protection authority.",
      ],
    },
  ],
};
