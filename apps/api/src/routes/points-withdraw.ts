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
import {
  assertBankAccountComplete,
  pointRequestResult,
  pointRequestResultSchema,
  spendingVolunteer,
} from "./points-schemas.ts";
import { formBody } from "./recurring-schemas.ts";

// The upper limit (the active points) is judged inside the ledger lock; the form's own checks run first.
const form = pointRequestSchema("withdraw", Number.MAX_SAFE_INTEGER);

const route = createRoute({
  method: "post",
  path: "/v1/donations/vwithdraw",
  tags: ["Points"],
  summary:
    "Call 23: withdraw points (at least 100; needs a complete bank account) as a pending entry that holds them",
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

export function registerPointsWithdraw(app: Router) {
  app.openapi(route, async (c) => {
    const viewer = requireRole(c, "volunteer");
    const services = c.get("services");
    const input = requireBody(c, form);
    const volunteer = await spendingVolunteer(services.db, viewer, input.email);
    await assertBankAccountComplete(services.db, volunteer.id);
    const result = await requestPointSpending(services, {
      userId: volunteer.id,
      type: "withdraw",
      points: input.amount,
      description: "withdraw",
    });
    return c.json(ok(pointRequestResult(result)), 200);
  });
}
