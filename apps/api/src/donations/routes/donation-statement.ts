import { responses, donationStatementQuerySchema as wireQuery } from "@rimbun/contract";
import { donationStatementQuerySchema } from "@rimbun/domain/schemas";
import { access } from "../../platform/http/access.ts";
import { validationError } from "../../platform/http/openapi.ts";
import { defineReadRoute } from "../../platform/http/read-route.ts";
import { donationStatement } from "../statement.ts";

export const registerDonationStatement = defineReadRoute({
  path: "/v1/donations/statement",
  tags: ["History"],
  summary: "Donation statement: the session donor's successful gifts of a range, with the total",
  description:
    "Owner only, for every role: the gifts of the signed-in account or its e-mail, never anyone else's (there is no parameter naming a person). `startDate` and `endDate` are Jakarta days, both required, at most 366 days apart.",
  query: wireQuery,
  result: responses.getDonationStatement,
  errors: [400, 401],
  access: access.session(),
  handle: async (c, raw, viewer) => {
    const parsed = donationStatementQuerySchema.safeParse(raw);
    if (!parsed.success) throw validationError(parsed.error);
    return donationStatement(c.get("services").db, viewer, parsed.data);
  },
});
