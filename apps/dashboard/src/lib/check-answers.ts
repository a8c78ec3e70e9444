import type { ApiClientConfig } from "@rimbun/api-client/http";

/** Production: answers are not checked against the contract (zod stays out of every page). */
export const checkAnswer: ApiClientConfig["validate"] = undefined;
