import type { z } from "@hono/zod-openapi";
import { pointRequestResultSchema } from "@rimbun/contract/points";
import { access } from "../../platform/http/access.ts";
import { defineFormRoute } from "../../platform/http/form-route.ts";
import { type SpendingRequest, spendVolunteerPoints } from "../points-spending.ts";

/** What tells one point-spending call (22-24) from another. */
interface PointsRouteOptions<I> {
  path: string;
  summary: string;
  description: string;
  /** The call's form, from the contract. */
  body: z.ZodType<I>;
  /** The spending the validated form asks for. */
  spending: (input: I) => SpendingRequest;
}

/** A point-spending route: the session volunteer's own form, a pending entry that holds the points. */
export function definePointsRoute<I>(options: PointsRouteOptions<I>) {
  return defineFormRoute({
    ...options,
    method: "post",
    tags: ["Points"],
    result: pointRequestResultSchema,
    errors: [400, 401, 403],
    // Only volunteers, each for their own `email` (administrators too are 403 for anyone else's).
    access: access.roles(["volunteer"], [{ in: "body", name: "email", resource: "person" }]),
    handle: (c, input, viewer) => spendVolunteerPoints(c.get("services"), viewer, options.spending(input)),
  });
}
