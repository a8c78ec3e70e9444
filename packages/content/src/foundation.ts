/** A value written in both languages (the product's locales: Indonesian and English). */
type Localized<T = string> = { readonly id: T; readonly en: T };

/**
 * The foundation's identity. Everything here is FICTIONAL placeholder data:
 * the name, address, phone, e-mail, licence and social handles appear nowhere else in the product
 * (the site and the dashboard's invoice read them from here).
 */
export const foundation = {
  name: "Yayasan Rimbun Lestari",
  shortName: "Rimbun Lestari",
  foundingYear: 2014,
  address: {
    street: "Jl. Kenari Hijau No. 17",
    locality: "Bogor",
    region: "Jawa Barat",
    postalCode: "16128",
    country: "ID",
  },
  phone: "+62 251 555 0147",
  phoneHref: "tel:+622515550147",
  whatsapp: "+62 811 5550 1470",
  whatsappHref: "https://wa.me/6281155501470",
  email: "halo@rimbunlestari.example",
  licence: {
    // The number is the same in both languages; the issuer says it is an example.
    number: "PUB-0123/RL/2026",
    issuer: {
      id: "Kementerian Sosial RI (contoh fiktif)",
      en: "Ministry of Social Affairs (fictional example)",
    } satisfies Localized,
  },
  social: [
    {
      network: "instagram",
      label: "Instagram",
      handle: "@rimbunlestari.contoh",
      href: "https://instagram.com/rimbunlestari.contoh",
    },
    {
      network: "facebook",
      label: "Facebook",
      handle: "Rimbun Lestari (contoh)",
      href: "https://facebook.com/rimbunlestari.contoh",
    },
    { network: "x", label: "X", handle: "@rimbun_contoh", href: "https://x.com/rimbun_contoh" },
    {
      network: "youtube",
      label: "YouTube",
      handle: "Rimbun Lestari (contoh)",
      href: "https://youtube.com/@rimbunlestari.contoh",
    },
  ],
  /** The landing's copy claims (docs/product/donation-flow.md#public-pages). */
  stats: { years: 10, trees: 10_000_000, monthlyDonors: 10_000 },
} as const;

export type SocialNetwork = (typeof foundation.social)[number]["network"];

/** Each language named in itself, for the language switch (autonyms are not translated). */
export const languageNames = { id: "Bahasa Indonesia", en: "English" } as const;
