import { messages } from "@rimbun/domain";
import { dictionary } from "@zxcvbn-ts/language-common";
import { ApiError } from "../platform/http/errors.ts";

/**
 * About 49,000 passwords seen most often in breaches (zxcvbn-ts's common list, offline). Only the API
 * loads it; the browser checks the length rule alone (`newPasswordSchema`), so both agree on that.
 */
let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"]);
  return common.has(password.toLowerCase());
}

/** A new password passed the length rule already; refuse it when it is on the common list. */
export function assertPasswordAllowed(password: string): void {
  if (isCommonPassword(password)) {
    throw new ApiError("VALIDATION", {
      messageId: messages.passwordCommon.id,
      fields: { password: messages.passwordCommon.id },
    });
  }
}
