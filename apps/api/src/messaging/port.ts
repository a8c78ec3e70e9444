/**
 * The messaging port (docs/product/monthly-giving.md#whatsapp): `outbox` (development: the message lands
 * on the outbox page) and `whatsapp` (the WhatsApp Business Platform's Cloud API). Only approved
 * templates are sent; the platform's statuses and the donors' answers come back by the signed webhook.
 */
export interface TemplateMessage {
  /** E.164, `+628…` (phone-number.ts). */
  to: string;
  /** A name of `whatsAppTemplates` (templates.ts), as registered with the platform. */
  template: string;
  locale: "id" | "en";
  /** The body's `{{1}}`, `{{2}}`… in order. */
  body: readonly string[];
  /** The URL button's variable part, for templates that have one. */
  button?: string | undefined;
  /** Our message id, echoed by the platform's status webhooks (a send whose answer was lost is found by it). */
  reference: string;
}

/**
 * Why a send failed, as the caller must act on it:
 * - `not-on-whatsapp`: the number cannot get WhatsApp messages (131026): remember it, e-mail instead.
 * - `rate-limited`: nothing was sent; try again after `retryAfterMs` (130429, 131056, HTTP 429).
 * - `temporary`: nothing was sent (the platform's 5xx, a refused connection); try again later.
 * - `unknown-outcome`: the request left and no answer came (a timeout): it may have been sent, so it
 *   is never sent again (the status webhook settles it).
 * - `permanent`: the request is wrong (a template, a parameter, the token); a retry repeats it.
 */
export type MessagingErrorKind =
  | "not-on-whatsapp"
  | "rate-limited"
  | "temporary"
  | "unknown-outcome"
  | "permanent";

export class MessagingError extends Error {
  override readonly name = "MessagingError";
  /** Read by the job runner (platform/jobs/define.ts `retryAfterOf`): a rate limit is not a failed attempt. */
  readonly retryAfterMs?: number;
  constructor(
    readonly kind: MessagingErrorKind,
    /** The platform's error code (131026…), 0 without one. */
    readonly code: number,
    message: string,
    options: { retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? {} : { cause: options.cause });
    if (kind === "rate-limited") this.retryAfterMs = options.retryAfterMs ?? 60_000;
  }
}

export interface MessagingProvider {
  readonly code: "outbox" | "whatsapp";
  /** Sends one approved template; the platform's message id, or a MessagingError. */
  sendTemplate(message: TemplateMessage): Promise<string>;
}
