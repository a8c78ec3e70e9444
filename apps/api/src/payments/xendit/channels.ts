import { findChannel } from "@rimbun/domain";

/**
 * Our channel codes (docs/product/donation-flow.md#payment-channels, packages/domain channels.ts) to the
 * values Xendit's invoice
 * `payment_methods` accepts. Card brands are one Xendit method: the brand is chosen by the card.
 * BRI is direct debit (DD_BRI), not the BRI virtual account. GOPAY is Xendit's one-time GoPay
 * channel code; it is absent from the older invoice SDK enums, so confirm it is enabled on the
 * account before offering GoPay in production (docs/decisions/xendit.md).
 */
const invoiceMethods: Record<string, string> = {
  VISA: "CREDIT_CARD",
  MASTERCARD: "CREDIT_CARD",
  JCB: "CREDIT_CARD",
  BRI: "DD_BRI",
  BNI: "BNI",
  MANDIRI: "MANDIRI",
  PERMATA: "PERMATA",
  OVO: "OVO",
  DANA: "DANA",
  SHOPEEPAY: "SHOPEEPAY",
  LINKAJA: "LINKAJA",
  GOPAY: "GOPAY",
  QRIS: "QRIS",
};

export class UnsupportedChannelError extends Error {
  override readonly name = "UnsupportedChannelError";
  constructor(readonly channel: string) {
    super(`channel ${channel} has no Xendit invoice payment method`);
  }
}

/** The invoice `payment_methods` list that restricts Xendit's page to the donor's chosen channel. */
export function invoicePaymentMethods(channel: string): string[] {
  const method = invoiceMethods[channel];
  if (!method) throw new UnsupportedChannelError(channel);
  return [method];
}

/** Xendit's payment-method type for a channel a subscription plan can charge without the donor. */
export type RecurringMethodType = "CARD" | "DIRECT_DEBIT" | "EWALLET";

const recurringMethodTypes: Record<string, RecurringMethodType> = {
  VISA: "CARD",
  MASTERCARD: "CARD",
  JCB: "CARD",
  BRI: "DIRECT_DEBIT",
  OVO: "EWALLET",
  SHOPEEPAY: "EWALLET",
};

/**
 * Only `recurring` channels are charged by a Xendit plan; `reminder` channels (VA, DANA,
 * LinkAja, QRIS) need the donor every month, so each of their cycles is an invoice instead.
 */
export function recurringMethodType(channel: string): RecurringMethodType | undefined {
  if (findChannel(channel)?.type !== "recurring") return undefined;
  return recurringMethodTypes[channel];
}
