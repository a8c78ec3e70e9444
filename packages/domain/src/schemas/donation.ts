import { z } from "zod";
import { channelCodesFor } from "../channels.ts";
import { MONTHLY_INTERVAL, MONTHLY_INTERVAL_COUNT } from "../constants.ts";
import type { DonationCardKind, DonationKind } from "../donations.ts";
import { messages } from "../messages.ts";
import { amountSchemaFor } from "./amount.ts";
import { embedPaymentFields } from "./embeds.ts";
import { coverFeePaymentField } from "./fees.ts";
import {
  campaignSlugSchema,
  emailSchema,
  idempotencyKeySchema,
  optionalText,
  phoneSchema,
  requiredText,
  requiredTick,
} from "./fields.ts";
import { optionalReferralCodeSchema, type ReferralType, referralTypeSchema } from "./referral.ts";
import { tributePaymentFields } from "./tribute.ts";
import { wallPaymentFields } from "./wall.ts";

/** Payment method for a kind: missing -> payment.methodRequired, not offered for the kind -> payment.methodUnavailable. */
export function paymentMethodSchemaFor(kind: DonationKind) {
  const codes = channelCodesFor(kind) as [string, ...string[]];
  return z.enum(codes, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ""
        ? messages.paymentMethodRequired.id
        : messages.paymentMethodUnavailable.id,
  });
}

function donationCardFor<K extends DonationCardKind>(kind: K) {
  // Key order is the order of checks (docs/product/donation-flow.md#donation-card): amount, then terms.
  return z.object({
    type: z.literal(kind),
    amount: amountSchemaFor(kind),
    terms: requiredTick(messages.termsRequired.id),
  });
}

/**
 * Donation card: amount (preset value or custom text) set and valid for the type, then the
 * terms box. The issues come out in that order.
 */
export const donationCardSchema = z.discriminatedUnion(
  "type",
  [donationCardFor("monthly"), donationCardFor("single")],
  { error: messages.errorValidation.id },
);
export type DonationCardInput = z.input<typeof donationCardSchema>;
export type DonationCard = z.output<typeof donationCardSchema>;

function donationDataFor<K extends DonationKind>(kind: K) {
  return z.object({
    type: z.literal(kind),
    name: requiredText(messages.invalidName.id),
    email: emailSchema,
    phone: phoneSchema,
    amount: amountSchemaFor(kind),
    paymentMethod: paymentMethodSchemaFor(kind),
    referralCode: optionalReferralCodeSchema,
    campaign: campaignSlugSchema.optional(),
    idempotencyKey: idempotencyKeySchema,
  });
}

/** Donation flow data (steps 1-4) for monthly, single and boost. */
export const donationDataSchema = z.discriminatedUnion(
  "type",
  [donationDataFor("monthly"), donationDataFor("single"), donationDataFor("boost")],
  { error: messages.errorValidation.id },
);
export type DonationDataInput = z.input<typeof donationDataSchema>;
export type DonationData = z.output<typeof donationDataSchema>;

/** Call 3 path segment: POST /v1/payments/{single, boost or recurring}. */
export const paymentPathKinds = ["single", "boost", "recurring"] as const;
export type PaymentPathKind = (typeof paymentPathKinds)[number];

export function paymentPathKind(kind: DonationKind): PaymentPathKind {
  return kind === "monthly" ? "recurring" : kind;
}

export function donationKindOfPath(path: PaymentPathKind): DonationKind {
  return path === "recurring" ? "monthly" : path;
}

const basePaymentPayload = (kind: DonationKind) => ({
  amount: amountSchemaFor(kind),
  email: emailSchema,
  fullname: requiredText(messages.invalidName.id),
  payment_methods: paymentMethodSchemaFor(kind),
  phone: phoneSchema,
  /** The code the donor typed (may be blank). */
  referral: optionalReferralCodeSchema,
  description: optionalText(200),
  campaign: campaignSlugSchema.optional(),
  /** The fundraiser page the gift is made through (its slug; docs/product/fundraisers.md#credit). */
  fundraiser_page: campaignSlugSchema.optional(),
  idempotency_key: idempotencyKeySchema,
  ...wallPaymentFields,
  ...coverFeePaymentField,
  ...tributePaymentFields,
  /** A partner's embed the flow was opened from, and the partner origin to go back to (docs/product/embeds.md). */
  ...embedPaymentFields,
});

/**
 * Each path kind's schema, built on first use and kept: zod compiles an object schema's parser on its
 * first parse, so a schema built per request cost the API more CPU than the parse itself
 * (docs/performance.md#spike). Schemas are immutable; sharing them is safe.
 */
const createPaymentPayloadSchemas = new Map<
  PaymentPathKind,
  ReturnType<typeof buildCreatePaymentPayloadSchema>
>();

/**
 * Call 3 multipart payload for a path kind (the route's documented fields, plus `campaign` and
 * `idempotency_key`). Monthly adds interval=MONTH, interval_count=1 and, when the lookup found the code,
 * referral_code and referral_type.
 */
export function createPaymentPayloadSchemaFor(path: PaymentPathKind) {
  let schema = createPaymentPayloadSchemas.get(path);
  if (!schema) {
    schema = buildCreatePaymentPayloadSchema(path);
    createPaymentPayloadSchemas.set(path, schema);
  }
  return schema;
}

function buildCreatePaymentPayloadSchema(path: PaymentPathKind) {
  const kind = donationKindOfPath(path);
  if (kind !== "monthly") return z.object(basePaymentPayload(kind));
  return z.object({
    ...basePaymentPayload(kind),
    interval: z.literal(MONTHLY_INTERVAL, { error: messages.errorValidation.id }),
    interval_count: z.coerce
      .number()
      .pipe(z.literal(MONTHLY_INTERVAL_COUNT, { error: messages.errorValidation.id })),
    referral_code: optionalReferralCodeSchema,
    referral_type: referralTypeSchema.optional(),
  });
}
export type CreatePaymentPayload = z.output<ReturnType<typeof buildCreatePaymentPayloadSchema>>;

/** A found referral (call 4's result). */
export interface ReferralMatch {
  readonly code: string;
  readonly type: ReferralType;
}

/**
 * Call 3's multipart field for each field of the donation form: the one place where call 3's wire
 * names (`fullname`, `payment_methods`, `referral`, ...) meet the form's.
 */
const createPaymentFieldOf = {
  amount: "amount",
  email: "email",
  name: "fullname",
  paymentMethod: "payment_methods",
  phone: "phone",
  referralCode: "referral",
  campaign: "campaign",
  idempotencyKey: "idempotency_key",
} as const satisfies Record<Exclude<keyof DonationData, "type">, string>;

type FormField = keyof typeof createPaymentFieldOf;

/** The form's field that a call 3 refusal names by its wire name (`payment_methods` -> `paymentMethod`), or null. */
export function donationFieldOfPaymentField(wireName: string): FormField | null {
  const fields = Object.keys(createPaymentFieldOf) as FormField[];
  return fields.find((field) => createPaymentFieldOf[field] === wireName) ?? null;
}

/**
 * The multipart fields of call 3 from validated donation data. `referral_code`/`referral_type` are
 * added only for monthly and only when the lookup returned a match
 * (docs/product/donation-flow.md#referral-code-on-a-gift).
 */
export function toCreatePaymentFields(
  data: DonationData,
  options: { description?: string; referralMatch?: ReferralMatch | null } = {},
): Record<string, string> {
  const wire = createPaymentFieldOf;
  const fields: Record<string, string> = {
    [wire.amount]: String(data.amount),
    [wire.email]: data.email,
    [wire.name]: data.name,
    [wire.paymentMethod]: data.paymentMethod,
    [wire.phone]: data.phone,
    [wire.referralCode]: data.referralCode ?? "",
    description: options.description ?? "",
    [wire.idempotencyKey]: data.idempotencyKey,
  };
  if (data.campaign) fields[wire.campaign] = data.campaign;
  if (data.type === "monthly") {
    fields.interval = MONTHLY_INTERVAL;
    fields.interval_count = String(MONTHLY_INTERVAL_COUNT);
    if (data.referralCode && options.referralMatch) {
      fields.referral_code = options.referralMatch.code;
      fields.referral_type = options.referralMatch.type;
    }
  }
  return fields;
}
