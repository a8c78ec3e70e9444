import { AsyncLocalStorage } from "node:async_hooks";
import { pino } from "pino";

/*
 * The API's one logger (docs/deploy.md#logs): JSON lines on standard output, one event a line, with the
 * request id of the request being handled on every line written while handling it. What a line may hold:
 * method, route pattern, status, duration, kinds, counts, ids of rows. Never a query string, a cookie, a
 * token, a password, an e-mail or any other personal data; an error's message is cleaned of the SQL
 * parameters and e-mails that drivers put there.
 */

export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

interface RequestScope {
  requestId: string;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

/** Runs `work` as part of the request `requestId`: every log line written meanwhile carries the id. */
export function withRequestId<T>(requestId: string, work: () => Promise<T>): Promise<T> {
  return requestScope.run({ requestId }, work);
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

/** Where the lines go: standard output, or a test's sink (captureLogs). */
let sink: { write(line: string): void } = process.stdout;

/**
 * Level: LOG_LEVEL (platform/env.ts validates it), else quiet inside the test runner (vitest) and `info`
 * otherwise. Processes a test starts (NODE_ENV=test, no VITEST) log at `info`: tests read their start line.
 */
export function defaultLogLevel(source: Record<string, string | undefined> = process.env): LogLevel {
  const wanted = source.LOG_LEVEL as LogLevel | undefined;
  if (wanted && logLevels.includes(wanted)) return wanted;
  return source.VITEST ? "silent" : "info";
}

const emailPattern = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;

/** An error's text without the values drivers append (drizzle's `params: …`) and without e-mails. */
export function cleanErrorText(text: string): string {
  return text
    .replace(/\bparams:[\s\S]*$/i, "params: [removed]")
    .replace(emailPattern, "[e-mail]")
    .slice(0, 2000);
}

interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggedError;
}

/**
 * An error as a log line holds it: its type, code, cleaned message and stack, and its cause the same way.
 * No other field (a PostgreSQL error's `detail` names the row's values, a fetch error its URL).
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: cleanErrorText(String(error)) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: cleanErrorText(error.message),
    ...(typeof code === "string" ? { code } : {}),
    ...(error.stack ? { stack: cleanErrorText(error.stack) } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

export const log = pino(
  {
    level: defaultLogLevel(),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: serializeError },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { request_id: requestId } : {};
    },
    // A second guard for fields that must never be written, whatever a caller passes.
    redact: {
      paths: ["password", "token", "email", "cookie", "authorization", "*.password", "*.token", "*.email"],
      censor: "[redacted]",
    },
  },
  { write: (line: string) => sink.write(line) },
);

/**
 * Tests: every line written until `stop()` goes to `lines` (at `level`, `debug` unless said), then the
 * logger writes where and at the level it did before.
 */
export function captureLogs(level: LogLevel = "debug"): { lines: string[]; stop(): void } {
  const lines: string[] = [];
  const previous = { sink, level: log.level };
  sink = { write: (line) => lines.push(line) };
  log.level = level;
  return {
    lines,
    stop() {
      sink = previous.sink;
      log.level = previous.level;
    },
  };
}
