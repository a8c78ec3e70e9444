import { messages } from "@rimbun/domain";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Stable machine codes. Clients switch on these; the message id is for people. */
export const errorCodes = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  LOGIN_FAILED: 401,
  FORBIDDEN: 403,
  CSRF: 403,
  /** A staff or admin session without two-factor sign-in set up (docs/decisions/two-factor.md). */
  TWO_FACTOR_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_MISMATCH: 409,
  LOCKED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  UNSUPPORTED_CONTENT_TYPE: 415,
  MALFORMED: 400,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PROVIDER_ERROR: 502,
  UNAVAILABLE: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof errorCodes;

const defaultMessageIds: Record<ErrorCode, string> = {
  BAD_REQUEST: messages.errorValidation.id,
  VALIDATION: messages.errorValidation.id,
  UNAUTHORIZED: messages.errorUnauthorized.id,
  LOGIN_FAILED: messages.loginFailed.id,
  FORBIDDEN: messages.errorForbidden.id,
  CSRF: messages.errorForbidden.id,
  TWO_FACTOR_REQUIRED: messages.twoFactorRequired.id,
  NOT_FOUND: messages.errorNotFound.id,
  CONFLICT: messages.errorConflict.id,
  IDEMPOTENCY_MISMATCH: messages.errorConflict.id,
  LOCKED: messages.referralLocked.id,
  PAYLOAD_TOO_LARGE: messages.avatarTooLarge.id,
  UNSUPPORTED_MEDIA: messages.avatarType.id,
  UNSUPPORTED_CONTENT_TYPE: messages.errorContentType.id,
  MALFORMED: messages.errorMalformed.id,
  RATE_LIMITED: messages.errorRateLimited.id,
  INTERNAL: messages.errorInternal.id,
  PROVIDER_ERROR: messages.errorProvider.id,
  UNAVAILABLE: messages.errorUnavailable.id,
};

/**
 * The one error type handlers throw; the app's error handler turns it into the envelope (docs/api.md#shapes).
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;
  readonly messageId: string;
  readonly fields: Record<string, string> | undefined;
  readonly result: unknown;

  constructor(
    code: ErrorCode,
    options: { messageId?: string; fields?: Record<string, string>; result?: unknown; cause?: unknown } = {},
  ) {
    const messageId = options.messageId ?? defaultMessageIds[code];
    super(`${code}: ${messageId}`, { cause: options.cause });
    this.code = code;
    this.status = errorCodes[code];
    this.messageId = messageId;
    this.fields = options.fields;
    this.result = options.result ?? null;
  }
}

export function errorBody(error: ApiError) {
  return {
    error: true as const,
    result: error.result ?? null,
    message: error.messageId,
    code: error.code,
    ...(error.fields ? { fields: error.fields } : {}),
  };
}
