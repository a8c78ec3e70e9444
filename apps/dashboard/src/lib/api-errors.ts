import type { I18n } from "@lingui/core";
import { messages } from "@rimbun/domain/messages";
import { ApiError } from "./pending-api.ts";

/**
 * Whether a failed call is one the screen explains itself (a refused form: wrong password, locked
 * referral code, too many tries) rather than one that goes to /oops/500 (SPEC 8).
 */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** The words for an API message id; an id no loaded catalog knows becomes the generic error, never raw. */
export function describeApiMessage(
  i18n: I18n,
  messageId: string,
  fallback: string = messages.errorGeneric.id,
): string {
  const text = i18n._(messageId);
  return text === messageId ? i18n._(fallback) : text;
}
