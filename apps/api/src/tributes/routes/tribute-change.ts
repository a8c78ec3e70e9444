import { z } from "@hono/zod-openapi";
import { responses } from "@rimbun/contract";
import { tributeDayChangeSchema } from "@rimbun/domain/schemas";
import type { AppContext } from "../../platform/context.ts";
import { access } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { formBody, ok, validationError } from "../../platform/http/openapi.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { changeOwnTribute } from "../tribute-actions.ts";
import { ownedTribute } from "../tribute-reads.ts";
import { changeTributeDay, resendTribute } from "../tribute-schedule.ts";

const params = z.object({ localId: z.string().min(1).max(64) });
/** The form's fields (JSON, urlencoded or multipart, as the body guard let it through); anything else is an empty form. */
async function readBody(c: AppContext): Promise<Record<string, unknown>> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (type.startsWith("application/json")) {
    const body = await c.req.json().catch(() => null);
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  }
  if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded")) {
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(await c.req.parseBody()))
      if (typeof value === "string") fields[key] = value;
    return fields;
  }
  return {};
}

const owns = [{ in: "param", name: "localId", resource: "donation" }] as const;

export const registerTributeDay = defineRoute({
  method: "put",
  path: "/v1/tributes/{localId}/day",
  tags: ["History"],
  summary: "Move a gift's card to another day (its donor, until the card is due)",
  description:
    "`send_on` (YYYY-MM-DD, today up to a year ahead in Jakarta). The card then leaves at 09:00 Jakarta that day (at once for today). 409 once the card is due, sent or cancelled. Only the gift's donor; another person's gift is 404.",
  request: { params, ...formBody(tributeDayChangeSchema) },
  result: responses.changeTributeDay,
  errors: [400, 401, 404, 409],
  access: access.session([...owns]),
  // Judged by the handler (docs/decisions/route-factories.md): another person's gift is 404 whatever the
  // body says, so whose gift it is comes before the body is judged.
  judgedBy: "handler",
  handle: async (c, viewer) => {
    const services = c.get("services");
    const parsedParams = params.safeParse(c.req.param());
    if (!parsedParams.success) throw new ApiError("NOT_FOUND");
    const { localId } = parsedParams.data;
    await ownedTribute(services.db, viewer, localId);
    const body = tributeDayChangeSchema.safeParse(await readBody(c));
    if (!body.success) throw validationError(body.error);
    const day = body.data.send_on;
    const view = await changeOwnTribute(services, viewer, localId, "tribute.day", (tx, row, now) =>
      changeTributeDay(tx, row, day, now),
    );
    return c.json(ok(view), 200);
  },
});

export const registerTributeResend = defineRoute({
  method: "post",
  path: "/v1/tributes/{localId}/resend",
  tags: ["History"],
  summary: "Send a gift's card now, or again (its donor)",
  description:
    "A scheduled card leaves at once; a sent one goes again, at most three sends in all. 409 while a send is on its way (two resends at once send one card), for an unpaid or cancelled gift, or past the limit. No body. Only the gift's donor; another person's gift is 404.",
  request: { params },
  result: responses.resendTribute,
  errors: [401, 404, 409],
  access: access.session([...owns]),
  handle: async (c, viewer) => {
    const { localId } = validated(c, "param", params);
    const view = await changeOwnTribute(c.get("services"), viewer, localId, "tribute.resend", resendTribute);
    return c.json(ok(view), 200);
  },
});
