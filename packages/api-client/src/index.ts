import * as accounts from "./accounts.ts";
import type { ApiClientConfig } from "./http.ts";
import * as payments from "./payments.ts";
import * as profiles from "./profiles.ts";
import * as publicCalls from "./public.ts";

export * from "./accounts.ts";
export * from "./http.ts";
export * from "./payments.ts";
export * from "./profiles.ts";
export * from "./public.ts";

type Bound<F> = F extends (config: ApiClientConfig, ...rest: infer A) => infer R ? (...rest: A) => R : never;
type Calls = typeof accounts & typeof payments & typeof profiles & typeof publicCalls;
type CallNames = {
  [K in keyof Calls]: Calls[K] extends (config: ApiClientConfig, ...rest: never[]) => unknown ? K : never;
}[keyof Calls];
export type ApiClient = { [K in CallNames]: Bound<Calls[K]> };

/** Every call bound to one configuration: `const api = createApiClient({ baseUrl }); api.logIn(...)`. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const all = { ...accounts, ...payments, ...profiles, ...publicCalls } as Record<string, unknown>;
  const client: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(all)) {
    if (typeof value === "function" && name !== "ApiError") {
      client[name] = (...rest: unknown[]) => (value as (...args: unknown[]) => unknown)(config, ...rest);
    }
  }
  return client as ApiClient;
}
