import type { DonationKind } from "./donations.ts";
import { type MessageId, messages } from "./messages.ts";

/** recurring: charged automatically each month; reminder: e-mail reminder, then an invoice with a link. */
export const paymentTypes = ["recurring", "reminder"] as const;
export type PaymentType = (typeof paymentTypes)[number];

export const paymentTypeLabels: Record<PaymentType, MessageId> = {
  recurring: messages.paymentTypeRecurring.id,
  reminder: messages.paymentTypeReminder.id,
};

/** Groups in the order the channel picker shows them (docs/product/donation-flow.md#payment-channels). */
export const channelGroups = ["creditCard", "directDebit", "virtualAccount", "eWallet", "others"] as const;
export type ChannelGroup = (typeof channelGroups)[number];

export const channelGroupLabels: Record<ChannelGroup, MessageId> = {
  creditCard: messages.groupCreditCard.id,
  directDebit: messages.groupDirectDebit.id,
  virtualAccount: messages.groupVirtualAccount.id,
  eWallet: messages.groupEWallet.id,
  others: messages.groupOthers.id,
};

export interface Channel {
  readonly channelCode: string;
  /** Shown as is: channel names are brand names, the same in both languages. */
  readonly name: string;
  readonly currency: "IDR";
  readonly group: ChannelGroup;
  readonly activeAt: readonly DonationKind[];
  readonly type: PaymentType;
}

const allKinds: readonly DonationKind[] = ["single", "boost", "monthly"];

function channel(
  group: ChannelGroup,
  channelCode: string,
  name: string,
  type: PaymentType,
  activeAt = allKinds,
) {
  return { channelCode, name, currency: "IDR", group, activeAt, type } as const satisfies Channel;
}

/**
 * The channel catalogue (docs/product/donation-flow.md#payment-channels); GoPay is offered for single and
 * boost only.
 */
export const channels = [
  channel("creditCard", "VISA", "Visa", "recurring"),
  channel("creditCard", "MASTERCARD", "Mastercard", "recurring"),
  channel("creditCard", "JCB", "JCB", "recurring"),
  channel("directDebit", "BRI", "BRI", "recurring"),
  channel("virtualAccount", "BNI", "BNI", "reminder"),
  channel("virtualAccount", "MANDIRI", "Mandiri", "reminder"),
  channel("virtualAccount", "PERMATA", "Permata", "reminder"),
  channel("eWallet", "OVO", "OVO", "recurring"),
  channel("eWallet", "DANA", "DANA", "reminder"),
  channel("eWallet", "SHOPEEPAY", "ShopeePay", "recurring"),
  channel("eWallet", "LINKAJA", "LinkAja", "reminder"),
  channel("eWallet", "GOPAY", "GoPay", "reminder", ["single", "boost"]),
  channel("others", "QRIS", "QRIS", "reminder"),
] as const satisfies readonly Channel[];

export type ChannelCode = (typeof channels)[number]["channelCode"];

export function findChannel(code: string): Channel | undefined {
  return channels.find((c) => c.channelCode === code);
}

/** Channel codes a donation of this kind may use (optionally only one payment type). */
export function channelCodesFor(kind: DonationKind, paymentType?: PaymentType): ChannelCode[] {
  return channels
    .filter((c) => (c.activeAt as readonly DonationKind[]).includes(kind))
    .filter((c) => paymentType === undefined || c.type === paymentType)
    .map((c) => c.channelCode);
}

export function isChannelAvailable(code: string, kind: DonationKind, paymentType?: PaymentType): boolean {
  return (channelCodesFor(kind, paymentType) as string[]).includes(code);
}
