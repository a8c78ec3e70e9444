import * as payments from "@rimbun/api-client/payments";
import { withSiteConfig } from "./client.ts";

/** Call 3: create a payment (the locale picks the language of the payment page and of the mails). */
export const createPayment = withSiteConfig(payments.createPayment);
/** Call 4: who owns a referral code (null when nobody does). */
export const lookupReferral = withSiteConfig(payments.lookupReferral);
/** Call 5: stop a monthly donation with the signed link of the invoice mail; a 404 resolves `empty`. */
export const stopDonation = withSiteConfig(payments.stopDonation);
/** Call 6: the status of one payment (no token, no cookie). */
export const checkPayment = withSiteConfig(payments.checkPayment);
