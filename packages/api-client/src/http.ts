import type { CallName, ResponseOf } from "@rimbun/contract";

/** Where and how the client talks to the API. */
export interface ApiClientConfig {
  /** The API origin, e.g. `http://localhost:8787` (no trailing slash needed). */
  baseUrl: string;
  /** Injected for tests and non-browser callers; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** A call-1 bearer token, for clients that cannot use the session cookie. */
  token?: string | null | (() => string | null | undefined);
  /** Default time limit per call; every call can pass its own signal instead. */
  timeoutMs?: number;
  /** Told when a call answers 401 (the session ended), except for login and the session probe. */
  onUnauthorized?: () => void;
  /**
   * Checks each successful answer against the call's response schema (tests pass `validateResponse`
   * of `@rimbun/contract`, apps a lazy import of it in development). It throws (or rejects) when the
   * answer does not match; what it returns is ignored, so a checked answer is the same as an
   * unchecked one. Unset in production: the client then trusts the API's answer.
   */
  validate?: (name: CallName, result: unknown) => unknown | Promise<unknown>;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** A refused or failed call: HTTP status (0: network), stable `code`, a catalog `messageId`, field ids. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly messageId: string;
  readonly fields: Record<string, string>;
  readonly result: unknown;

  constructor(
    status: number,
    code: string,
    messageId: string,
    fields: Record<string, string> = {},
    result: unknown = null,
  ) {
    super(`${status} ${code}: ${messageId}`);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.messageId = messageId;
    this.fields = fields;
    this.result = result;
  }

  /**
   * 4xx: something the person can fix; anything else is ours (sent to /oops/500,
   * docs/product/accounts.md#dashboard-layout).
   */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/**
 * A 2xx answer that the configured `validate` refused: the API and the contract disagree, a fault of
 * ours (status stays the answer's, so `isClientError` is false and screens treat it as a server error).
 */
export class InvalidResponseError extends ApiError {
  /** The call whose answer was refused, e.g. `createPayment`. */
  readonly call: CallName;

  constructor(call: CallName, status: number, result: unknown, cause: unknown) {
    super(status, "INVALID_RESPONSE", "error.internal", {}, result);
    this.name = "InvalidResponseError";
    this.call = call;
    this.cause = cause;
    this.message = `${call}: the answer does not match the contract (${cause instanceof Error ? cause.message : cause})`;
  }
}

/** The API's envelope (docs/api.md#shapes). Errors add `code` and per-field message ids. */
export interface Envelope<T> {
  error: boolean;
  result: T;
  message: string;
  code?: string;
  fields?: Record<string, string>;
}

export type FormValue = string | number | boolean | Blob | null | undefined;
export type FormFields = Record<string, FormValue>;

export interface CallOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Record<string, string | number | undefined>;
  /** Sent as multipart/form-data (files allowed). */
  multipart?: FormFields;
  /** Sent as application/x-www-form-urlencoded. */
  form?: FormFields;
  json?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  credentials?: RequestCredentials;
}

function encodeForm(fields: FormFields, multipart: boolean): FormData | URLSearchParams {
  const body = multipart ? new FormData() : new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (typeof Blob !== "undefined" && value instanceof Blob) {
      (body as FormData).append(key, value, value instanceof File ? value.name : key);
    } else {
      body.append(key, String(value));
    }
  }
  return body;
}

function tokenOf(config: ApiClientConfig): string | null | undefined {
  return typeof config.token === "function" ? config.token() : config.token;
}

/**
 * Performs one call and returns the envelope's `result`, or throws ApiError. `name` is the client
 * function's name, which is also the call's key in the contract: it types the answer and, with
 * `config.validate`, checks it (InvalidResponseError when it does not match).
 */
export async function call<K extends CallName>(
  config: ApiClientConfig,
  name: K,
  path: string,
  options: CallOptions = {},
): Promise<ResponseOf<K>> {
  const url = new URL(path, config.baseUrl.endsWith("/") ? config.baseUrl : `${config.baseUrl}/`);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  const token = tokenOf(config);
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.multipart) {
    body = encodeForm(options.multipart, true);
  } else if (options.form) {
    body = encodeForm(options.form, false);
  }
  const doFetch = config.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(url.toString(), {
      method: options.method ?? (body ? "POST" : "GET"),
      headers,
      body,
      credentials: options.credentials ?? "include",
      signal:
        options.signal ?? AbortSignal.timeout(options.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    // Aborts stay aborts (screens ignore them silently); anything else is a network failure.
    if (error instanceof DOMException && (error.name === "AbortError" || error.name === "TimeoutError"))
      throw error;
    throw new ApiError(0, "NETWORK", "error.internal");
  }
  let envelope: Partial<Envelope<unknown>> = {};
  try {
    envelope = (await response.json()) as Partial<Envelope<unknown>>;
  } catch {
    // A non-JSON answer (a proxy's error page) is judged by its status below.
  }
  if (!response.ok || envelope.error) {
    if (
      response.status === 401 &&
      !path.startsWith("/v1/oauth/login") &&
      !path.startsWith("/v1/oauth/session")
    ) {
      config.onUnauthorized?.();
    }
    throw new ApiError(
      response.status,
      envelope.code ?? (response.ok ? "ERROR" : "HTTP_ERROR"),
      envelope.message ?? "error.internal",
      envelope.fields ?? {},
      envelope.result ?? null,
    );
  }
  if (config.validate) {
    try {
      await config.validate(name, envelope.result);
    } catch (error) {
      throw new InvalidResponseError(name, response.status, envelope.result, error);
    }
  }
  return envelope.result as ResponseOf<K>;
}
