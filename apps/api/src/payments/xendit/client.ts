import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { countProviderError } from "../../platform/metrics.ts";
import type {
  CreateCustomerRequest,
  CreateInvoiceRequest,
  CreatePaymentRequest,
  CreateRecurringPlanRequest,
  CreateRefundRequest,
  Customer,
  Invoice,
  PaymentMethodObject,
  PaymentRequest,
  RecurringPlan,
  Refund,
  XenditErrorBody,
} from "./types.ts";

export const xenditDefaultBaseUrl = "https://api.xendit.co";
export const xenditDefaultTimeoutMs = 15_000;

/**
 * - `api`: Xendit answered with an error body (`errorCode` is its `error_code`).
 * - `timeout`: no answer within the timeout; the request may or may not have been applied.
 * - `network`: the connection failed before an answer.
 * - `bad-response`: an answer that is not the JSON Xendit documents.
 */
export type XenditErrorKind = "api" | "timeout" | "network" | "bad-response";

export class XenditError extends Error {
  override readonly name = "XenditError";
  constructor(
    readonly kind: XenditErrorKind,
    /** Xendit's `error_code`, or TIMEOUT / NETWORK_ERROR / BAD_RESPONSE for the local kinds. */
    readonly errorCode: string,
    message: string,
    /** HTTP status, 0 when there was no answer. */
    readonly status: number,
    readonly method: string,
    readonly path: string,
    options?: { cause?: unknown; retryAfterMs?: number },
  ) {
    super(`Xendit ${method} ${path}: ${errorCode}: ${message}`, options);
    if (options?.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
  }

  /**
   * Rate limited (429): how long Xendit asks us to wait. The job runner puts the job back for that long
   * without counting a failed attempt (platform/jobs/define.ts `retryAfterOf`).
   */
  readonly retryAfterMs?: number;

  /**
   * Safe to send again with the same idempotency key: nothing answered, or Xendit failed on its side.
   * A 4xx is a problem with the request and repeats the same way.
   */
  get retryable(): boolean {
    return this.kind === "timeout" || this.kind === "network" || this.status >= 500 || this.status === 429;
  }
}

export interface XenditClientOptions {
  secretKey: string;
  baseUrl?: string;
  timeoutMs?: number;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | undefined>;
  /** Sent as `x-idempotency-key`: the same key returns the first result instead of a second object. */
  idempotencyKey?: string;
}

export interface XenditClient {
  request<T>(method: "GET" | "POST" | "PATCH", path: string, options?: RequestOptions): Promise<T>;
  createInvoice(body: CreateInvoiceRequest, idempotencyKey?: string): Promise<Invoice>;
  getInvoice(invoiceId: string): Promise<Invoice>;
  /** GET /v2/invoices?external_id=…: an external id may name several invoices (newest first). */
  findInvoices(externalId: string): Promise<Invoice[]>;
  expireInvoice(invoiceId: string): Promise<Invoice>;
  createCustomer(body: CreateCustomerRequest, idempotencyKey?: string): Promise<Customer>;
  findCustomers(referenceId: string): Promise<Customer[]>;
  createPlan(body: CreateRecurringPlanRequest, idempotencyKey?: string): Promise<RecurringPlan>;
  getPlan(planId: string): Promise<RecurringPlan>;
  updatePlan(planId: string, body: { amount?: number }, idempotencyKey?: string): Promise<RecurringPlan>;
  deactivatePlan(planId: string, idempotencyKey?: string): Promise<RecurringPlan>;
  createPaymentRequest(body: CreatePaymentRequest, idempotencyKey: string): Promise<PaymentRequest>;
  getPaymentMethod(paymentMethodId: string): Promise<PaymentMethodObject>;
  /** POST /refunds: the answer may still be PENDING; `refund.succeeded` / `refund.failed` settle it. */
  createRefund(body: CreateRefundRequest, idempotencyKey: string): Promise<Refund>;
}

function isErrorBody(value: unknown): value is XenditErrorBody {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { error_code?: unknown }).error_code === "string"
  );
}

/** Where and how every request goes: what the client's methods share. */
interface Connection {
  baseUrl: string;
  timeoutMs: number;
  authorization: string;
}

/** Xendit's answer: its status, a header by name, the whole body. */
interface Answer {
  status: number;
  headers: HeaderSource;
  text: string;
}

/** What `rateLimitWaitMs` reads: a fetch `Headers`, or an answer's own headers. */
export interface HeaderSource {
  get(name: string): string | null;
}

type Method = "GET" | "POST" | "PATCH";

/** A small typed client over node:http(s): Basic auth with the secret key as user name, JSON both ways. */
export function createXenditClient(options: XenditClientOptions): XenditClient {
  if (!options.secretKey) throw new TypeError("Xendit secret key is required");
  const connection: Connection = {
    baseUrl: (options.baseUrl ?? xenditDefaultBaseUrl).replace(/\/+$/, ""),
    timeoutMs: options.timeoutMs ?? xenditDefaultTimeoutMs,
    authorization: `Basic ${Buffer.from(`${options.secretKey}:`).toString("base64")}`,
  };
  const request = <T>(method: Method, path: string, requestOptions?: RequestOptions) =>
    sendRequest<T>(connection, method, path, requestOptions);
  const id = (value: string) => encodeURIComponent(value);
  return {
    request,
    createInvoice: (body, idempotencyKey) =>
      request<Invoice>("POST", "/v2/invoices", { body, idempotencyKey }),
    getInvoice: (invoiceId) => request<Invoice>("GET", `/v2/invoices/${id(invoiceId)}`),
    findInvoices: (externalId) =>
      request<Invoice[]>("GET", "/v2/invoices", { query: { external_id: externalId } }),
    expireInvoice: (invoiceId) =>
      request<Invoice>("POST", `/invoices/${id(invoiceId)}/expire!`, {
        idempotencyKey: `expire:${invoiceId}`,
      }),
    createCustomer: (body, idempotencyKey) =>
      request<Customer>("POST", "/customers", { body, idempotencyKey }),
    findCustomers: async (referenceId) =>
      (await request<{ data: Customer[] }>("GET", "/customers", { query: { reference_id: referenceId } }))
        .data,
    createPlan: (body, idempotencyKey) =>
      request<RecurringPlan>("POST", "/recurring/plans", { body, idempotencyKey }),
    getPlan: (planId) => request<RecurringPlan>("GET", `/recurring/plans/${id(planId)}`),
    updatePlan: (planId, body, idempotencyKey) =>
      request<RecurringPlan>("PATCH", `/recurring/plans/${id(planId)}`, { body, idempotencyKey }),
    deactivatePlan: (planId, idempotencyKey) =>
      request<RecurringPlan>("POST", `/recurring/plans/${id(planId)}/deactivate`, { idempotencyKey }),
    createPaymentRequest: (body, idempotencyKey) =>
      request<PaymentRequest>("POST", "/payment_requests", { body, idempotencyKey }),
    getPaymentMethod: (paymentMethodId) =>
      request<PaymentMethodObject>("GET", `/v2/payment_methods/${id(paymentMethodId)}`),
    createRefund: (body, idempotencyKey) => request<Refund>("POST", "/refunds", { body, idempotencyKey }),
  };
}

/** One exchange with Xendit: the parsed JSON answer, or a `XenditError` saying what went wrong. */
async function sendRequest<T>(
  connection: Connection,
  method: Method,
  path: string,
  { body, query, idempotencyKey }: RequestOptions = {},
): Promise<T> {
  const url = new URL(`${connection.baseUrl}${path}`);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  const headers: Record<string, string> = {
    authorization: connection.authorization,
    accept: "application/json",
  };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (idempotencyKey) headers["x-idempotency-key"] = idempotencyKey;
  const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
  // Safe to send twice: Xendit answers a repeated key with the first result.
  const repeatable = method === "GET" || idempotencyKey !== undefined;
  try {
    return readAnswer<T>(await exchangeOnceMore(connection, url, init, path, repeatable), method, path);
  } catch (error) {
    if (error instanceof XenditError) countProviderError("xendit", error.kind);
    throw error;
  }
}

/**
 * Kept-alive connections to Xendit, shared by every request of the process. node:http rather than fetch:
 * fetch's request and response objects cost a donation's creation about a tenth of its CPU
 * (docs/performance.md#spike).
 */
const agents = {
  // An idle connection is closed after 4 s, as fetch's own pool does, before a server's idle limit could.
  http: new HttpAgent({ keepAlive: true, timeout: 4000 }),
  https: new HttpsAgent({ keepAlive: true, timeout: 4000 }),
};

interface Init {
  method: Method;
  headers: Record<string, string>;
  body: string | undefined;
}

/** The answer and its whole body; no answer in time is a `timeout`, a failed connection a `network` error. */
async function exchange({ timeoutMs }: Connection, url: URL, init: Init, path: string): Promise<Answer> {
  try {
    return await send(url, init, timeoutMs);
  } catch (error) {
    if (error instanceof ExchangeTimeout) {
      throw new XenditError("timeout", "TIMEOUT", `no answer within ${timeoutMs} ms`, 0, init.method, path, {
        cause: error,
      });
    }
    throw new XenditError("network", "NETWORK_ERROR", String(error), 0, init.method, path, { cause: error });
  }
}

/**
 * A kept-alive connection that the server closed just as we reused it fails before any answer: a
 * repeatable request goes once more, on a fresh connection, instead of failing a donor's gift.
 */
async function exchangeOnceMore(
  connection: Connection,
  url: URL,
  init: Init,
  path: string,
  repeatable: boolean,
): Promise<Answer> {
  try {
    return await exchange(connection, url, init, path);
  } catch (error) {
    if (!repeatable || !(error instanceof XenditError) || error.kind !== "network") throw error;
    return exchange(connection, url, init, path);
  }
}

class ExchangeTimeout extends Error {
  override readonly name = "TimeoutError";
}

/** One request and its whole answer; one timer covers the exchange (a server that sends headers and stalls). */
function send(url: URL, init: Init, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === "https:";
    const headers =
      init.body === undefined
        ? init.headers
        : { ...init.headers, "content-length": String(Buffer.byteLength(init.body)) };
    const request = (secure ? httpsRequest : httpRequest)(url, {
      method: init.method,
      headers,
      agent: secure ? agents.https : agents.http,
    });
    let settled = false;
    const finish = (error: unknown, answer?: Answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (answer) resolve(answer);
      else reject(error);
    };
    const timer = setTimeout(() => {
      const timeout = new ExchangeTimeout(`no answer within ${timeoutMs} ms`);
      finish(timeout);
      request.destroy(timeout);
    }, timeoutMs);
    request.on("error", (error) => finish(error));
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", (error) => finish(error));
      response.on("close", () => {
        if (!response.complete) finish(new Error("the connection closed before the whole answer"));
      });
      response.on("end", () =>
        finish(null, {
          status: response.statusCode ?? 0,
          headers: headerSource(response.headers),
          text: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    request.end(init.body);
  });
}

function headerSource(headers: IncomingHttpHeaders): HeaderSource {
  return {
    get: (name) => {
      const value = headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    },
  };
}

/** Without a header saying when, a rate limit is waited out for one of Xendit's one-minute windows. */
const defaultRateLimitWaitMs = 60_000;

/**
 * How long a 429 asks us to wait: Xendit's `Rate-Limit-Reset` (seconds left in the window,
 * docs/xendit.md#rate-limits), else a standard `Retry-After` (seconds or a date), else a minute.
 */
export function rateLimitWaitMs(headers: HeaderSource, now = Date.now()): number {
  const reset = Number.parseFloat(headers.get("rate-limit-reset") ?? "");
  if (Number.isFinite(reset) && reset >= 0) return Math.ceil(reset * 1000);
  const retryAfter = headers.get("retry-after");
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
    const at = Date.parse(retryAfter);
    if (Number.isFinite(at)) return Math.max(0, at - now);
  }
  return defaultRateLimitWaitMs;
}

/** A successful answer's JSON; Xendit's error body as an `api` error; anything else as `bad-response`. */
function readAnswer<T>(response: Answer, method: Method, path: string): T {
  const { text } = response;
  const ok = response.status >= 200 && response.status <= 299;
  let parsed: unknown;
  try {
    parsed = text === "" ? undefined : JSON.parse(text);
  } catch (error) {
    throw new XenditError(
      "bad-response",
      ok ? "BAD_RESPONSE" : `HTTP_${response.status}`,
      `not JSON (${text.slice(0, 80)})`,
      response.status,
      method,
      path,
      { cause: error },
    );
  }
  if (!ok) {
    const limited = response.status === 429 ? { retryAfterMs: rateLimitWaitMs(response.headers) } : {};
    if (isErrorBody(parsed)) {
      throw new XenditError(
        "api",
        parsed.error_code,
        parsed.message ?? "",
        response.status,
        method,
        path,
        limited,
      );
    }
    throw new XenditError(
      "bad-response",
      `HTTP_${response.status}`,
      "error without error_code",
      response.status,
      method,
      path,
      limited,
    );
  }
  if (parsed === undefined) {
    throw new XenditError("bad-response", "BAD_RESPONSE", "empty body", response.status, method, path);
  }
  return parsed as T;
}
