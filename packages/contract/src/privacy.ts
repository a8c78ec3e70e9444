import { whatsAppConsentSources, whatsAppConsentStatuses } from "@rimbun/domain/whatsapp";
import { z } from "zod";

// Personal data rights (PDP law 27/2022): the export, the deletion request and the mail switches.

const instant = z.string().nullable();
/** Free-form groups the person typed (volunteer details, audit notes): shown as stored. */
const details = z.record(z.string(), z.unknown());

/** `GET /v1/privacy/export`: everything held about the signed-in person, and nobody else. */
export const personalDataExportSchema = z
  .object({
    exported_at: z.string(),
    account: z.object({
      email: z.string(),
      name: z.string(),
      role: z.string(),
      locale: z.string(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
      avatar: z.string().nullable(),
      password_set: z.boolean(),
      created_at: z.string(),
    }),
    referral_codes: z.array(z.object({ code: z.string(), current: z.boolean(), created_at: z.string() })),
    volunteer_profile: z
      .object({
        first_name: z.string(),
        last_name: z.string(),
        social_media: z.string().nullable(),
        private_information: details,
        optional_information: details,
        bank_account: details,
      })
      .nullable(),
    volunteer_applications: z.array(details),
    recurring_plans: z.array(
      z.object({
        pg_id: z.string(),
        channel: z.string(),
        amount: z.number().int(),
        status: z.string(),
        fullname: z.string(),
        email: z.string(),
        phone: z.string(),
        referral_code: z.string().nullable(),
        campaign: z.string().nullable(),
        next_charge_at: instant,
        stopped_at: instant,
        created_at: z.string(),
      }),
    ),
    donations: z.array(
      z.object({
        local_id: z.string(),
        type: z.string(),
        status: z.string(),
        amount: z.number().int(),
        channel: z.string(),
        fullname: z.string(),
        email: z.string(),
        phone: z.string(),
        referral_code: z.string().nullable(),
        campaign: z.string().nullable(),
        paid_at: instant,
        created_at: z.string(),
      }),
    ),
    /** Gifts made in someone's name: the honoree's name, address and message the donor gave, and the card's state. */
    gifts_in_someones_name: z.array(
      z.object({
        local_id: z.string(),
        occasion: z.string(),
        honoree_name: z.string(),
        honoree_email: z.string().nullable(),
        message: z.string().nullable(),
        send_on: z.string(),
        card_locale: z.string(),
        show_amount: z.boolean(),
        status: z.string(),
        sent_at: instant,
      }),
    ),
    points: z.array(
      z.object({
        type: z.string(),
        status: z.string(),
        points: z.string(),
        amount: z.number().nullable(),
        reason: z.string(),
        description: z.string().nullable(),
        notes: z.string().nullable(),
        decided_at: instant,
        created_at: z.string(),
      }),
    ),
    newsletter: z
      .object({
        status: z.string(),
        source: z.string(),
        locale: z.string(),
        created_at: z.string(),
        confirmed_at: instant,
        unsubscribed_at: instant,
      })
      .nullable(),
    mail_preferences: z.object({ campaign_updates: z.boolean(), yearly_statement: z.boolean() }),
    /**
     * The WhatsApp choice (number, state, when and from where, WhatsApp only or beside the mails) and the
     * messages sent: what for, template, language and statuses.
     */
    whatsapp: z.object({
      consent: z
        .object({
          phone: z.string(),
          status: z.string(),
          source: z.string(),
          chosen_at: z.string(),
          confirmed_at: instant,
          opted_out_at: instant,
          whatsapp_only: z.boolean(),
        })
        .nullable(),
      messages: z.array(
        z.object({
          to: z.string(),
          purpose: z.string(),
          template: z.string(),
          locale: z.string(),
          status: z.string(),
          statuses: z.array(z.object({ status: z.string(), at: z.string() })),
          created_at: z.string(),
        }),
      ),
    }),
    report_requests: z.array(
      z.object({ name: z.string(), phone: z.string(), newsletter: z.boolean(), created_at: z.string() }),
    ),
    /** Mails sent to the person: what and when, never the bodies (they may hold sign-in tokens). */
    mails: z.array(
      z.object({
        kind: z.string(),
        subject: z.string(),
        status: z.string(),
        sent_at: instant,
        created_at: z.string(),
      }),
    ),
    sessions: z.array(
      z.object({
        created_at: z.string(),
        expires_at: z.string(),
        ip_address: z.string().nullable(),
        user_agent: z.string().nullable(),
      }),
    ),
    /** Audit entries about the person's account, plans and donations. */
    audit: z.array(
      z.object({ action: z.string(), by_self: z.boolean(), data: details, created_at: z.string() }),
    ),
  })
  .meta({ id: "PersonalDataExport" });
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

/** `GET /v1/privacy/export`: optional `email`, the caller's own (another person's is 403, admins too). */
export const personalDataExportQuerySchema = z.object({ email: z.string().max(254).optional() });

/** `POST /v1/privacy/deletion`: mails the signed confirmation link to the account's own address. */
export const accountDeletionRequestSchema = z.object({ email: z.string().max(254).optional() });
export type AccountDeletionInput = z.input<typeof accountDeletionRequestSchema>;
export const accountDeletionRequestResultSchema = z.object({
  /** Minutes the mailed link stays valid. */
  valid_minutes: z.number().int(),
});

export const newsletterStates = ["none", "pending", "confirmed", "unsubscribed"] as const;

/** `GET`/`PUT /v1/mail/preferences`: the person's optional mail. */
export const mailPreferencesSchema = z
  .object({
    /** The newsletter's double opt-in: `pending` until the mailed link is confirmed. */
    newsletter: z.enum(newsletterStates),
    campaign_updates: z.boolean(),
    yearly_statement: z.boolean(),
  })
  .meta({ id: "MailPreferences" });
export type MailPreferencesView = z.infer<typeof mailPreferencesSchema>;

/** Only the switches sent change; `newsletter: true` mails the confirmation link. */
const switchValue = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"])])
  .transform((value) => value === true || value === "true" || value === "1")
  .optional();
export const mailPreferencesUpdateSchema = z.object({
  newsletter: switchValue,
  campaign_updates: switchValue,
  yearly_statement: switchValue,
});
export type MailPreferencesUpdateInput = z.input<typeof mailPreferencesUpdateSchema>;

export const whatsAppConsentStates = ["none", ...whatsAppConsentStatuses] as const;

/** `GET`/`PUT /v1/whatsapp/consent`: the signed-in person's WhatsApp choice (docs/product/monthly-giving.md#whatsapp). */
export const whatsAppConsentSchema = z
  .object({
    /** `pending` until the donor answers YA/YES to the confirmation on WhatsApp; nothing else is sent before. */
    status: z.enum(whatsAppConsentStates),
    /** E.164 (`+628…`), null without a choice. */
    phone: z.string().nullable(),
    chosen_at: z.string().nullable(),
    confirmed_at: z.string().nullable(),
    /**
     * Where the current choice came from: `stop` is the donor's STOP/BERHENTI on WhatsApp, `donation_flow`
     * the flow's switch; null without a choice.
     */
    source: z.enum(whatsAppConsentSources).nullable(),
    /** WhatsApp instead of the billing mails while confirmed (docs/product/monthly-giving.md#whatsapp). */
    whatsapp_only: z.boolean(),
    /** The platform said the number is not on WhatsApp: its messages come by e-mail instead. */
    not_on_whatsapp: z.boolean(),
  })
  .meta({ id: "WhatsAppConsent" });
export type WhatsAppConsentView = z.infer<typeof whatsAppConsentSchema>;

const consentSwitch = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"])])
  .transform((value) => value === true || value === "true" || value === "1");

/**
 * Turning on needs the number (as typed: 0812…, +62 812-…); turning off needs nothing else.
 * `whatsapp_only` alone (or beside `enabled`) changes only that choice, once there is one.
 */
export const whatsAppConsentUpdateSchema = z
  .object({
    enabled: consentSwitch.optional(),
    phone: z.string().max(40).optional(),
    whatsapp_only: consentSwitch.optional(),
  })
  .refine((input) => input.enabled !== undefined || input.whatsapp_only !== undefined, {
    message: "error.validation",
  });
export type WhatsAppConsentUpdateInput = z.input<typeof whatsAppConsentUpdateSchema>;

export const privacyResponses = {
  getWhatsAppConsent: whatsAppConsentSchema,
  updateWhatsAppConsent: whatsAppConsentSchema,
  exportPersonalData: personalDataExportSchema,
  requestAccountDeletion: accountDeletionRequestResultSchema,
  getMailPreferences: mailPreferencesSchema,
  updateMailPreferences: mailPreferencesSchema,
} as const;
