import { z } from "@hono/zod-openapi";
import { createPaymentRequestSchemaFor, type ResponseOf, responses } from "@rimbun/contract";
import { type PaymentPathKind, paymentPathKinds } from "@rimbun/domain/schemas";
import type { HonoRequest } from "hono";
import { throttlePublicRequest } from "../../platform/auth/public-throttle.ts";
import {
  donationAddressEmailLimit,
  donationAddressLimit,
  donationEmailLimit,
} from "../../platform/auth/rate-limit.ts";
import { access } from "../../platform/http/access.ts";
import { pickLocale } from "../../platform/http/i18n.ts";
import { withIdempotency } from "../../platform/http/idempotency.ts";
import { ok, validationError } from "../../platform/http/openapi.ts";
import { defineRoute } from "../../platform/http/route.ts";
import { createDonation } from "../create-donation.ts";

/** Read through Hono's request, whose body cache holds what the body guard parsed already. */
async function readBody(request: HonoRequest): Promise<Record<string, unknown>> {
  const type = request.header("content-type") ?? "";
  if (type.includes("application/json")) {
    const body = await request.json().catch(() => null);
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  }
  if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
    const form = await request.formData();
    const fields: Record<string, unknown> = {};
    for (const [key, value] of form.entries()) if (typeof value === "string") fields[key] = value;
    return fields;
  }
  return {};
}

/**
 * Judged by the handler (docs/decisions/route-factories.md): the form's schema depends on `kind`, the
 * idempotency key may come as a header, and a form is read field by field (its last value, text only),
 * malformed JSON being an empty form; the shared validator would answer some of these differently.
 */
export const registerPaymentsCreate = defineRoute({
  method: "post",
  path: "/v1/payments/{kind}",
  tags: ["Payments"],
  summary: "Call 3: create a donation and get the hosted payment page",
  description:
    "Multipart (or urlencoded/JSON) fields: amount, email, fullname, payment_methods, phone, referral, description; `recurring` adds interval=MONTH, interval_count=1, optional referral_code, referral_type. Optional `campaign` (slug). Monthly's optional `whatsapp_reminders` (true/false) asks for WhatsApp reminders on the `phone` (a mobile number, else 400 on `phone`): the confirmation template goes out with the first payment, never before. Send an `Idempotency-Key` header (or `idempotency_key` field, 16-128 URL-safe characters): the same key with the same body returns the first answer and never makes a second donation; the same key with another body is a 409. `?locale=en` makes the pay page and mails English. Throttled per client address and e-mail, per e-mail and per client address (429 RATE_LIMITED).",
  request: {
    params: z.object({ kind: z.enum(paymentPathKinds) }),
    headers: z.object({ "idempotency-key": z.string().optional() }),
    body: {
      content: {
        "multipart/form-data": { schema: createPaymentRequestSchemaFor("recurring") },
      },
    },
  },
  result: responses.createPayment,
  errors: [400, 404, 409, 429],
  access: access.public(),
  judgedBy: "handler",
  handle: async (c) => {
    const services = c.get("services");
    const kind = c.req.param("kind") as PaymentPathKind;
    if (!paymentPathKinds.includes(kind)) return c.notFound();
    const raw = await readBody(c.req);
    const headerKey = c.req.header("idempotency-key");
    if (headerKey) raw.idempotency_key = headerKey;
    const parsed = createPaymentRequestSchemaFor(kind).safeParse(raw);
    if (!parsed.success) throw validationError(parsed.error);
    const { idempotency_key: key, ...payload } = parsed.data;
    await throttlePublicRequest(
      c,
      { addressEmail: donationAddressEmailLimit, email: donationEmailLimit, address: donationAddressLimit },
      payload.email,
    );
    const locale = pickLocale(
      c.req.query("locale") ?? (typeof raw.locale === "string" ? raw.locale : undefined),
    );
    // A public route: a session only vouches for the donor's own account (the WhatsApp switch), it
    // never refuses anything.
    const viewerId = c.get("viewer")?.userId ?? null;
    const answer = await withIdempotency(
      services.db,
      `payments:${kind}`,
      key,
      { ...payload, locale },
      async () => {
        const created = await createDonation(services, kind, parsed.data, locale, viewerId);
        return { status: 200, body: ok<ResponseOf<"createPayment">>(created) };
      },
    );
    return c.json(answer.body as object, answer.status as 200);
  },
});
