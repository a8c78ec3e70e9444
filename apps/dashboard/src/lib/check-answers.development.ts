import type { ApiClientConfig } from "@rimbun/api-client/http";

/** Development and tests: every answer is checked against `@rimbun/contract` (loaded lazily). */
export const checkAnswer: ApiClientConfig["validate"] = async (name, result) =>
  (await import("@rimbun/contract")).validateResponse(name, result);
