import type { z } from "@hono/zod-openapi";
import { type RecurringDonation, recurringDonationSchema } from "@rimbun/contract/recurring";
import type { Services, Viewer } from "../../platform/context.ts";
import { access, type Owned } from "../../platform/http/access.ts";
import { defineFormRoute } from "../../platform/http/form-route.ts";

/** What tells one plan-changing call (10, 11, 12, pause, skip) from another. */
interface RecurringRouteOptions<I> {
  method: "post" | "put";
  path: string;
  summary: string;
  description: string;
  /** The call's form, from the contract. */
  body: z.ZodType<I>;
  /** The form's fields naming the plan (default `pg_id`) and person it changes: the owner's, any for an administrator. */
  owns?: readonly Owned[];
  /** Applies the validated form to the plan (owner or administrator) and answers the plan as it now is. */
  apply: (services: Services, viewer: Viewer, input: I) => Promise<RecurringDonation>;
}

/** A route that changes the session donor's monthly plan and answers call 2's shape. */
export function defineRecurringRoute<I>(options: RecurringRouteOptions<I>) {
  return defineFormRoute({
    ...options,
    tags: ["Recurring"],
    result: recurringDonationSchema,
    errors: [400, 401, 403, 404, 409],
    access: access.session(options.owns ?? [{ in: "body", name: "pg_id", resource: "plan" }]),
    handle: (c, input, viewer) => options.apply(c.get("services"), viewer, input),
  });
}
