/**
 * The window events (docs/product/accounts.md#dashboard-layout), broadcast after a change went through. The
 * dashboard itself refreshes its reads in the mutation's `onSuccess` (see `useApiMutation`); the events stay
 * for whatever else on the page listens (they stay part of the behaviour).
 */
export const PAYMENT_CHANGE_EVENT = "payment-change";
export const AMOUNT_CHANGE_EVENT = "amount-change";
/** A break or a reactivation changed the plan. */
export const RECURRING_CHANGE_EVENT = "recurring-change";
export const PASSWORD_UPDATE_EVENT = "password-update";

export type PointAction = "donate" | "withdraw" | "redeem";

/** Broadcast when a point request went through: `close-donate`, `close-withdraw`, `close-redeem`. */
export const closeEventOf = (action: PointAction) => `close-${action}`;

export function broadcast(event: string): void {
  window.dispatchEvent(new CustomEvent(event));
}
