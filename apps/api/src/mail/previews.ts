import { formatRupiah, type Rupiah } from "@rimbun/domain";
import { whatsAppFallbackMail } from "../messaging/fallback-mail.ts";
import type { Locale } from "../platform/db/schema/users.ts";
import { translate } from "../platform/http/i18n.ts";
import { tributeMailTemplates } from "../tributes/tribute-mails.ts";
import { campaignUpdateMail } from "./campaign-update.ts";
import { fundraiserMailTemplates } from "./fundraiser-mails.ts";
import { giftMailTemplates } from "./gift-mails.ts";
import { linkedMethodMails } from "./linked-method-mails.ts";
import { planMails } from "./plan-mails.ts";
import { privacyMailTemplates } from "./privacy-templates.ts";
import { signInMailTemplates } from "./sign-in-templates.ts";
import { staffMailTemplates } from "./staff-templates.ts";
import {
  accountNoticeTemplates,
  mailDate,
  mailTemplates,
  newsletterMailTemplates,
  type RenderedMail,
} from "./templates.ts";
import { wayBackMailMessages } from "./way-back-messages.ts";
import { yearlyStatementMail } from "./yearly-statement.ts";

/** One template with sample data, for the development outbox's previews and the templates' tests. */
export interface MailPreview {
  name: string;
  render(locale: Locale, sample?: { name?: string }): RenderedMail;
}

const site = "http://localhost:4321";
const dashboard = "http://localhost:5173";
const api = "http://localhost:8787";
const rupiah = (value: number, locale: Locale) => formatRupiah(value as Rupiah, locale);
const sampleAmount = (locale: Locale) => rupiah(150_000, locale);
const unsubscribeUrl = `${api}/v1/mail/unsubscribe?token=sample`;
const stopUrl = `${site}/donation/stop?pgid=sample&token=sample`;
const campaignTitle = (locale: Locale) => (locale === "id" ? "Mangrove Demak" : "Demak mangroves");
/** The signed receipt link: the dashboard's page with the token in the fragment (guest-links.ts). */
const receiptUrl = (locale: Locale) =>
  `${dashboard}/invoice/download/RL-261123-4F2A9C?locale=${locale}#link=sample`;

const fundraiserSample = (locale: Locale, name: string) => ({
  name,
  title: locale === "id" ? "Ulang tahun Budi untuk bakau" : "Budi's birthday for mangroves",
  raised: rupiah(5_250_000, locale),
  goal: rupiah(10_000_000, locale),
  pageUrl: `${dashboard}/fundraisers`,
});

/** A gift in someone's name: a birthday card for "Ibu Ratna" from the caller. */
const tributeSample = (locale: Locale, name: string) => ({
  occasion: "honour" as const,
  honoreeName: "Ibu Ratna",
  donorName: name,
  message: locale === "id" ? "Selamat ulang tahun, Bu! Semoga sehat selalu." : "Happy birthday! Stay well.",
  amount: 150_000,
  showAmount: true,
  purpose: locale === "id" ? "kampanye “Mangrove Demak”" : "the campaign “Demak mangroves”",
});

/** Every mail the product sends, in the order a donor meets them; the caller's name replaces "Sari". */
export const mailPreviews: MailPreview[] = [
  {
    name: "welcome",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      signInMailTemplates.welcome(locale, {
        name,
        signInUrl: `${dashboard}/login/link?token=sample`,
        passwordUrl: `${dashboard}/reset?token=sample`,
      }),
  },
  {
    name: "receipt",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      mailTemplates.receipt(locale, {
        name,
        localId: "RL-261123-4F2A9C",
        type: "monthly",
        amount: sampleAmount(locale),
        date: "2026-11-23",
        campaign: campaignTitle(locale),
        viewUrl: receiptUrl(locale),
        stopUrl,
      }),
  },
  {
    name: "reminder",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      mailTemplates.reminder(locale, { name, amount: sampleAmount(locale), date: "2026-12-05", stopUrl }),
  },
  {
    name: "invoice",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      mailTemplates.invoice(locale, {
        name,
        amount: sampleAmount(locale),
        payUrl: `${api}/sandbox/pay/sbx_sample?locale=${locale}`,
        viewUrl: receiptUrl(locale),
        stopUrl,
        schedule: translate(locale, wayBackMailMessages.chargeDayLine, {
          day: 5,
          next: mailDate("2026-12-05", locale),
        }),
      }),
  },
  {
    name: "charge-notice",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      mailTemplates.chargeNotice(locale, {
        name,
        amount: sampleAmount(locale),
        date: "2026-12-05",
        channel: "VISA",
        stopUrl,
      }),
  },
  {
    name: "payment-failed",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      mailTemplates.paymentFailed(locale, {
        name,
        amount: sampleAmount(locale),
        date: "2026-12-05",
        fixUrl: `${site}/donation/failed?token=sample`,
        stopUrl,
      }),
  },
  {
    name: "plan-paused",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      mailTemplates.planPaused(locale, {
        name,
        amount: sampleAmount(locale),
        payUrl: `${api}/sandbox/pay/sbx_sample`,
        stopUrl,
      }),
  },
  {
    name: "welcome-back",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      planMails.welcomeBack(locale, {
        name,
        amount: sampleAmount(locale),
        date: "2027-01-05",
        manageUrl: `${dashboard}/dashboard/recurring`,
        stopUrl,
      }),
  },
  {
    name: "plan-upgrade",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      planMails.planUpgrade(locale, {
        name,
        amount: sampleAmount(locale),
        newAmount: rupiah(170_000, locale),
        upgradeUrl: `${api}/v1/donations/recurring/upgrade?token=sample&locale=${locale}`,
        days: 30,
        stopUrl,
        unsubscribeUrl,
      }),
  },
  {
    name: "stop-confirmation",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      mailTemplates.stopConfirmation(locale, { name, amount: sampleAmount(locale) }),
  },
  {
    name: "stop-confirmation-by-staff",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      mailTemplates.stopConfirmation(locale, { name, amount: sampleAmount(locale), byStaff: true }),
  },
  {
    name: "refund",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      giftMailTemplates.refund(locale, {
        name,
        localId: "RL-261123-4F2A9C",
        amount: sampleAmount(locale),
        date: "2026-11-23",
        campaign: campaignTitle(locale),
      }),
  },
  {
    name: "refund-of-a-monthly-charge",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      giftMailTemplates.refund(locale, {
        name,
        localId: "RL-261123-4F2A9C",
        amount: sampleAmount(locale),
        date: "2026-11-23",
        campaign: null,
        stopUrl,
      }),
  },
  {
    name: "payment-incomplete",
    render: (locale) =>
      giftMailTemplates.paymentIncomplete(locale, {
        amount: sampleAmount(locale),
        campaign: campaignTitle(locale),
        retryUrl: `${site}${locale === "en" ? "/en" : ""}/campaign/mangrove-demak`,
      }),
  },
  {
    name: "method-link",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      linkedMethodMails.methodLink(locale, {
        name,
        amount: sampleAmount(locale),
        channel: "OVO",
        linkUrl: `${site}/link/sample`,
      }),
  },
  {
    name: "method-expiring",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      linkedMethodMails.methodExpiring(locale, {
        name,
        amount: sampleAmount(locale),
        channel: "VISA",
        date: "2027-01-31",
        changeUrl: `${dashboard}/dashboard/recurring`,
      }),
  },
  {
    name: "method-unlinked",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      linkedMethodMails.methodUnlinked(locale, {
        name,
        amount: sampleAmount(locale),
        channel: "OVO",
        changeUrl: `${dashboard}/dashboard/recurring`,
      }),
  },
  {
    name: "yearly-statement",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      yearlyStatementMail(locale, {
        name,
        year: 2026,
        total: rupiah(1_800_000, locale),
        url: `${dashboard}/dashboard/history?statement=2026&locale=${locale}`,
        unsubscribeUrl,
      }),
  },
  {
    name: "fundraiser-new-donor",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      fundraiserMailTemplates.newDonor(locale, {
        ...fundraiserSample(locale, name),
        amount: sampleAmount(locale),
      }),
  },
  {
    name: "fundraiser-milestone",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      fundraiserMailTemplates.milestone(locale, { ...fundraiserSample(locale, name), percent: 50 }),
  },
  {
    name: "fundraiser-ending-soon",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      fundraiserMailTemplates.endingSoon(locale, {
        ...fundraiserSample(locale, name),
        date: mailDate("2026-12-31", locale),
      }),
  },
  {
    name: "whatsapp-fallback",
    render: (locale, { name = "Sari Dewi" } = {}) => {
      const mail = whatsAppFallbackMail(
        "rimbun_monthly_reminder",
        locale,
        {
          body: [name, sampleAmount(locale), mailDate("2026-12-05", locale)],
          button: "sample",
        },
        "https://api.rimbun.example",
      );
      if (!mail) throw new Error("the reminder has a fallback mail");
      return mail;
    },
  },
  {
    name: "fundraiser-update",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      fundraiserMailTemplates.update(locale, {
        name,
        owner: "Budi",
        title: fundraiserSample(locale, name).title,
        body:
          locale === "id"
            ? "Terima kasih! Kita sudah menanam 300 bibit."
            : "Thank you! We planted 300 seedlings.",
        pageUrl: `${site}/galang/ulang-tahun-budi`,
        unsubscribeUrl,
      }),
  },
  {
    name: "campaign-update",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      campaignUpdateMail(locale, {
        name,
        campaign: campaignTitle(locale),
        body:
          locale === "id"
            ? "Bulan ini kami menanam **1.200 bibit**.\n\n- 800 *bakau*\n- 400 [api-api](https://example.org/api-api)"
            : "This month we planted **1,200 seedlings**.\n\n- 800 *mangrove*\n- 400 [api-api](https://example.org/api-api)",
        photo: null,
        fundsUsed: {
          amount: rupiah(12_500_000, locale),
          description: locale === "id" ? "bibit dan perahu" : "seedlings and a boat",
        },
        pageUrl: `${site}/campaign/mangrove-demak`,
        unsubscribeUrl,
      }),
  },
  {
    name: "sign-in-link",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      signInMailTemplates.signInLink(locale, {
        name,
        url: `${dashboard}/login/link?token=sample`,
        minutes: 15,
      }),
  },
  {
    name: "set-password",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      mailTemplates.setPassword(locale, { name, url: `${dashboard}/reset?token=sample` }),
  },
  {
    name: "reset-password",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      mailTemplates.resetPassword(locale, { name, url: `${dashboard}/reset?token=sample` }),
  },
  {
    name: "password-changed",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      accountNoticeTemplates.passwordChanged(locale, { name, resetUrl: `${dashboard}/forgot-password` }),
  },
  {
    name: "bank-account-changed",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      accountNoticeTemplates.bankAccountChanged(locale, {
        name,
        before: "BNI ••••6789",
        after: "BCA ••••1234",
        resetUrl: `${dashboard}/forgot-password`,
      }),
  },
  {
    name: "profile-changed",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      accountNoticeTemplates.profileChangedByAdmin(locale, { name }),
  },
  {
    name: "account-deletion",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      privacyMailTemplates.accountDeletion(locale, {
        name,
        url: `${api}/v1/privacy/deletion/confirm?token=sample`,
        minutes: 30,
      }),
  },
  {
    name: "newsletter-confirm",
    render: (locale) =>
      newsletterMailTemplates.confirm(locale, {
        confirmUrl: `${api}/v1/newsletter/confirm?token=sample`,
        unsubscribeUrl,
      }),
  },
  {
    name: "newsletter",
    render: (locale) =>
      newsletterMailTemplates.issue(locale, {
        subject: locale === "id" ? "Kabar hutan bulan ini" : "News from the forest",
        paragraphs: [
          locale === "id"
            ? "Terima kasih, 10.000 donatur bulanan sudah menanam bersama kami."
            : "Thank you: 10,000 monthly donors have planted with us.",
        ],
        unsubscribeUrl,
      }),
  },
  {
    name: "report-request",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      mailTemplates.reportRequest(locale, { name, siteUrl: site, newsletter: true }),
  },
  {
    name: "volunteer-application",
    render: (locale) => mailTemplates.volunteerApplication(locale, { name: null }),
  },
  {
    name: "volunteer-known",
    render: (locale) =>
      mailTemplates.volunteerKnown(locale, {
        state: "member",
        signInUrl: `${dashboard}/login`,
        forgotUrl: `${dashboard}/forgot?locale=${locale}`,
      }),
  },
  {
    name: "staff-invite",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      staffMailTemplates.invite(locale, {
        name,
        inviter: "Budi Santoso",
        role: "staff",
        url: `${dashboard}/reset?token=sample`,
      }),
  },
  {
    name: "two-factor-off",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      accountNoticeTemplates.twoFactorOff(locale, { name, resetUrl: `${dashboard}/forgot-password` }),
  },
  {
    name: "two-factor-reset",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      staffMailTemplates.twoFactorReset(locale, {
        name,
        admin: "Budi Santoso",
        url: `${dashboard}/login`,
      }),
  },
  {
    name: "tribute-card",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      tributeMailTemplates.card(locale, tributeSample(locale, name)),
  },
  {
    name: "tribute-copy",
    render: (locale, { name = "Sari Dewi" } = {}) =>
      tributeMailTemplates.copy(locale, {
        ...tributeSample(locale, name),
        honoreeEmail: "ibu.ratna@example.org",
        delivery: "sent",
      }),
  },
];
