import { z } from "@hono/zod-openapi";
import { responses } from "@rimbun/contract";
import { access } from "../../platform/http/access.ts";
import { defineReadRoute } from "../../platform/http/read-route.ts";
import { tributesOf } from "../tribute-reads.ts";

export const registerTributesList = defineReadRoute({
  path: "/v1/tributes",
  tags: ["History"],
  summary: "The signed-in donor's gifts in someone's name: the person, the card's day and state",
  query: z.object({}),
  result: responses.listTributes,
  errors: [401],
  access: access.session(),
  handle: (c, _query, viewer) => {
    const services = c.get("services");
    return tributesOf(services.db, viewer, services.now());
  },
});
