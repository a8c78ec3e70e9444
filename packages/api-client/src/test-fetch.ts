// Test support (not exported by the package): a recorded fake fetch and contract-typed answers.
import { type CallName, type ResponseOf, validateResponse } from "@rimbun/contract";
import { vi } from "vitest";
import type { ApiClientConfig } from "./http.ts";

export interface Seen {
  url: string;
  init: RequestInit;
}

/** A fetch that answers every request with `status` and the JSON `body`, and records what it was asked. */
export function fakeFetch(status: number, body: unknown) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

/** A successful envelope whose `result` is typed by the call's contract. */
export function ok<K extends CallName>(_call: K, result: ResponseOf<K>) {
  return { error: false, result, message: "ok" };
}

/** The tests' configuration: every answer is checked against the contract, as in development. */
export function checked(
  fetch: typeof globalThis.fetch,
  more: Partial<ApiClientConfig> = {},
): ApiClientConfig {
  return { baseUrl: "http://api.test", fetch, validate: validateResponse, ...more };
}
