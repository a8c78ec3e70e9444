import { ApiError } from "./pending-api.ts";

/**
 * Whether a failed call is one the screen explains itself (a refused form: wrong password, locked
 * referral code, too many tries) rather than one that goes to /oops/500 (SPEC 8).
 */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
