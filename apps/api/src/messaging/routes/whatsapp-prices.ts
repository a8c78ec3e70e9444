import { z } from "@hono/zod-openapi";
import { responses } from "@rimbun/contract";
import { updateWhatsAppPriceRequestSchema } from "@rimbun/contract/whatsapp-staff";
import { whatsAppPriceCategorySchema } from "@rimbun/domain/schemas/whatsapp-prices";
import { access } from "../../platform/http/access.ts";
import { jsonBody, ok, type Router } from "../../platform/http/openapi.ts";
import { defineReadRoute } from "../../platform/http/read-route.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { listWhatsAppPrices, setWhatsAppPrice } from "../prices.ts";

const admins = access.admin();

const registerList = defineReadRoute({
  path: "/v1/admin/whatsapp-prices",
  tags: ["Admin"],
  summary:
    "WhatsApp prices per message by category: today's, the next one set, and every change (administrators)",
  query: z.object({}),
  result: responses.listWhatsAppPrices,
  errors: [401, 403],
  access: admins,
  handle: async (c) => {
    const services = c.get("services");
    return listWhatsAppPrices(services.db, services.now());
  },
});

const categoryParams = z.object({ category: whatsAppPriceCategorySchema });

const registerUpdate = defineRoute({
  method: "put",
  path: "/v1/admin/whatsapp-prices/{category}",
  tags: ["Admin"],
  summary: "Set a WhatsApp category's price from a day on (administrators)",
  description:
    "JSON `price_idr` (whole rupiah per message, 0-100.000), `effective_from` (a Jakarta day from 2026-01-01 to a year from today) and `reason`. A new row: earlier prices stay and keep pricing the messages sent while they applied. Audited (`whatsapp.price`) with the price in force that day before and after.",
  request: { params: categoryParams, body: jsonBody(updateWhatsAppPriceRequestSchema) },
  result: responses.updateWhatsAppPrice,
  errors: [400, 401, 403],
  access: admins,
  handle: async (c, admin) => {
    const { category } = validated(c, "param", categoryParams);
    const input = validated(c, "json", updateWhatsAppPriceRequestSchema);
    return c.json(ok(await setWhatsAppPrice(c.get("services"), admin, category, input)), 200);
  },
});

export function registerWhatsAppPrices(app: Router) {
  registerList(app);
  registerUpdate(app);
}
