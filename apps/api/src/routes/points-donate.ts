import { createRoute } from "@hono/zod-openapi";
import { pointRequestSchema } from "@rimbun/domain/schemas";
import { requireRole, sessionRequired } from "../context.ts";
import {
  envelope,
  errorResponses,
  jsonContent,
  ok,
  type Router,
  requireBody,
  sessionSecurity,
} from "../lib/openapi.ts";
import { requestPointSpending } from "../services/points.ts";
import { pointRequestResult, pointRequestResultSchema, spendingVolunteer } from "./points-schemas.ts";
import { formBody } from "./recurring-schemas.ts";

// The upper limit (the active points) is judged inside the ledger lock; the form's own checks run first.
const form = pointRequestSchema("donate", Number.MAX_SAFE_INTEGER);

const route = createRoute({
  method: "post",
  path: "/v1/donations/vdonate",
  tags: ["Points"],
  summary: "Call 22: donate points (at least 10, up to the active points) as a pending entry that holds them",
  description:
    "Form `email, amount` (points as text, e.g. `12.50`); `email` must be the session volunteer's own (403 otherwise, for administrators too). An administrator approves or rejects it later.",
  security: sessionSecurity,
  middleware: [sessionRequired] as const,
  request: formBody(form),
  responses: {
    200: jsonContent(envelope(pointRequestResultSchema)),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

export function registerPointsDonate(app: Router) {
  app.openapi(route, async (c) => {
    const viewer = requireRole(c, "volunteer");
    const services = c.get("services");
    const input = requireBody(c, form);
    const volunteer = await spendingVolunteer(services.db, viewer, input.email);
    const result = await requestPointSpending(services, {
      userId: volunteer.id,
      type: "donate",
      points: input.amount,
      description: "donate",
    });
    return c.json(ok(pointRequestResult(result)), 200);
  });
}
